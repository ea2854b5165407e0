import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { errorMessage } from "@/lib/errors";

/** A web-standard handler served over real TCP on 127.0.0.1, for tests. */
export interface ServedHandler {
  /** `http://127.0.0.1:PORT` */
  origin: string;
  port: number;
  /** How many TCP connections to it are open now. */
  readonly openSockets: number;
  close(): Promise<void>;
}

/**
 * Serves `(request: Request) => Promise<Response>` on 127.0.0.1 at a free port, streaming the
 * response body chunk by chunk, as Next does with route handlers: proves an endpoint works over
 * TCP, not only when called directly.
 */
export async function serveWebHandler(
  handler: (request: Request) => Promise<Response>,
): Promise<ServedHandler> {
  const server = createServer((incoming, outgoing) => {
    void answer(handler, incoming, outgoing);
  });
  let openSockets = 0;
  server.on("connection", (socket) => {
    openSockets += 1;
    socket.once("close", () => {
      openSockets -= 1;
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    get openSockets() {
      return openSockets;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Turns a Node request into a web `Request`, aborted when the client goes away. */
function toWebRequest(incoming: IncomingMessage, outgoing: ServerResponse): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  const abort = new AbortController();
  outgoing.on("close", () => {
    if (!outgoing.writableFinished) abort.abort();
  });
  const hasBody = incoming.method !== "GET" && incoming.method !== "HEAD";
  return new Request(`http://${incoming.headers.host ?? "127.0.0.1"}${incoming.url ?? "/"}`, {
    method: incoming.method,
    headers,
    signal: abort.signal,
    ...(hasBody
      ? { body: Readable.toWeb(incoming) as ReadableStream<Uint8Array>, duplex: "half" }
      : {}),
  } as RequestInit);
}

async function answer(
  handler: (request: Request) => Promise<Response>,
  incoming: IncomingMessage,
  outgoing: ServerResponse,
): Promise<void> {
  let response: Response;
  try {
    response = await handler(toWebRequest(incoming, outgoing));
  } catch (error) {
    outgoing.writeHead(500, { "content-type": "text/plain" });
    outgoing.end(`Handler failed: ${errorMessage(error)}`);
    return;
  }
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  outgoing.writeHead(response.status, response.statusText, headers);
  outgoing.flushHeaders();
  if (!response.body) {
    outgoing.end();
    return;
  }
  const reader = response.body.getReader();
  outgoing.on("close", () => {
    reader.cancel().catch(() => undefined);
  });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      outgoing.write(value);
    }
    outgoing.end();
  } catch {
    outgoing.destroy();
  }
}
