import { observeResponseBody } from "@/lib/http/observe-response-body";

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
  let failBody: ((error: unknown) => void) | undefined;
  const abort = () => failBody?.(abortError(signal));
  return observeResponseBody(response, {
    onStart(fail) {
      failBody = fail;
      signal.addEventListener("abort", abort, { once: true });
    },
    onEnd() {
      signal.removeEventListener("abort", abort);
    },
  });
}
