import "server-only";
import type { LoupeEvent } from "@/lib/events/types";
import type { EventStore } from "@/lib/store";

/** How often an idle event stream sends a comment line, so proxies and browsers keep it open. */
const HEARTBEAT_MS = 15_000;

/** One event framed as SSE: its `seq` as the id (so `Last-Event-ID` resumes), its kind as the event name. */
export function formatEventAsSse(event: LoupeEvent): string {
  return `id: ${event.seq}\nevent: ${event.kind}\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * A session's events as an SSE stream: everything after `afterSeq` from the store, then live
 * events as they are appended, without gaps or duplicates. Ends when `signal` aborts.
 */
export function sessionEventStream(
  store: EventStore,
  sessionId: string,
  afterSeq: number,
  signal: AbortSignal,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cleanup = () => {};
  return new ReadableStream<Uint8Array>({
    start(controller) {
      if (signal.aborted) {
        controller.close();
        return;
      }
      let lastSent = afterSeq;
      let replaying = true;
      const queued: LoupeEvent[] = [];
      const send = (event: LoupeEvent) => {
        if (event.seq <= lastSent) return;
        lastSent = event.seq;
        controller.enqueue(encoder.encode(formatEventAsSse(event)));
      };
      const unsubscribe = store.subscribe(sessionId, (event) => {
        if (replaying) queued.push(event);
        else send(event);
      });
      const heartbeat = setInterval(
        () => controller.enqueue(encoder.encode(": heartbeat\n\n")),
        HEARTBEAT_MS,
      );
      cleanup = () => {
        unsubscribe();
        clearInterval(heartbeat);
      };
      controller.enqueue(encoder.encode(": connected\n\n"));
      for (const event of store.events(sessionId, afterSeq)) send(event);
      replaying = false;
      for (const event of queued) send(event);
      signal.addEventListener(
        "abort",
        () => {
          cleanup();
          try {
            controller.close();
          } catch {
            // already closed by the consumer
          }
        },
        { once: true },
      );
    },
    cancel() {
      cleanup();
    },
  });
}
