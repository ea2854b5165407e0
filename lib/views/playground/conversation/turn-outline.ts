import type { EventPayloads } from "@/lib/events/types";
import { actionHeading } from "./action-heading";
import type { TurnBlock } from "./timeline-blocks";
import type { TurnStatus } from "./turn-status";

/** One line of the turn outline: what a turn did and how it ended. */
export interface TurnOutlineEntry {
  turn: number;
  status: TurnStatus;
  /**
   * The action's name as its dialect shows it (a tag, or the function a native call called), or
   * undefined when the answer held none.
   */
  action?: string;
  /** What the action worked on (`result.md`, `weather/get_forecast`), or stands for, in its dialect's words. */
  target?: string;
  /** What became of the turn, in words: "executed", "awaiting decision", "error model:…". */
  outcome: string;
  /** The outline's line: `2 · write_to_file · executed`. */
  label: string;
  /** The folded turn's summary: `write_to_file result.md · executed`. */
  summary: string;
}

const decisionWords: Record<EventPayloads["decision"]["decision"], string> = {
  execute: "executed",
  edit: "edited, then executed",
  mock: "mocked",
  skip: "skipped",
};

const statusWords: Record<TurnStatus, string> = {
  running: "running",
  "awaiting-decision": "awaiting decision",
  decided: "decided",
  done: "done",
  error: "error",
  interrupted: "interrupted",
  stopped: "stopped",
};

/** The outline of a session: one entry per turn, in order. */
export function deriveTurnOutline(turns: readonly TurnBlock[]): TurnOutlineEntry[] {
  return turns.map(outlineEntry);
}

/** What one turn did and how it ended, from its block of the timeline. */
export function outlineEntry(block: TurnBlock): TurnOutlineEntry {
  let action: string | undefined;
  let target: string | undefined;
  let decision: EventPayloads["decision"]["decision"] | undefined;
  let errorCode: string | undefined;
  let finished = false;
  let toolFailed = false;
  for (const item of block.items) {
    if (item.kind === "assistant" && item.host) {
      ({ name: action, detail: target } = actionHeading(item.host));
    } else if (item.kind === "decision") {
      decision = item.decision;
    } else if (item.kind === "error") {
      errorCode ??= item.code;
    } else if (item.kind === "observation") {
      toolFailed = item.isError;
    } else if (item.kind === "result") {
      finished = true;
    }
  }
  const ended = outcomeWords(block.status, decision, errorCode, finished);
  const outcome = toolFailed && decision ? `${ended}, the tool failed` : ended;
  const named = action ?? (block.status === "running" ? undefined : "no action");
  const label = [String(block.turn), named, outcome].filter(Boolean).join(" · ");
  const summary = [[named, target].filter(Boolean).join(" "), outcome].filter(Boolean).join(" · ");
  return { turn: block.turn, status: block.status, action, target, outcome, label, summary };
}

function outcomeWords(
  status: TurnStatus,
  decision: EventPayloads["decision"]["decision"] | undefined,
  errorCode: string | undefined,
  finished: boolean,
): string {
  if (status === "error" || status === "interrupted" || status === "stopped") {
    return errorCode ? `${statusWords[status]} ${errorCode}` : statusWords[status];
  }
  if (decision) return decisionWords[decision];
  if (finished) return "completed";
  return statusWords[status];
}
