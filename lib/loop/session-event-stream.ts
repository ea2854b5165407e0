import "server-only";
import type { LoupeEvent } from "@/lib/events/types";
import { pulledSseStream } from "@/lib/http/pulled-sse-stream";
import type { EventStore } from "@/lib/store";

/** How much a session event stream reads and holds for one client. */
export interface EventStreamLimits {
  /** How often an idle stream sends a comment line, so proxies and browsers keep it open. */
  heartbeatMs: number;
  /** Bytes queued for the client below which the next page is read from the store. */
  queuedBytes: number;
  /** Most events in one page read from the store. */
  pageEvents: number;
  /** Stored bytes after which a page stops (a page always holds at least one event). */
  pageBytes: number;
}

/**
 * The defaults: a client that never reads holds about one page plus the queue (well under 1 MB,
 * one oversized event aside), however long the session and however fast it grows.
 */
export const DEFAULT_EVENT_STREAM_LIMITS: EventStreamLimits = {
  heartbeatMs: 15_000,
  queuedBytes: 256 * 1024,
  pageEvents: 512,
  pageBytes: 256 * 1024,
};

/** One event framed as SSE: its `seq` as the id (so `Last-Event-ID` resumes), its kind as the event name. */
export function formatEventAsSse(event: LoupeEvent): string {
  return `id: ${event.seq}\nevent: ${event.kind}\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * A session's events as an SSE stream: everything after `afterSeq`, then live events as they are
 * appended, each once and in order. Pull-based: the next page is read from the store only when
 * the client has taken the last one, and a live event only marks that there is more to read, so a
 * client that does not read costs one page. Ends when `signal` aborts or the client cancels.
 * With `raw: "latest"`, turns before the latest one come without their raw exchange.
 */
export function sessionEventStream(
  store: EventStore,
  sessionId: string,
  afterSeq: number,
  signal: AbortSignal,
  limits: EventStreamLimits = DEFAULT_EVENT_STREAM_LIMITS,
  options: { raw?: "all" | "latest" } = {},
): ReadableStream<Uint8Array> {
  // Turns that started after the stream opened always come whole: only older ones are trimmed.
  const pageOptions = options.raw === "latest" ? { rawFromTurn: store.latestTurn(sessionId) } : {};
  const pageLimits = { maxEvents: limits.pageEvents, maxBytes: limits.pageBytes };
  let lastSent = afterSeq;
  return pulledSseStream(
    {
      // The listener keeps no event: the store holds them, and the next read reads them.
      listen: (wake) => store.subscribe(sessionId, wake),
      read() {
        const page = store.eventsPage(sessionId, lastSent, pageLimits, pageOptions);
        const last = page.at(-1);
        if (!last) return {};
        lastSent = last.seq;
        return { text: page.map(formatEventAsSse).join("") };
      },
      heartbeatMs: limits.heartbeatMs,
      queuedBytes: limits.queuedBytes,
    },
    signal,
  );
}
