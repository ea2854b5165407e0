import { observeResponseBody } from "@/lib/http/observe-response-body";
import { isRequestId, jsonRpcMessagesIn, requestIdsIn } from "@/lib/mcp/not-json-rpc";

/**
 * A fetch under a Streamable HTTP transport that ends the HTTP request carrying a JSON-RPC
 * request once the client sends `notifications/cancelled` for it (as the SDK does when a call
 * times out or is cancelled): the cancellation is said first, in its own POST, as the spec asks,
 * and the abandoned exchange is then aborted, so a server that never answers does not keep one
 * socket open per call that gave up on it.
 */
export function cancellingFetch(inner: typeof fetch): typeof fetch {
  const open = new Map<string, AbortController>();
  return async (input, init) => {
    const text = typeof init?.body === "string" ? init.body : undefined;
    const cancelled = cancelledIdsIn(text);
    const ids = requestIdsIn(text).map(String);
    if (ids.length === 0) {
      const sent = inner(input, init);
      for (const id of cancelled) open.get(id)?.abort(new Error(`request ${id} was cancelled`));
      return sent;
    }
    const controller = new AbortController();
    for (const id of ids) open.set(id, controller);
    const forget = () => {
      for (const id of ids) if (open.get(id) === controller) open.delete(id);
    };
    const signal = init?.signal
      ? AbortSignal.any([init.signal, controller.signal])
      : controller.signal;
    let response: Response;
    try {
      response = await inner(input, { ...init, signal });
    } catch (error) {
      forget();
      throw error;
    }
    if (!response.body) {
      forget();
      return response;
    }
    return observeResponseBody(response, {
      onEnd: forget,
      onStart: (fail) => {
        if (controller.signal.aborted) fail(controller.signal.reason);
        else controller.signal.addEventListener("abort", () => fail(controller.signal.reason));
      },
    });
  };
}

/** The ids of the requests a JSON-RPC body cancels (`notifications/cancelled`). */
function cancelledIdsIn(text: string | undefined): string[] {
  if (!text?.includes("notifications/cancelled")) return [];
  return jsonRpcMessagesIn(text).flatMap((message: unknown) => {
    const { method, params } = (message ?? {}) as {
      method?: unknown;
      params?: { requestId?: unknown };
    };
    const id = params?.requestId;
    return method === "notifications/cancelled" && isRequestId(id) ? [String(id)] : [];
  });
}
