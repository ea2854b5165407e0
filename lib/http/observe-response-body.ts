/** What a caller wants to hear about a response body as it is read. */
export interface BodyObserver {
  /** Each chunk, as the consumer receives it. */
  onChunk?(chunk: Uint8Array): void;
  /** Once, when the body ends, errors, is cancelled or is failed by the caller. */
  onEnd?(): void;
  /** Hands over a function that errors the body from outside (e.g. when a request is aborted). */
  onStart?(fail: (error: unknown) => void): void;
}

/**
 * The same response with a body that passes every chunk through as it streams (no buffering,
 * no delay) while telling `observer` about it; used to tap and to make bodies abortable.
 */
export function observeResponseBody(response: Response, observer: BodyObserver): Response {
  if (!response.body) return response;
  const reader = response.body.getReader();
  let ended = false;
  const end = (): boolean => {
    if (ended) return false;
    ended = true;
    observer.onEnd?.();
    return true;
  };
  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        observer.onStart?.((error) => {
          if (!end()) return;
          controller.error(error);
          reader.cancel(error).catch(() => undefined);
        });
      },
      async pull(controller) {
        try {
          const { done, value } = await reader.read();
          if (ended) return;
          if (done) {
            end();
            controller.close();
          } else {
            observer.onChunk?.(value);
            controller.enqueue(value);
          }
        } catch (error) {
          if (end()) controller.error(error);
        }
      },
      cancel(reason) {
        end();
        return reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}
