/**
 * The servers of the proxy benchmark (`proxy.bench.ts`), each run in a process of its own so
 * neither shares a thread with the other or with the client that times them, as an agent,
 * Loupe and a model server do: `upstream` is a loopback model streaming Chat Completions SSE;
 * `proxy <upstream origin>` is Loupe's proxy route handler served over HTTP, capturing into the
 * event store of a temporary data directory, with the upstream named `bench`. Each writes its
 * origin as the first line of its standard output and exits when its standard input closes.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { firstEventBytes, upstreamBody } from "./upstream-body";

const writeBytes = 16 * 1024;

/** Writes the body in 16 KiB writes, the first event on its own, waiting whenever the socket is full. */
async function streamBody(response: ServerResponse, body: Buffer): Promise<void> {
  response.write(body.subarray(0, firstEventBytes));
  for (let offset = firstEventBytes; offset < body.byteLength; offset += writeBytes) {
    if (!response.write(body.subarray(offset, offset + writeBytes))) {
      await new Promise<void>((resolve) => response.once("drain", resolve));
    }
  }
  response.end();
}

/** Serves `POST …/chat/completions?bytes=N`: headers and the first event at once, then N bytes. */
async function serveUpstream(): Promise<string> {
  const bodies = new Map<number, Buffer>();
  const server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      const bytes = Number(
        new URL(request.url ?? "/", "http://upstream").searchParams.get("bytes"),
      );
      const size = Number.isFinite(bytes) && bytes > 0 ? bytes : 1;
      const body = bodies.get(size) ?? upstreamBody(size);
      bodies.set(size, body);
      response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      response.flushHeaders();
      void streamBody(response, body);
    });
  });
  return listen(server);
}

/** Serves Loupe's proxy route handler, capturing into a fresh data directory. */
async function serveProxy(upstreamOrigin: string): Promise<string> {
  const directory = mkdtempSync(path.join(tmpdir(), "loupe-bench-proxy-"));
  process.env.LOUPE_DATA_DIR = directory;
  process.env.LOUPE_UPSTREAM_BENCH = upstreamOrigin;
  process.once("exit", () => rmSync(directory, { recursive: true, force: true }));
  const { proxyFetch } = await import("@/test/support/proxy-route");
  const { serveWebHandler } = await import("@/test/support/serve-web-handler");
  const served = await serveWebHandler((request) => proxyFetch(request));
  return served.origin;
}

function listen(server: ReturnType<typeof createServer>): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    });
  });
}

const [role, upstreamOrigin] = process.argv.slice(2);
if (role === "upstream" || role === "proxy") {
  const origin =
    role === "upstream" ? await serveUpstream() : await serveProxy(upstreamOrigin ?? "");
  process.stdout.write(`${origin}\n`);
  process.stdin.resume();
  process.stdin.on("end", () => process.exit(0));
}
