import { afterEach, describe, expect, it } from "vitest";
import { StreamableHttpEndpoint } from "@/lib/demo/weather/streamable-http";
import type { EventPayloads } from "@/lib/events/types";
import { connectMcpServer, type McpConnection } from "@/lib/mcp/connection";
import { KEEP_ALIVES_PER_PIECE } from "@/lib/mcp/keep-alive-batch";
import { type ServedHandler, serveWebHandler } from "@/test/support/serve-web-handler";

/**
 * An idle connection to the demo weather server, served over real TCP with keep-alives every few
 * milliseconds: its GET stream's `: keepalive` comments are recorded a batch at a time.
 */
const cleanups: Array<() => Promise<void>> = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function idleDemoConnection(keepAliveMs: number) {
  const endpoint = new StreamableHttpEndpoint({ keepAliveMs });
  const served: ServedHandler = await serveWebHandler((request) => endpoint.handle(request));
  cleanups.push(
    () => served.close(),
    () => endpoint.closeAll(),
  );
  const http: EventPayloads["http"][] = [];
  const chunks: EventPayloads["http.chunk"][] = [];
  const connection: McpConnection = await connectMcpServer({
    serverId: "weather",
    transport: "streamable-http",
    url: `${served.origin}/api/demo/mcp`,
    onRpc: () => undefined,
    onHttp: (event) => http.push(event),
    onHttpChunk: (event) => chunks.push(event),
  });
  cleanups.push(() => connection.close());
  const stream = () => http.find((event) => event.method === "GET" && event.open);
  await expect.poll(() => stream()?.exchangeId).toBeDefined();
  const streamChunks = () => chunks.filter((chunk) => chunk.exchangeId === stream()?.exchangeId);
  const keepAlivesRecorded = () =>
    streamChunks().reduce((total, chunk) => total + (chunk.keepAlives ?? 0), 0);
  return { connection, http, stream, streamChunks, keepAlivesRecorded };
}

describe("an idle demo server's GET stream over HTTP", () => {
  it("records its keep-alives a batch at a time, counted, and every byte in the final record", async () => {
    const idle = await idleDemoConnection(2);
    await expect
      .poll(idle.keepAlivesRecorded, { timeout: 10_000 })
      .toBeGreaterThan(2 * KEEP_ALIVES_PER_PIECE);
    await idle.connection.close();
    const exchangeId = idle.stream()?.exchangeId;
    await expect
      .poll(() => idle.http.find((event) => event.exchangeId === exchangeId && !event.open))
      .toBeDefined();

    const final = idle.http.find((event) => event.exchangeId === exchangeId && !event.open);
    const received = (final?.responseBody ?? "").split(": keepalive").length - 1;
    const pieces = idle.streamChunks();
    expect(received).toBeGreaterThanOrEqual(idle.keepAlivesRecorded() - 1);
    // One piece for the opening comment, then one per batch: never one per keep-alive.
    expect(pieces.length).toBeLessThanOrEqual(1 + Math.ceil(received / KEEP_ALIVES_PER_PIECE));
    for (const piece of pieces.slice(1)) {
      expect(piece.keepAlives).toBeGreaterThanOrEqual(KEEP_ALIVES_PER_PIECE);
    }
    const recordedText = pieces.map((piece) => piece.text).join("");
    expect(final?.responseBody?.startsWith(recordedText)).toBe(true);
  });
});
