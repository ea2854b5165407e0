import type { EventKind, LoupeEvent } from "@/lib/events/types";

/** Every event kind; the event stream names each SSE event after its kind. */
export const eventKinds = [
  "session.created",
  "turn.start",
  "turn.end",
  "llm.request",
  "llm.chunk",
  "llm.sse",
  "llm.delta",
  "llm.response",
  "action",
  "decision",
  "rpc",
  "http",
  "http.chunk",
  "observation",
  "workspace.write",
  "message.edit",
  "prompt.version",
  "mcp.stderr",
  "mcp.exit",
  "mcp.connections",
  "capture.exchange",
  "capture.conversation",
  "comparison.created",
  "tool-choice.created",
  "error",
  "run.start",
  "run.end",
  "auto-approve",
  "feedback",
] as const satisfies readonly EventKind[];

type MissingKinds = Exclude<EventKind, (typeof eventKinds)[number]>;

/** Fails to compile when a kind is added to the event types but not to `eventKinds`. */
export const everyKindListed: MissingKinds extends never ? true : MissingKinds = true;

/** Reads one event from the stream's `data:` text; undefined when it is not a Loupe event. */
export function parseStreamedEvent(data: string): LoupeEvent | undefined {
  try {
    const value = JSON.parse(data) as { seq?: unknown; kind?: unknown; data?: unknown };
    if (typeof value.seq !== "number" || typeof value.kind !== "string") return undefined;
    if (!(eventKinds as readonly string[]).includes(value.kind)) return undefined;
    if (typeof value.data !== "object" || value.data === null) return undefined;
    return value as LoupeEvent;
  } catch {
    return undefined;
  }
}
