import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/** A request the local provider received. */
export interface LocalProviderRequest {
  method: string;
  /** The path and query, e.g. `/v1/models`. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * How the local provider answers one request: a status with headers and a body (written in
 * `pieces`, one write each, when given), optionally broken off (`cut`: the socket is destroyed
 * after the pieces instead of ending the response), or `"hang"`: never a byte.
 */
export type LocalProviderReply =
  | {
      status?: number;
      headers?: Record<string, string>;
      body?: string | Uint8Array;
      pieces?: readonly (string | Uint8Array)[];
      /** Pause between pieces (default: one turn of the event loop). */
      pauseMs?: number;
      cut?: boolean;
    }
  | "hang";

/** A running local provider: its origin, what it received, and how to stop it. */
export interface LocalProviderServer {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  origin: string;
  requests: LocalProviderRequest[];
  close(): Promise<void>;
}

function pause(milliseconds: number | undefined): Promise<void> {
  return new Promise((resolve) =>
    milliseconds ? setTimeout(resolve, milliseconds) : setImmediate(resolve),
  );
}

/**
 * A model provider on 127.0.0.1 whose every answer the test writes: listings, error statuses
 * with their headers, NDJSON or SSE streams cut into chosen pieces, a stream broken off, or
 * silence. For tests of what Loupe makes of a provider's real bytes on a real socket.
 */
export async function startLocalProviderServer(
  reply: (request: LocalProviderRequest) => LocalProviderReply,
): Promise<LocalProviderServer> {
  const requests: LocalProviderRequest[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (part: Buffer) => {
      body += part.toString("utf8");
    });
    request.on("end", () => {
      const received: LocalProviderRequest = {
        method: request.method ?? "GET",
        url: request.url ?? "/",
        headers: request.headers,
        body,
      };
      requests.push(received);
      const answer = reply(received);
      if (answer === "hang") return;
      void (async () => {
        response.writeHead(answer.status ?? 200, {
          "content-type": "application/json",
          ...answer.headers,
        });
        if (answer.pieces) {
          response.flushHeaders();
          for (const piece of answer.pieces) {
            if (response.destroyed) return;
            response.write(piece);
            await pause(answer.pauseMs);
          }
        } else if (answer.body !== undefined) {
          response.write(answer.body);
        }
        if (answer.cut) response.destroy();
        else response.end();
      })();
    });
  });
  server.keepAliveTimeout = 1;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port on 127.0.0.1 that nothing listens on (it was free a moment ago). */
export async function refusedOrigin(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
