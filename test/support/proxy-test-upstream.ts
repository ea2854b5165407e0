import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A local upstream for the logging proxy's tests, on 127.0.0.1. */
export interface ProxyTestUpstream {
  origin: string;
  /** Resolves when a `/hold/…` request's connection closes before its answer ended. */
  heldRequestClosed: Promise<void>;
  close(): Promise<void>;
}

/** The SSE stream `/v1/chat/completions` answers for a request with `{ "seed": n }`. */
export function seededStream(seed: number): string {
  let text = "";
  for (let index = 0; index < 40; index += 1) {
    const chunk = {
      id: `chatcmpl-${seed}`,
      object: "chat.completion.chunk",
      choices: [{ index: 0, delta: { content: `part ${seed}.${index} ` }, finish_reason: null }],
    };
    text += `data: ${JSON.stringify(chunk)}\n\n`;
  }
  const last = {
    id: `chatcmpl-${seed}`,
    choices: [{ index: 0, delta: {}, finish_reason: "stop" }],
  };
  return `${text}data: ${JSON.stringify(last)}\n\ndata: [DONE]\n\n`;
}

/** The text `seededStream(seed)` assembles to. */
export function seededText(seed: number): string {
  return Array.from({ length: 40 }, (_, index) => `part ${seed}.${index} `).join("");
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    request.on("data", (part: Buffer) => parts.push(part));
    request.on("end", () => resolve(Buffer.concat(parts)));
    request.on("error", reject);
  });
}

async function writeInPieces(response: ServerResponse, text: string): Promise<void> {
  const bytes = Buffer.from(text);
  for (let offset = 0; offset < bytes.byteLength; offset += 97) {
    response.write(bytes.subarray(offset, offset + 97));
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Starts the upstream: `/v1/chat/completions` streams `seededStream(seed)` in small writes;
 * `/echo` answers JSON with the method, headers and the body's size and SHA-256; `/status/<n>…`
 * answers that status with a JSON error body; `/break/chat/completions` sends two events and
 * then drops the connection; `/hold/chat/completions` sends one event and keeps the connection
 * open; `/bytes/<n>` answers n bytes of octets.
 */
export async function startProxyTestUpstream(): Promise<ProxyTestUpstream> {
  let heldClosed = () => {};
  const heldRequestClosed = new Promise<void>((resolve) => {
    heldClosed = resolve;
  });
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const path = new URL(request.url ?? "/", "http://upstream").pathname;
    if (path === "/v1/chat/completions") {
      const seed = (JSON.parse(body.toString() || "{}") as { seed?: number }).seed ?? 0;
      response.writeHead(200, { "content-type": "text/event-stream" });
      await writeInPieces(response, seededStream(seed));
      response.end();
    } else if (path === "/echo") {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(
        JSON.stringify({
          method: request.method,
          headers: request.headers,
          bodyBytes: body.byteLength,
          bodySha256: createHash("sha256").update(body).digest("hex"),
        }),
      );
    } else if (path.startsWith("/status/")) {
      const status = Number.parseInt(path.slice("/status/".length), 10);
      response.writeHead(status, { "content-type": "application/json", "retry-after": "7" });
      response.end(JSON.stringify({ error: { message: `upstream said ${status}` } }));
    } else if (path === "/break/chat/completions") {
      response.writeHead(200, { "content-type": "text/event-stream" });
      await writeInPieces(response, seededStream(1).split("\n\n").slice(0, 2).join("\n\n"));
      response.socket?.destroy();
    } else if (path === "/hold/chat/completions") {
      response.writeHead(200, { "content-type": "text/event-stream" });
      response.write(seededStream(2).split("\n\n")[0] ?? "");
      response.write("\n\n");
      response.on("close", () => {
        if (!response.writableEnded) heldClosed();
      });
    } else if (path.startsWith("/bytes/")) {
      const size = Number(path.slice("/bytes/".length));
      response.writeHead(200, { "content-type": "application/octet-stream" });
      const block = Buffer.alloc(64 * 1024, 0x61);
      for (let sent = 0; sent < size; sent += block.byteLength) {
        response.write(block.subarray(0, Math.min(block.byteLength, size - sent)));
        await new Promise((resolve) => setImmediate(resolve));
      }
      response.end();
    } else {
      response.writeHead(404, { "content-type": "text/plain" });
      response.end("no such path");
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    heldRequestClosed,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
