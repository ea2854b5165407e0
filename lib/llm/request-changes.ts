import type { HistoryMessage, ModelTool } from "@/lib/llm/model-request";
import type { WireFormat } from "@/lib/llm/providers/provider-kinds";
import { readRequestBody } from "@/lib/llm/read-request-body";
import type { RequestReading } from "@/lib/llm/request-reading";
import { splitMessages } from "@/lib/llm/split-messages";

/**
 * One step through a request's messages against the previous request's: a run of messages both
 * send the same (collapsed), one sent now and not before, one sent before and not now, or one
 * sent at the same place in another form (an edited message). Indexes count the messages after
 * the system prompt, from 0.
 */
export type MessageChange =
  | { kind: "common"; index: number; count: number }
  | { kind: "added"; index: number; message: HistoryMessage }
  | { kind: "removed"; previousIndex: number; message: HistoryMessage }
  | { kind: "changed"; index: number; before: HistoryMessage; after: HistoryMessage };

/** A field of the request compared: its value before and now (undefined where it was absent). */
export interface FieldChange {
  name: string;
  before: unknown;
  after: unknown;
}

/**
 * What a request changed against the previous request of its conversation: the model keeps no
 * memory, so each request sends it all again, and this is what is new in it.
 */
export interface RequestChanges {
  /** The system prompt before and now, when it changed; null when it is the same. */
  systemPrompt: { before: string; after: string } | null;
  /** Functions offered now and not before, the other way round, and those redefined, by name. */
  toolsAdded: string[];
  toolsRemoved: string[];
  toolsChanged: string[];
  /** Messages both requests begin with, the same. */
  commonPrefix: number;
  /** The messages of both requests, aligned, in this request's order. */
  messages: MessageChange[];
  /** The messages after the system prompt in each request. */
  previousCount: number;
  currentCount: number;
}

/** A message compared by everything it sends. */
function keyOf(message: HistoryMessage): string {
  return JSON.stringify(message);
}

/** The largest middle an alignment is searched in (cells of the table); past it, by position. */
const MAX_ALIGNMENT_CELLS = 4_000_000;

type Step = { kind: "same" | "removed" | "added"; previous: number; current: number };

/**
 * The steps from `before` to `now` between their common ends: a longest common subsequence
 * when the middle is small enough, else position by position.
 */
function alignMiddle(before: string[], now: string[], offset: number): Step[] {
  const rows = before.length;
  const columns = now.length;
  if (rows * columns > MAX_ALIGNMENT_CELLS) {
    const steps: Step[] = [];
    for (let index = 0; index < Math.max(rows, columns); index += 1) {
      if (index < rows) steps.push({ kind: "removed", previous: offset + index, current: -1 });
      if (index < columns) steps.push({ kind: "added", previous: -1, current: offset + index });
    }
    return steps;
  }
  const width = columns + 1;
  const lengths = new Uint32Array((rows + 1) * width);
  for (let row = rows - 1; row >= 0; row -= 1) {
    for (let column = columns - 1; column >= 0; column -= 1) {
      lengths[row * width + column] =
        before[row] === now[column]
          ? (lengths[(row + 1) * width + column + 1] ?? 0) + 1
          : Math.max(
              lengths[(row + 1) * width + column] ?? 0,
              lengths[row * width + column + 1] ?? 0,
            );
    }
  }
  const steps: Step[] = [];
  let row = 0;
  let column = 0;
  while (row < rows || column < columns) {
    if (row < rows && column < columns && before[row] === now[column]) {
      steps.push({ kind: "same", previous: offset + row, current: offset + column });
      row += 1;
      column += 1;
    } else if (
      column < columns &&
      (row >= rows ||
        (lengths[row * width + column + 1] ?? 0) >= (lengths[(row + 1) * width + column] ?? 0))
    ) {
      steps.push({ kind: "added", previous: -1, current: offset + column });
      column += 1;
    } else {
      steps.push({ kind: "removed", previous: offset + row, current: -1 });
      row += 1;
    }
  }
  return steps;
}

/**
 * The steps as changes: runs of the same messages collapsed, and a run of removed messages met
 * by a run of added ones read pairwise as messages changed in place.
 */
