import "server-only";
import type { LoupeEvent } from "@/lib/events/types";
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
  const encoder = new TextEncoder();
  // Turns that started after the stream opened always come whole: only older ones are trimmed.
  const pageOptions = options.raw === "latest" ? { rawFromTurn: store.latestTurn(sessionId) } : {};
  const pageLimits = { maxEvents: limits.pageEvents, maxBytes: limits.pageBytes };
  let lastSent = afterSeq;
  let finished = false;
  /** Wakes a pull that found nothing new; set only while one waits. */
  let wake: (() => void) | undefined;
  let cleanup = () => {};

  const wakeWaitingPull = () => {
    const resolve = wake;
    wake = undefined;
    resolve?.();
  };
  const finish = () => {
    if (finished) return;
    finished = true;
    cleanup();
    wakeWaitingPull();
  };

  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        if (signal.aborted) {
          finished = true;
          controller.close();
          return;
        }
        // The listener keeps no event: the store holds them, and the next pull reads them.
        const unsubscribe = store.subscribe(sessionId, wakeWaitingPull);
        const heartbeat = setInterval(() => {
          // A client with bytes still queued has not read them; it needs no more.
          if (!finished && (controller.desiredSize ?? 0) > 0) {
            controller.enqueue(encoder.encode(": heartbeat\n\n"));
          }
        }, limits.heartbeatMs);
        const onAbort = () => {
          finish();
          try {
            controller.close();
          } catch {
            // already closed or cancelled by the consumer
          }
        };
        cleanup = () => {
          unsubscribe();
          clearInterval(heartbeat);
          signal.removeEventListener("abort", onAbort);
        };
        signal.addEventListener("abort", onAbort, { once: true });
        controller.enqueue(encoder.encode(": connected\n\n"));
      },
      async pull(controller) {
        while (!finished) {
          let page: LoupeEvent[];
          try {
            page = store.eventsPage(sessionId, lastSent, pageLimits, pageOptions);
          } catch (error) {
            finish();
            controller.error(error);
            return;
          }
          const last = page.at(-1);
          if (last) {
            lastSent = last.seq;
            controller.enqueue(encoder.encode(page.map(formatEventAsSse).join("")));
            return;
          }
          // Caught up: nothing can be appended between the read above and this wait (both run
          // in one tick, and listeners hear of an event only once it is stored).
          await new Promise<void>((resolve) => {
            wake = resolve;
          });
        }
      },
      cancel() {
        finish();
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: limits.queuedBytes }),
  );
}
