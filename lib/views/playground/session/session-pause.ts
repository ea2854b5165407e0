import type { SessionOverview } from "@/lib/api/sessions";
import { capturedToolOf, dialectFor, type HostAction } from "@/lib/dialects";
import type { ParsedAction } from "@/lib/events/types";
import type { TimelineItem } from "@/lib/views/playground/conversation/session-timeline";

/** The action a paused turn waits on, as its dialect read it and as the host action it stands for. */
export interface PendingDecision {
  turn: number;
  /** Null: the answer held no action. */
  action: ParsedAction | null;
  host: HostAction | null;
  /** The captured tool the action calls (which no server runs: mock or skip it), if it calls one. */
  capturedTool?: string;
}

/** What a paused turn waits on, or null when nothing waits. */
export function pendingDecision(session: SessionOverview | null): PendingDecision | null {
  if (session?.status !== "awaiting-decision" || session.pendingAction === undefined) return null;
  const action = session.pendingAction;
  const host = action ? dialectFor(session.dialect).hostAction(action) : null;
  const capturedTool = host ? capturedToolOf(host, session.tools) : undefined;
  return {
    turn: session.turn,
    action,
    host,
    ...(capturedTool === undefined ? {} : { capturedTool }),
  };
}

/**
 * The observation that can still be edited before the next step: the latest one, when it is the
 * last message of the history (a user message, or a tool message in the native dialect). `index` is that message's place in the history (for PATCH).
 */
export function editableObservation(
  session: SessionOverview | null,
  timeline: readonly TimelineItem[],
): { seq: number; index: number; content: string } | null {
  if (session?.status !== "ready") return null;
  const lastMessage = session.messages.at(-1);
  const observation = timeline.findLast((item) => item.kind === "observation");
  const answersAction = lastMessage?.role === "user" || lastMessage?.role === "tool";
  if (!lastMessage || !answersAction || observation?.kind !== "observation") return null;
  if (observation.turn !== session.turn || session.messages.length <= 2) return null;
  return { seq: observation.seq, index: session.messages.length - 1, content: lastMessage.content };
}
