/** A path prefix and the handler that answers requests under it, as a route file would. */
export interface InProcessRoute {
  pathPrefix: string;
  handler: (request: Request) => Promise<Response>;
}

function matchesPrefix(pathname: string, prefix: string): boolean {
  if (pathname === prefix) return true;
  return pathname.startsWith(prefix.endsWith("/") ? prefix : `${prefix}/`);
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException("The operation was aborted.", "AbortError");
}

/**
 * A fetch that answers from route handlers in this process: real `Request` and `Response`
 * objects and real streaming, without TCP, so Loupe reaches its own demo endpoints without
 * knowing its port. A request no route matches is rejected; nothing leaves the machine.
 */
export function createInProcessFetch(routes: readonly InProcessRoute[]): typeof fetch {
  const byLongestPrefix = [...routes].sort((a, b) => b.pathPrefix.length - a.pathPrefix.length);
  return async (input, init) => {
    const request = new Request(input, init);
    const { pathname } = new URL(request.url);
    const route = byLongestPrefix.find((candidate) =>
      matchesPrefix(pathname, candidate.pathPrefix),
    );
    if (!route) {
      const known = routes.map((candidate) => candidate.pathPrefix).join(", ") || "none";
      throw new TypeError(
        `In-process fetch has no route for ${request.method} ${request.url} (routes: ${known}); it never sends requests over the network.`,
      );
    }
    const { signal } = request;
    if (signal.aborted) throw abortError(signal);
    const response = await untilAborted(route.handler(request), signal);
    return abortableResponse(response, signal);
  };
}

function untilAborted<Value>(promise: Promise<Value>, signal: AbortSignal): Promise<Value> {
  return new Promise<Value>((resolve, reject) => {
    const onAbort = () => reject(abortError(signal));
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(error);
      },
    );
  });
}

/**
 * The handler's response with a body that behaves like a network one: aborting the request's
 * signal errors the reader and cancels the handler's stream, as a closed connection would.
 */
function abortableResponse(response: Response, signal: AbortSignal): Response {
  if (!response.body) return response;
  const reader = response.body.getReader();
  let finished = false;
  let onAbort: (() => void) | undefined;
  const stopListening = () => {
    finished = true;
    if (onAbort) signal.removeEventListener("abort", onAbort);
  };
  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        onAbort = () => {
          if (finished) return;
          stopListening();
          controller.error(abortError(signal));
          reader.cancel(abortError(signal)).catch(() => undefined);
        };
        signal.addEventListener("abort", onAbort, { once: true });
      },
      async pull(controller) {
        try {
          const { done, value } = await reader.read();
          if (finished) return;
          if (done) {
            stopListening();
            controller.close();
          } else {
            controller.enqueue(value);
          }
        } catch (error) {
          if (finished) return;
          stopListening();
          controller.error(error);
        }
      },
      cancel(reason) {
        stopListening();
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
