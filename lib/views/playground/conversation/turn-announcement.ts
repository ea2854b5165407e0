import type { HostAction } from "@/lib/dialects";
import type { EventPayloads } from "@/lib/events/types";
import type { TurnBlock } from "./timeline-blocks";

const decisionWords: Record<EventPayloads["decision"]["decision"], string> = {
  execute: "executed",
  edit: "edited, then executed",
  mock: "mocked",
  skip: "skipped",
};

/**
 * What the live region says when a turn has ended or been decided: "Turn 2 waits for a
 * decision: <the action as its dialect says it>", "Turn 3 done: <the final action>", "Turn 1
 * failed: <message>". Null while the turn still streams (nothing to announce yet).
 */
export function turnAnnouncement(block: TurnBlock): string | null {
  let action: HostAction | undefined;
  let decision: EventPayloads["decision"]["decision"] | undefined;
  let errorMessage: string | undefined;
  let toolFailed = false;
  for (const item of block.items) {
    if (item.kind === "assistant" && item.host) action = item.host;
    else if (item.kind === "decision") decision = item.decision;
    else if (item.kind === "error") errorMessage ??= item.message;
    else if (item.kind === "observation") toolFailed = item.isError;
  }
  const turn = `Turn ${block.turn}`;
  const subject = action?.source.spoken;
  switch (block.status) {
    case "running":
      return null;
    case "awaiting-decision":
      return `${turn} waits for a decision: ${subject ?? "the answer holds no action"}`;
    case "decided": {
      const words = decision ? decisionWords[decision] : "decided";
      const failed = toolFailed ? ", the tool failed" : "";
      return subject ? `${turn} ${words}: ${subject}${failed}` : `${turn} ${words}${failed}`;
    }
    case "done":
      return subject ? `${turn} done: ${subject}` : `${turn} done`;
    case "error":
      return `${turn} failed: ${errorMessage ?? "the turn ended with an error"}`;
    case "interrupted":
      return `${turn} was interrupted: Loupe stopped while it ran. Step retries it.`;
    case "stopped":
      return `${turn} was stopped mid-stream; its partial answer is kept. Step retries it.`;
  }
}
