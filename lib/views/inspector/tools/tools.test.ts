import { describe, expect, it } from "vitest";
import type { TrafficMessage } from "@/lib/api/inspector";
import {
  appendToolPage,
  filterTools,
  findSentRequest,
  latestProgress,
  newCallId,
  readToolPage,
  type Tool,
  taskSupport,
  toolHints,
} from "./tools";

const tool = (name: string, extra: Partial<Tool> = {}): Tool => ({
  name,
  inputSchema: { type: "object" },
  ...extra,
});

describe("tool pages", () => {
  it("reads a page and its cursor, skipping nameless entries", () => {
    expect(readToolPage({ tools: [tool("a"), { title: "no name" }], nextCursor: "c2" })).toEqual({
      tools: [tool("a")],
      nextCursor: "c2",
    });
    expect(readToolPage({ tools: [], nextCursor: "" })).toEqual({ tools: [] });
    expect(readToolPage(undefined)).toEqual({ tools: [] });
  });

  it("appends a page, a tool listed again replacing the older entry", () => {
    const listed = appendToolPage([tool("a"), tool("b")], [tool("b", { title: "B" }), tool("c")]);
    expect(listed.map((entry) => [entry.name, entry.title ?? null])).toEqual([
      ["a", null],
      ["b", "B"],
      ["c", null],
    ]);
  });
});

describe("filterTools", () => {
  it("finds tools by every word of the query in name, title or description", () => {
    const tools = [
      tool("echo", { description: "Echoes back" }),
      tool("get-sum", { title: "Add numbers" }),
    ];
    expect(filterTools(tools, "ECHO").map((entry) => entry.name)).toEqual(["echo"]);
    expect(filterTools(tools, "add num").map((entry) => entry.name)).toEqual(["get-sum"]);
    expect(filterTools(tools, "  ")).toHaveLength(2);
    expect(filterTools(tools, "nothing")).toEqual([]);
  });
});

describe("toolHints and taskSupport", () => {
  it("shows only the hints the server set, and task support", () => {
    const destructive = tool("rm", {
      annotations: { destructiveHint: true, openWorldHint: true },
      execution: { taskSupport: "optional" },
    } as Partial<Tool>);
    expect(toolHints(destructive).map((hint) => hint.label)).toEqual([
      "destructive",
      "open world",
      "task optional",
    ]);
    expect(toolHints(tool("plain"))).toEqual([]);
    expect(taskSupport(tool("plain"))).toBe("forbidden");
  });
});

describe("newCallId", () => {
  it("makes an id the rpc route accepts", () => {
    expect(newCallId()).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(newCallId(() => 0)).toBe("tool-aaaaaaaaaaaaaaaa");
  });
});

const out = (seq: number, message: unknown): TrafficMessage => ({
  seq,
  at: seq,
  direction: "out",
  message,
});
const incoming = (seq: number, message: unknown): TrafficMessage => ({
  seq,
  at: seq,
  direction: "in",
  message,
});

describe("findSentRequest and latestProgress", () => {
  const traffic = [
    out(1, {
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: "old", _meta: { progressToken: 1 } },
    }),
    out(2, {
      jsonrpc: "2.0",
      id: 2,
      method: "tools/list",
      params: { _meta: { progressToken: 2 } },
    }),
    out(3, {
      jsonrpc: "2.0",
      id: 3,
      method: "tools/call",
      params: { name: "slow", _meta: { progressToken: 3 } },
    }),
    incoming(4, {
      method: "notifications/progress",
      params: { progressToken: 3, progress: 1, total: 4, message: "step 1" },
    }),
    incoming(5, { method: "notifications/progress", params: { progressToken: 1, progress: 9 } }),
    incoming(6, {
      method: "notifications/progress",
      params: { progressToken: 3, progress: 2, total: 4 },
    }),
  ];

  it("finds the request a call sent after a point in the traffic", () => {
    expect(findSentRequest(traffic, { afterSeq: 0, method: "tools/call", name: "slow" })).toEqual({
      requestId: 3,
      progressToken: 3,
    });
    expect(
      findSentRequest(traffic, { afterSeq: 3, method: "tools/call", name: "slow" }),
    ).toBeUndefined();
    expect(
      findSentRequest([out(1, { id: 7, method: "ping" })], { afterSeq: 0, method: "ping" }),
    ).toEqual({ requestId: 7 });
  });

  it("follows the latest progress of one token only", () => {
    expect(latestProgress(traffic, 3)).toEqual({ progress: 2, total: 4, percent: 50, count: 2 });
    expect(latestProgress(traffic, 1)).toEqual({ progress: 9, count: 1 });
    expect(latestProgress(traffic, 42)).toBeUndefined();
  });

  it("leaves out progress that came before the call began, as from an earlier connection", () => {
    expect(latestProgress(traffic, 1, 5)).toBeUndefined();
    expect(latestProgress(traffic, 3, 4)).toEqual({ progress: 2, total: 4, percent: 50, count: 1 });
  });
});
