import {
  DELETE,
  GET,
  HEAD,
  OPTIONS,
  PATCH,
  POST,
  PUT,
} from "@/app/api/proxy/[upstream]/[...path]/route";
import type { EventKind, EventPayloads } from "@/lib/events/types";
import { getEventStore } from "@/lib/store";

const HANDLERS = { DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT };

/**
 * A fetch that sends requests for `http://127.0.0.1:3000/api/proxy/<upstream>/…` to the proxy's
 * route handler in this process, as Next would route them, so an SDK client can be pointed at
 * the proxy without a server.
 */
export const proxyFetch: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  const match = /^\/api\/proxy\/([^/]+)(\/.*)?$/.exec(new URL(request.url).pathname);
  if (!match?.[1]) throw new TypeError(`not a proxy URL: ${request.url}`);
  const upstream = match[1];
  const path = (match[2] ?? "").split("/").filter(Boolean).map(decodeURIComponent);
  const handler = HANDLERS[request.method.toUpperCase() as keyof typeof HANDLERS];
  return handler(request, { params: Promise.resolve({ upstream, path }) });
};

/** The first event of this kind a capture holds, waiting for it to be stored. */
export function captureEvent<Kind extends EventKind>(
  id: string,
  kind: Kind,
): Promise<EventPayloads[Kind]> {
  const store = getEventStore();
  return new Promise((resolve) => {
    const unsubscribe = store.subscribe(id, (event) => {
      if (event.kind !== kind) return;
      unsubscribe();
      resolve(event.data as EventPayloads[Kind]);
    });
    const stored = store.events(id).find((event) => event.kind === kind);
    if (stored) {
      unsubscribe();
      resolve(stored.data as EventPayloads[Kind]);
    }
  });
}

/** The `capture.exchange` of a capture once its exchange has ended (waits for it). */
export function captureExchange(id: string): Promise<EventPayloads["capture.exchange"]> {
  return captureEvent(id, "capture.exchange");
}

/** The capture id a proxied answer names. */
export function captureIdOf(response: Response): string {
  const id = response.headers.get("x-loupe-capture-id");
  if (!id) throw new Error(`the answer (status ${response.status}) names no capture`);
  return id;
}
