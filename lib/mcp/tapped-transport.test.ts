import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { beforeEach, describe, expect, it } from "vitest";
import { type RpcRecord, TappedTransport } from "@/lib/mcp/tapped-transport";

let clock: number;
let records: RpcRecord[];
let tapped: TappedTransport;
let server: InMemoryTransport;
let received: JSONRPCMessage[];

beforeEach(async () => {
  clock = 1000;
  records = [];
  received = [];
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  server = serverSide;
  tapped = new TappedTransport(
    clientSide,
    (record) => records.push(record),
    () => clock,
  );
  tapped.onmessage = (message) => received.push(message);
  await tapped.start();
  await server.start();
});

describe("TappedTransport", () => {
  it("reports a request going out and pairs its response with the request id and latency", async () => {
    const request: JSONRPCMessage = { jsonrpc: "2.0", id: 7, method: "tools/list" };
    await tapped.send(request);
    clock += 42.5;
    await server.send({ jsonrpc: "2.0", id: 7, result: { tools: [] } });

    expect(records).toEqual([
      { direction: "out", message: request },
      {
        direction: "in",
        message: { jsonrpc: "2.0", id: 7, result: { tools: [] } },
        requestId: 7,
        latencyMs: 42.5,
      },
    ]);
    expect(received).toEqual([{ jsonrpc: "2.0", id: 7, result: { tools: [] } }]);
  });

  it("pairs an error response like a result", async () => {
    await tapped.send({ jsonrpc: "2.0", id: "a", method: "tools/call", params: { name: "x" } });
    clock += 5;
    await server.send({ jsonrpc: "2.0", id: "a", error: { code: -32602, message: "no tool x" } });
    expect(records[1]).toMatchObject({ direction: "in", requestId: "a", latencyMs: 5 });
  });

  it("pairs answers to requests the server sends, measuring how long the client took", async () => {
    await server.send({ jsonrpc: "2.0", id: 1, method: "roots/list" });
    clock += 3;
    await tapped.send({ jsonrpc: "2.0", id: 1, result: { roots: [] } });
    expect(records.map((record) => [record.direction, record.requestId, record.latencyMs])).toEqual(
      [
        ["in", undefined, undefined],
        ["out", 1, 3],
      ],
    );
  });

  it("keeps the same id in both directions apart", async () => {
    await tapped.send({ jsonrpc: "2.0", id: 1, method: "ping" });
    clock += 10;
    await server.send({ jsonrpc: "2.0", id: 1, method: "ping" });
    clock += 10;
    await server.send({ jsonrpc: "2.0", id: 1, result: {} });
    expect(records[2]).toMatchObject({ direction: "in", requestId: 1, latencyMs: 20 });
  });

  it("reports notifications without a request id or latency", async () => {
    await tapped.send({ jsonrpc: "2.0", method: "notifications/initialized" });
    await server.send({ jsonrpc: "2.0", method: "notifications/tools/list_changed" });
    expect(records).toEqual([
      { direction: "out", message: { jsonrpc: "2.0", method: "notifications/initialized" } },
      { direction: "in", message: { jsonrpc: "2.0", method: "notifications/tools/list_changed" } },
    ]);
  });

  it("passes close through to whoever listens on the wrapper", async () => {
    let closed = false;
    tapped.onclose = () => {
      closed = true;
    };
    await server.close();
    expect(closed).toBe(true);
  });
});
