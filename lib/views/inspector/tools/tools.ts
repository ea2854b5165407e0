import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import type { TrafficMessage } from "@/lib/api/inspector";

export type { Tool };

/** A page of `tools/list`. */
export interface ToolPage {
  tools: Tool[];
  nextCursor?: string;
}

/** Reads a `tools/list` result, keeping only entries that have a name. */
export function readToolPage(result: unknown): ToolPage {
  const record = (result ?? {}) as { tools?: unknown; nextCursor?: unknown };
  const tools = Array.isArray(record.tools)
    ? record.tools.filter(
        (tool): tool is Tool =>
          tool !== null && typeof tool === "object" && typeof (tool as Tool).name === "string",
      )
    : [];
  return typeof record.nextCursor === "string" && record.nextCursor !== ""
    ? { tools, nextCursor: record.nextCursor }
    : { tools };
}

/** The tools listed so far followed by a new page's; a name seen again replaces the older entry. */
export function appendToolPage(listed: Tool[], page: Tool[]): Tool[] {
  const names = new Set(page.map((tool) => tool.name));
  return listed.filter((tool) => !names.has(tool.name)).concat(page);
}

/** The tools whose name, title or description holds every word of the query (any case). */
export function filterTools(tools: Tool[], query: string): Tool[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return tools;
  return tools.filter((tool) => {
    const haystack = [tool.name, tool.title, tool.description]
      .filter(Boolean)
      .join(" ")
      .toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/** A badge the tool list shows for one of a tool's hints; its tone names one of `Badge`'s. */
export interface ToolHint {
  label: string;
  tone: "neutral" | "accent" | "success" | "warning" | "danger";
  /** What the hint means, for the badge's title. */
  meaning: string;
}

/** The tool's annotation hints and task support, as badges (only those the server set). */
export function toolHints(tool: Tool): ToolHint[] {
  const annotations = tool.annotations ?? {};
  const hints: ToolHint[] = [];
  if (annotations.readOnlyHint === true) {
    hints.push({
      label: "read-only",
      tone: "success",
      meaning: "readOnlyHint: does not change its environment",
    });
  }
  if (annotations.destructiveHint === true && annotations.readOnlyHint !== true) {
    hints.push({
      label: "destructive",
      tone: "danger",
      meaning: "destructiveHint: may delete or overwrite",
    });
  }
  if (annotations.idempotentHint === true) {
    hints.push({
      label: "idempotent",
      tone: "neutral",
      meaning: "idempotentHint: calling again with the same arguments changes nothing more",
    });
  }
  if (annotations.openWorldHint === true) {
    hints.push({
      label: "open world",
      tone: "warning",
      meaning: "openWorldHint: reaches outside systems",
    });
  }
  const support = taskSupport(tool);
  if (support !== "forbidden") {
    hints.push({
      label: `task ${support}`,
      tone: "accent",
      meaning: `execution.taskSupport: ${support}`,
    });
  }
  return hints;
}

/** Whether a tool may (`optional`), must (`required`) or may not (`forbidden`) run as a task. */
export function taskSupport(tool: Tool): "forbidden" | "optional" | "required" {
  const support = (tool as { execution?: { taskSupport?: unknown } }).execution?.taskSupport;
  return support === "optional" || support === "required" ? support : "forbidden";
}

/** A fresh `callId` for `POST /rpc` (letters, digits, `-` and `_`, as the route requires). */
export function newCallId(random: () => number = Math.random): string {
  const letters = "abcdefghijklmnopqrstuvwxyz0123456789";
  let id = "tool-";
  for (let index = 0; index < 16; index += 1) id += letters[Math.floor(random() * letters.length)];
  return id;
}

/** The JSON-RPC id and progress token one sent request went out with. */
export interface SentRequest {
  requestId: string | number;
  progressToken?: string | number;
}

/**
 * Finds, among the traffic, the request a call sent: the first outgoing `method` request after
 * `afterSeq` whose `params.name` is `name` (a tool's). Used when `GET /calls` cannot say.
 */
export function findSentRequest(
  messages: TrafficMessage[],
  wanted: { afterSeq: number; method: string; name?: string },
): SentRequest | undefined {
  for (const entry of messages) {
    if (entry.seq <= wanted.afterSeq || entry.direction !== "out") continue;
    const message = entry.message as {
      id?: unknown;
      method?: unknown;
      params?: { name?: unknown; _meta?: { progressToken?: unknown } };
    };
    if (message.method !== wanted.method || !isId(message.id)) continue;
    if (wanted.name !== undefined && message.params?.name !== wanted.name) continue;
    const token = message.params?._meta?.progressToken;
    return isId(token)
      ? { requestId: message.id, progressToken: token }
      : { requestId: message.id };
  }
  return undefined;
}

/** The latest progress a request reported, with its share done when a total is known. */
export interface ProgressView {
  progress: number;
  total?: number;
  message?: string;
  /** 0–100, when the total is known. */
  percent?: number;
  /** How many progress notifications came. */
  count: number;
}

/**
 * The latest `notifications/progress` for `progressToken` in the traffic after `afterSeq` (where
 * the call began), if any came: progress an earlier call reported under the same token, on a
 * connection since closed, is not this call's.
 */
export function latestProgress(
  messages: TrafficMessage[],
  progressToken: string | number,
  afterSeq = 0,
): ProgressView | undefined {
  let latest: ProgressView | undefined;
  let count = 0;
  for (const entry of messages) {
    if (entry.direction !== "in" || entry.seq <= afterSeq) continue;
    const message = entry.message as {
      method?: unknown;
      params?: { progressToken?: unknown; progress?: unknown; total?: unknown; message?: unknown };
    };
    if (message.method !== "notifications/progress") continue;
    const params = message.params ?? {};
    if (params.progressToken !== progressToken || typeof params.progress !== "number") continue;
    count += 1;
    const total = typeof params.total === "number" && params.total > 0 ? params.total : undefined;
    latest = {
      progress: params.progress,
      count,
      ...(total === undefined
        ? {}
        : { total, percent: Math.max(0, Math.min(100, (params.progress / total) * 100)) }),
      ...(typeof params.message === "string" ? { message: params.message } : {}),
    };
  }
  return latest === undefined ? undefined : { ...latest, count };
}

function isId(value: unknown): value is string | number {
  return typeof value === "string" || typeof value === "number";
}
