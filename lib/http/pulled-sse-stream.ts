/** What one read of a pulled SSE stream gives: text to send, or when to read again. */
export interface PulledRead {
  /** SSE text to send now; undefined or "" when nothing is due. */
  text?: string;
  /** With nothing due: read again after this many ms even if no change is heard of. */
  waitMs?: number;
}

/** How a pulled SSE stream is fed and how much it holds for its client. */
export interface PulledSseSource {
  /** Listens for changes (each calls `wake`); answers the unsubscribe. */
  listen(wake: () => void): () => void;
  /** Reads what is due now. It may throw: the stream then errors. */
  read(): PulledRead;
  /** Called once when the stream ends, however it ends. */
  onFinish?(): void;
  /** How often an idle stream sends a comment line, so proxies and browsers keep it open. */
  heartbeatMs: number;
  /** Bytes queued for the client below which the next read is made. */
  queuedBytes: number;
}

/**
 * An SSE body that reads only when its client can take more (pull-based): a listener marks that
 * something changed and keeps nothing, so a client that does not read costs one queued write
 * however much changes meanwhile. Opens with a `: connected` comment, sends `: heartbeat` while
 * idle, and ends when `signal` aborts or the client cancels. The sessions' event streams and the
 * captures' live feed are both one of these.
 */
export function pulledSseStream(
  source: PulledSseSource,
  signal: AbortSignal,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let finished = false;
  /** Wakes a pull that waits; set only while one does. */
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
    source.onFinish?.();
    wakeWaitingPull();
  };

  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        if (signal.aborted) {
          finished = true;
          source.onFinish?.();
          controller.close();
          return;
        }
        const unsubscribe = source.listen(wakeWaitingPull);
        const heartbeat = setInterval(() => {
          // A client with bytes still queued has not read them; it needs no more.
          if (!finished && (controller.desiredSize ?? 0) > 0) {
            controller.enqueue(encoder.encode(": heartbeat\n\n"));
          }
        }, source.heartbeatMs);
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
          let due: PulledRead;
          try {
            due = source.read();
          } catch (error) {
            finish();
            controller.error(error);
            return;
          }
          if (due.text) {
            controller.enqueue(encoder.encode(due.text));
            return;
          }
          // Nothing due: wait for a change, or until `waitMs`. No change can come between the
          // read above and this wait (both run in one tick, and listeners hear of a change only
          // once it is stored).
          await new Promise<void>((resolve) => {
            wake = resolve;
            if (due.waitMs !== undefined) {
              const timer = setTimeout(wakeWaitingPull, Math.max(1, due.waitMs));
              wake = () => {
                clearTimeout(timer);
                resolve();
              };
            }
          });
        }
      },
      cancel() {
        finish();
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: source.queuedBytes }),
  );
}
