import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** A recorded model stream served again over real HTTP on 127.0.0.1. */
export interface ReplayingUpstream {
  /** `http://127.0.0.1:PORT`: any POST is answered with the next queued recording. */
  origin: string;
  /** Queues a recording: the pieces are written one by one, each after a yield to the event loop. */
  queue(pieces: Uint8Array[], contentType?: string): void;
  close(): Promise<void>;
}

/**
 * A real upstream that replays recorded provider responses byte for byte, in the pieces it is
 * given, so a test reads them through `fetch`, TCP and Node's HTTP parser as a live stream is.
 */
export async function startReplayingUpstream(): Promise<ReplayingUpstream> {
  const queued: Array<{ pieces: Uint8Array[]; contentType: string }> = [];
  const server = createServer((request, response) => {
    request.resume();
    request.on("end", async () => {
      const next = queued.shift();
      if (!next) {
        response.writeHead(500, { "content-type": "application/json" });
        response.end('{"error":{"message":"no recording queued"}}');
        return;
      }
      response.writeHead(200, { "content-type": next.contentType });
      for (const piece of next.pieces) {
        response.write(piece);
        await new Promise((resolve) => setImmediate(resolve));
      }
      response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    queue(pieces, contentType = "text/event-stream") {
      queued.push({ pieces, contentType });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
