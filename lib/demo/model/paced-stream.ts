/** How a demo stream is paced and when it stops. */
export interface PaceOptions {
  /** Milliseconds between events; 0 sends them as fast as they are read. */
  delayMs: number;
  /** Stops the stream early when the client goes away. */
  signal?: AbortSignal;
}

/**
 * Streams prepared SSE events, one per read, `delayMs` apart, closing when they run out or the
 * signal aborts. Pull-driven (high-water mark 0), so a client that does not read holds nothing.
 */
export function pacedStream(events: readonly string[], options: PaceOptions) {
  const { delayMs, signal } = options;
  const encoder = new TextEncoder();
  let index = 0;
  const pull = async (controller: ReadableStreamDefaultController<Uint8Array>) => {
    if (index > 0 && delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const event = events[index++];
    if (event !== undefined && !signal?.aborted) controller.enqueue(encoder.encode(event));
    if (index >= events.length || signal?.aborted) controller.close();
  };
  return new ReadableStream<Uint8Array>({ pull }, { highWaterMark: 0 });
}
