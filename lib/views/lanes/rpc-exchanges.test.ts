import { describe, expect, it } from "vitest";
import { eventBuilder } from "@/test/support/session-events";
import { pairRpcMessages, rpcExchangeLabel } from "./rpc-exchanges";

describe("pairRpcMessages", () => {
  it("pairs a response with its request even when the ids differ in type", () => {
    const event = eventBuilder();
    const exchanges = pairRpcMessages([
      event(
        "rpc",
        {
          serverId: "weather",
          direction: "out",
          message: { jsonrpc: "2.0", id: 1, method: "tools/list" },
        },
        { at: 100 },
      ),
      event(
        "rpc",
        {
          serverId: "weather",
          direction: "in",
          requestId: "1",
          message: { jsonrpc: "2.0", id: 1, result: { tools: [] } },
        },
        { at: 108 },
      ),
    ]);
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]).toMatchObject({ method: "tools/list", latencyMs: 8 });
  });

  it("keeps notifications and unmatched responses as their own rows", () => {
    const event = eventBuilder();
    const exchanges = pairRpcMessages([
      event("rpc", {
        serverId: "weather",
        direction: "out",
        message: { jsonrpc: "2.0", method: "notifications/initialized" },
      }),
      event("rpc", {
        serverId: "weather",
        direction: "in",
        message: { jsonrpc: "2.0", id: 9, error: { code: -32601, message: "nope" } },
      }),
    ]);
    expect(exchanges.map((exchange) => exchange.kind)).toEqual(["notification", "response"]);
    expect(exchanges[1]?.isError).toBe(true);
  });

  it("does not pair responses across servers", () => {
    const event = eventBuilder();
    const exchanges = pairRpcMessages([
      event("rpc", { serverId: "a", direction: "out", message: { id: 1, method: "ping" } }),
      event("rpc", { serverId: "b", direction: "in", message: { id: 1, result: {} } }),
    ]);
    expect(exchanges).toHaveLength(2);
    expect(exchanges[0]?.response).toBeUndefined();
  });

  it("flags a tool result marked isError", () => {
    const event = eventBuilder();
    const [exchange] = pairRpcMessages([
      event("rpc", {
        serverId: "weather",
        direction: "out",
        message: { id: 2, method: "tools/call" },
      }),
      event("rpc", {
        serverId: "weather",
        direction: "in",
        message: { id: 2, result: { isError: true, content: [] } },
      }),
    ]);
    expect(exchange?.isError).toBe(true);
  });
});

describe("rpcExchangeLabel", () => {
  it("names the method, direction, server, status and latency a row shows", () => {
    const event = eventBuilder();
    const [exchange] = pairRpcMessages([
      event("rpc", {
        serverId: "weather",
        direction: "out",
        message: { id: 3, method: "tools/call" },
      }),
      event("rpc", {
        serverId: "weather",
        direction: "in",
        latencyMs: 12.4,
        message: { id: 3, result: { content: [] } },
      }),
    ]);
    expect(exchange && rpcExchangeLabel(exchange)).toBe(
      "tools/call #3, host to server, weather, ok, 12 ms",
    );
  });

  it("says when a request got no response and when a message is a notification", () => {
    const event = eventBuilder();
    const exchanges = pairRpcMessages([
      event("rpc", { serverId: "weather", direction: "out", message: { id: 4, method: "ping" } }),
      event("rpc", {
        serverId: "weather",
        direction: "in",
        message: { method: "notifications/message" },
      }),
    ]);
    expect(exchanges.map(rpcExchangeLabel)).toEqual([
      "ping #4, host to server, weather, no response",
      "notifications/message, server to host, weather, notification",
    ]);
  });
});
