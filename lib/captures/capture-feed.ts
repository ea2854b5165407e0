import "server-only";
import type { CaptureFeedEvent, CaptureListItem } from "@/lib/api/captures";
import { pulledSseStream } from "@/lib/http/pulled-sse-stream";
import type { EventStore, LogChange } from "@/lib/store/event-store";

/** How often the feed writes and how much it holds for one client. */
export interface CaptureFeedLimits {
  /** How often an idle feed sends a comment line, so proxies and browsers keep it open. */
  heartbeatMs: number;
  /** Least time between two messages about one capture: its progress is coalesced in between. */
  perCaptureMs: number;
  /** Most captures told of in one write. */
  batchCaptures: number;
  /** Bytes queued for the client below which the next write is made. */
  queuedBytes: number;
}

/** The defaults: four messages a second per capture at most; a reader that stops holds ~64 KiB. */
export const DEFAULT_CAPTURE_FEED_LIMITS: CaptureFeedLimits = {
  heartbeatMs: 15_000,
  perCaptureMs: 250,
  batchCaptures: 64,
  queuedBytes: 64 * 1024,
};

/** What the feed reads a capture's row with: the list's row as it is now, undefined when none. */
export type CaptureRowLookup = (id: string) => CaptureListItem | undefined;

/** A live feed for one client: its SSE body, and how much it holds back (for tests). */
export interface CaptureFeed {
  stream: ReadableStream<Uint8Array>;
  /** Captures changed or deleted that the client has not been told of yet. */
  pendingCaptures(): number;
}

/** One feed message framed as SSE, its type as the event name. */
export function formatFeedEventAsSse(message: CaptureFeedEvent): string {
  return `event: ${message.type}\ndata: ${JSON.stringify(message)}\n\n`;
}

/**
 * The captures' live feed (`GET /api/captures/events`): a `capture` message with a capture's list
 * row when it opens, as it streams and when it ends, and a `deleted` message when one is removed.
 *
 * It learns of changes from the store itself (`EventStore.onChange`, told of every event appended
 * and every log deleted), not from the proxy, the import and the delete: the writers know nothing
 * of it, and a capture written any other way is announced too. The listener keeps no message,
 * only the ids that changed (a set, so a capture streaming a thousand events is one entry); the
 * row is read when the client can take it (pull-based), so a client that does not read holds one
 * queued write plus one id per changed capture. A capture told of less than `perCaptureMs` ago
 * waits, its changes meanwhile folded into one message: its newest row. Logs that are not
 * captures (a playground session) are dropped when their row is looked up and not found.
 */
export function captureFeed(
  store: Pick<EventStore, "onChange">,
  lookup: CaptureRowLookup,
  signal: AbortSignal,
  limits: CaptureFeedLimits = DEFAULT_CAPTURE_FEED_LIMITS,
): CaptureFeed {
  /** Captures to tell of, in the order they first changed: `deleted` wins over `changed`. */
  const pending = new Map<string, "changed" | "deleted">();
  /** When each capture was last told of (only those within `perCaptureMs`). */
  const lastTold = new Map<string, number>();
  let finished = false;
  let wake = () => {};
  const onChange = (change: LogChange) => {
    if (finished) return;
    if (change.type === "deleted") {
      if (change.kind !== "capture") return;
      pending.set(change.sessionId, "deleted");
    } else if (!pending.has(change.sessionId)) {
      pending.set(change.sessionId, "changed");
    }
    wake();
  };

  /** The messages due now, taken out of `pending`; the ms until the next is due when none is. */
  const takeDue = (): { messages: CaptureFeedEvent[]; waitMs?: number } => {
    const clock = performance.now();
    for (const [id, told] of lastTold) {
      if (clock - told >= limits.perCaptureMs) lastTold.delete(id);
    }
    const messages: CaptureFeedEvent[] = [];
    let waitMs: number | undefined;
    for (const [id, what] of pending) {
      if (messages.length >= limits.batchCaptures) break;
      if (what === "deleted") {
        pending.delete(id);
        lastTold.delete(id);
        messages.push({ type: "deleted", id });
        continue;
      }
      const told = lastTold.get(id);
      if (told !== undefined) {
        const dueInMs = limits.perCaptureMs - (clock - told);
        waitMs = waitMs === undefined ? dueInMs : Math.min(waitMs, dueInMs);
        continue;
      }
      pending.delete(id);
      // Held back even when it is no capture, so a busy playground session is looked up rarely.
      lastTold.set(id, clock);
      const capture = lookup(id);
      if (capture) messages.push({ type: "capture", capture });
    }
    return messages.length > 0 || waitMs === undefined ? { messages } : { messages, waitMs };
  };

  const stream = pulledSseStream(
    {
      listen(wakePull) {
        wake = wakePull;
        return store.onChange(onChange);
      },
      read() {
        const due = takeDue();
        return {
          text: due.messages.map(formatFeedEventAsSse).join(""),
          ...(due.waitMs === undefined ? {} : { waitMs: due.waitMs }),
        };
      },
      onFinish() {
        finished = true;
        pending.clear();
        lastTold.clear();
      },
      heartbeatMs: limits.heartbeatMs,
      queuedBytes: limits.queuedBytes,
    },
    signal,
  );
  return { stream, pendingCaptures: () => pending.size };
}