function changesOf(
  steps: Step[],
  before: HistoryMessage[],
  now: HistoryMessage[],
): MessageChange[] {
  const changes: MessageChange[] = [];
  let index = 0;
  while (index < steps.length) {
    const step = steps[index] as Step;
    if (step.kind === "same") {
      const last = changes.at(-1);
      if (last?.kind === "common") last.count += 1;
      else changes.push({ kind: "common", index: step.current, count: 1 });
      index += 1;
      continue;
    }
    const removed: Step[] = [];
    const added: Step[] = [];
    while (index < steps.length && steps[index]?.kind !== "same") {
      const next = steps[index] as Step;
      (next.kind === "removed" ? removed : added).push(next);
      index += 1;
    }
    const paired = Math.min(removed.length, added.length);
    for (let pair = 0; pair < paired; pair += 1) {
      const gone = removed[pair] as Step;
      const come = added[pair] as Step;
      changes.push({
        kind: "changed",
        index: come.current,
        before: before[gone.previous] as HistoryMessage,
        after: now[come.current] as HistoryMessage,
      });
    }
    for (const gone of removed.slice(paired)) {
      const message = before[gone.previous] as HistoryMessage;
      changes.push({ kind: "removed", previousIndex: gone.previous, message });
    }
    for (const come of added.slice(paired)) {
      changes.push({
        kind: "added",
        index: come.current,
        message: now[come.current] as HistoryMessage,
      });
    }
  }
  return changes;
}

/** The messages of two requests aligned: their common start and end kept, the middle searched. */
function alignMessages(before: HistoryMessage[], now: HistoryMessage[]) {
  const beforeKeys = before.map(keyOf);
  const nowKeys = now.map(keyOf);
  let prefix = 0;
  while (prefix < before.length && prefix < now.length && beforeKeys[prefix] === nowKeys[prefix]) {
    prefix += 1;
  }
  let suffix = 0;
  while (
    suffix < before.length - prefix &&
    suffix < now.length - prefix &&
    beforeKeys[before.length - 1 - suffix] === nowKeys[now.length - 1 - suffix]
  ) {
    suffix += 1;
  }
  const steps: Step[] = [];
  for (let index = 0; index < prefix; index += 1) {
    steps.push({ kind: "same", previous: index, current: index });
  }
  steps.push(
    ...alignMiddle(
      beforeKeys.slice(prefix, before.length - suffix),
      nowKeys.slice(prefix, now.length - suffix),
      prefix,
    ),
  );
  for (let index = 0; index < suffix; index += 1) {
    steps.push({
      kind: "same",
      previous: before.length - suffix + index,
      current: now.length - suffix + index,
    });
  }
  return { prefix, changes: changesOf(steps, before, now) };
}

function toolKey(tool: ModelTool): string {
  return JSON.stringify({ description: tool.description, parameters: tool.parameters });
}

/**
 * What `current` changed against `previous`, two requests of one conversation read back (any
 * wire format): the system prompt, the functions offered, and every message aligned, so an
 * appended message, an edited one and a dropped one each show as what they are.
 */
export function requestChanges(previous: RequestReading, current: RequestReading): RequestChanges {
  const before = splitMessages(previous);
  const now = splitMessages(current);
  const toolsBefore = new Map(previous.tools.map((tool) => [tool.name, toolKey(tool)]));
  const toolsNow = new Map(current.tools.map((tool) => [tool.name, toolKey(tool)]));
  const { prefix, changes } = alignMessages(before.history, now.history);
  return {
    systemPrompt:
      before.systemPrompt === now.systemPrompt
        ? null
        : { before: before.systemPrompt, after: now.systemPrompt },
    toolsAdded: [...toolsNow.keys()].filter((name) => !toolsBefore.has(name)),
    toolsRemoved: [...toolsBefore.keys()].filter((name) => !toolsNow.has(name)),
    toolsChanged: [...toolsNow]
      .filter(([name, key]) => toolsBefore.has(name) && toolsBefore.get(name) !== key)
      .map(([name]) => name),
    commonPrefix: prefix,
    messages: changes,
    previousCount: before.history.length,
    currentCount: now.history.length,
  };
}

/** Two request bodies compared: their messages and tools, and the params that changed. */
export interface RequestBodyChanges extends RequestChanges {
  params: FieldChange[];
}

/**
 * What the request body `current` changed against `previous`, both JSON text of a wire format
 * Loupe reads (`wire` when known, else the first format that reads each): the playground's
 * "diff vs previous turn". Undefined when either body is not such a request.
 */
export function requestBodyChanges(
  previous: string,
  current: string,
  wire?: WireFormat,
): RequestBodyChanges | undefined {
  const before = readBody(previous, wire);
  const now = readBody(current, wire);
  if (!before || !now) return undefined;
  const names = [...new Set([...Object.keys(before.params), ...Object.keys(now.params)])];
  return {
    ...requestChanges(before.reading, now.reading),
    params: names
      .filter((name) => JSON.stringify(before.params[name]) !== JSON.stringify(now.params[name]))
      .map((name) => ({ name, before: before.params[name], after: now.params[name] })),
  };
}

function readBody(text: string, wire: WireFormat | undefined) {
  try {
    return readRequestBody(JSON.parse(text), wire);
  } catch {
    return undefined;
  }
}
