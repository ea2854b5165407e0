import type { TrafficMessage } from "@/lib/api/inspector";

/** The `notifications/resources/updated` the server sent for one URI since a point in the traffic. */
export interface ResourceUpdates {
  count: number;
  /** When the last one arrived (ms since the epoch), or null before the first. */
  lastAt: number | null;
}

function notification(message: TrafficMessage): { method: string; params?: unknown } | undefined {
  if (message.direction !== "in") return undefined;
  const body = message.message as { method?: unknown; id?: unknown; params?: unknown } | null;
  if (!body || typeof body.method !== "string" || body.id !== undefined) return undefined;
  return body as { method: string; params?: unknown };
}

/** Counts the server's `notifications/resources/updated` for `uri` after traffic seq `after`. */
export function resourceUpdates(
  messages: readonly TrafficMessage[],
  uri: string,
  after: number,
): ResourceUpdates {
  let count = 0;
  let lastAt: number | null = null;
  for (const message of messages) {
    if (message.seq <= after) continue;
    const body = notification(message);
    if (body?.method !== "notifications/resources/updated") continue;
    if ((body.params as { uri?: unknown } | undefined)?.uri !== uri) continue;
    count += 1;
    lastAt = message.at;
  }
  return { count, lastAt };
}

/** Whether the server sent `method` (a list-changed notification) after traffic seq `after`. */
export function notifiedSince(
  messages: readonly TrafficMessage[],
  method: string,
  after: number,
): boolean {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index] as TrafficMessage;
    if (message.seq <= after) return false;
    if (notification(message)?.method === method) return true;
  }
  return false;
}

/** The seq of the newest message in the traffic, 0 when there is none. */
export function latestSeq(messages: readonly TrafficMessage[]): number {
  return messages.at(-1)?.seq ?? 0;
}
