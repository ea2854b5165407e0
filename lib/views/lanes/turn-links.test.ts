import { describe, expect, it } from "vitest";
import { deriveTurn } from "@/lib/views/playground/conversation/turn-view";
import { forecastRequest, readingOf } from "@/test/support/host-actions";
import { eventBuilder } from "@/test/support/session-events";
import { litItems, nothingLit, selectLink, turnLinks } from "./turn-links";

function weatherTurn() {
  const event = eventBuilder();
  const rpc = (direction: "out" | "in", message: Record<string, unknown>, requestId?: number) =>
    event("rpc", {
      serverId: "weather",
      direction,
      message: { jsonrpc: "2.0", ...message },
      turn: 1,
      ...(requestId === undefined ? {} : { requestId }),
    });
  return [
    event("turn.start", { turn: 1 }),
    event("action", {
      turn: 1,
      dialect: "xml",
      action: readingOf("xml", forecastRequest),
    }),
    event("decision", { turn: 1, decision: "execute" }),
    rpc("out", { id: 0, method: "initialize", params: {} }),
    rpc("in", { id: 0, result: {} }, 0),
    rpc("out", { method: "notifications/initialized" }),
    rpc("out", { id: 1, method: "tools/call", params: { name: "get_forecast" } }),
    rpc("in", { id: 1, result: { content: [] } }, 1),
    event("observation", { turn: 1, source: "mcp", text: "Sunny" }),
    event("turn.end", { turn: 1, status: "done" }),
  ];
}

describe("turnLinks", () => {
  it("ties the action to its tools/call exchange and its observation, not to the handshake", () => {
    const view = deriveTurn(weatherTurn(), 1);
    const links = turnLinks(view);
    const call = view.rpc.find((exchange) => exchange.method === "tools/call");
    expect(links).toEqual({ hasAction: true, causedRpcKeys: [call?.key], hasObservation: true });
    expect(call?.response).toBeDefined();
  });

  it("links nothing in a turn with no action", () => {
    const view = deriveTurn(
      weatherTurn().filter((event) => event.kind !== "action"),
      1,
    );
    expect(turnLinks(view)).toEqual({ hasAction: false, causedRpcKeys: [], hasObservation: true });
  });
});

describe("litItems", () => {
  const view = deriveTurn(weatherTurn(), 1);
  const links = turnLinks(view);
  const call = view.rpc.find((exchange) => exchange.method === "tools/call")?.key ?? "";
  const handshake = view.rpc.find((exchange) => exchange.method === "initialize")?.key ?? "";

  it("lights the whole chain from the action, from its call and from its observation", () => {
    for (const origin of [
      { kind: "action" as const },
      { kind: "rpc" as const, key: call },
      { kind: "observation" as const },
    ]) {
      const lit = litItems(links, origin);
      expect(lit.action).toBe(true);
      expect([...lit.rpcKeys]).toEqual([call]);
      expect(lit.observation).toBe(true);
    }
  });

  it("lights only the exchange itself when the action did not cause it", () => {
    const lit = litItems(links, { kind: "rpc", key: handshake });
    expect(lit).toEqual({ action: false, rpcKeys: new Set([handshake]), observation: false });
  });

  it("lights nothing with nothing selected", () => {
    expect(litItems(links, null).action).toBe(false);
    expect(litItems(links, null).rpcKeys.size).toBe(0);
  });
});

describe("selectLink", () => {
  const view = deriveTurn(weatherTurn(), 1);
  const links = turnLinks(view);
  const call = view.rpc.find((exchange) => exchange.method === "tools/call")?.key ?? "";

  it("puts the chain out when what is selected is already lit, from any part of it", () => {
    const current = { kind: "action" as const, turn: 1 };
    const lit = litItems(links, current);
    expect(selectLink(current, { kind: "action", turn: 1 }, lit)).toBeNull();
    expect(selectLink(current, { kind: "observation", turn: 1 }, lit)).toBeNull();
    expect(selectLink(current, { kind: "rpc", key: call, turn: 1 }, lit)).toBeNull();
  });

  it("lights the new chain when it is another turn's or nothing is lit", () => {
    const current = { kind: "action" as const, turn: 1 };
    const lit = litItems(links, current);
    expect(selectLink(current, { kind: "action", turn: 2 }, lit)).toEqual({
      kind: "action",
      turn: 2,
    });
    expect(selectLink(null, { kind: "observation", turn: 1 }, nothingLit)).toEqual({
      kind: "observation",
      turn: 1,
    });
  });
});
