import { describe, expect, it } from "vitest";
import type { TrafficMessage } from "@/lib/api/inspector";
import {
  draftsFromRoots,
  rootNameProblem,
  rootsChanged,
  rootsExchanges,
  rootsFromDrafts,
  rootUriProblem,
} from "./roots";

describe("rootUriProblem", () => {
  it("takes a file:// URI", () => {
    expect(rootUriProblem("file:///home/me/project")).toBeNull();
    expect(rootUriProblem("  file:///tmp  ")).toBeNull();
  });

  it.each([
    ["", "Type a URI"],
    ["   ", "Type a URI"],
    ["https://example.com/repo", "is a file:// URI"],
    ["/home/me/project", '"/home/me/project" is not'],
    [`file:///${"a".repeat(4_100)}`, "at most 4096 characters"],
  ])("says what is wrong with %j", (uri, expected) => {
    expect(rootUriProblem(uri)).toContain(expected);
  });

  it("limits a name to 256 characters", () => {
    expect(rootNameProblem("Project")).toBeNull();
    expect(rootNameProblem("n".repeat(257))).toContain("at most 256");
  });
});

describe("rootsFromDrafts", () => {
  it("trims the rows and leaves an empty name out", () => {
    const drafts = [
      { key: 1, uri: " file:///a ", name: " A " },
      { key: 2, uri: "file:///b", name: "  " },
    ];
    expect(rootsFromDrafts(drafts)).toEqual({
      roots: [{ uri: "file:///a", name: "A" }, { uri: "file:///b" }],
      problems: null,
    });
    expect(rootsFromDrafts([])).toEqual({ roots: [], problems: null });
  });

  it("names each row that cannot be sent, by its key", () => {
    const result = rootsFromDrafts([
      { key: 1, uri: "file:///a", name: "" },
      { key: 2, uri: "http://a", name: "" },
      { key: 3, uri: "file:///a", name: "again" },
    ]);
    expect(result.roots).toBeNull();
    expect([...(result.problems ?? new Map()).entries()]).toEqual([
      [2, expect.stringContaining("file://")],
      [3, "This URI is already in the list."],
    ]);
  });
});

describe("rootsChanged", () => {
  const saved = [{ uri: "file:///a", name: "A" }, { uri: "file:///b" }];

  it("is false for the saved list as rows, and true after an edit, an addition or a move", () => {
    const drafts = draftsFromRoots(saved);
    const first = { key: 0, uri: "file:///a", name: "A" };
    const second = { key: 1, uri: "file:///b", name: "" };
    expect(drafts).toEqual([first, second]);
    expect(rootsChanged(drafts, saved)).toBe(false);
    expect(rootsChanged([{ ...first, name: "B" }, second], saved)).toBe(true);
    expect(rootsChanged([...drafts, { key: 9, uri: "", name: "" }], saved)).toBe(true);
    expect(rootsChanged([second, first], saved)).toBe(true);
  });
});

describe("rootsExchanges", () => {
  const message = (
    seq: number,
    direction: "in" | "out",
    body: Record<string, unknown>,
    latencyMs?: number,
  ): TrafficMessage => ({
    seq,
    at: 1_000 + seq,
    direction,
    message: { jsonrpc: "2.0", ...body },
    ...(latencyMs === undefined ? {} : { latencyMs }),
  });

  it("pairs each roots/list the server asked with Loupe's answer, and marks list_changed", () => {
    const exchanges = rootsExchanges([
      message(1, "in", { id: 0, method: "roots/list" }),
      message(2, "out", { id: 0, method: "tools/list" }),
      message(3, "out", { id: 0, result: { roots: [{ uri: "file:///a" }] } }, 2),
      message(4, "out", { method: "notifications/roots/list_changed" }),
      message(5, "in", { id: 1, method: "roots/list" }),
      message(6, "in", { id: 0, result: { tools: [] } }),
      message(7, "out", { id: 1, error: { code: -32603, message: "no roots" } }),
      message(8, "in", { id: 2, method: "roots/list" }),
    ]);
    expect(exchanges).toEqual([
      { kind: "request", seq: 1, at: 1_001, answer: [{ uri: "file:///a" }], latencyMs: 2 },
      { kind: "list-changed", seq: 4, at: 1_004 },
      { kind: "request", seq: 5, at: 1_005, error: "no roots" },
      { kind: "request", seq: 8, at: 1_008 },
    ]);
  });

  it("ignores what is not a JSON-RPC object", () => {
    expect(
      rootsExchanges([
        { seq: 1, at: 1, direction: "in", message: "not json-rpc" },
        { seq: 2, at: 2, direction: "in", message: [1, 2] },
      ]),
    ).toEqual([]);
  });
});
