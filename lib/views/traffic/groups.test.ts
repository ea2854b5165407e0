import { describe, expect, it } from "vitest";
import { captureListItem } from "@/test/support/capture-list-item";
import { groupConversations, shownRowOrder } from "./groups";

const rows = [
  captureListItem({ id: "c3", conversationId: "one", startedAt: 60, model: "claude-sonnet-4" }),
  captureListItem({ id: "x", conversationId: null, startedAt: 50, source: "import" }),
  captureListItem({ id: "d1", conversationId: "two", startedAt: 40, userAgent: "curl/8.5.0" }),
  captureListItem({
    id: "c1",
    conversationId: "one",
    startedAt: 30,
    model: "claude-haiku-4",
    userAgent: "claude-cli/2.0.14 (external, cli)",
  }),
];

describe("groupConversations", () => {
  it("puts each conversation where its newest request is, with all its requests newest first", () => {
    const entries = groupConversations(rows);
    expect(entries.map((entry) => (entry.kind === "group" ? entry.id : entry.row.id))).toEqual([
      "one",
      "x",
      "two",
    ]);
    const first = entries[0];
    expect(first?.kind === "group" && first.rows.map((row) => row.id)).toEqual(["c3", "c1"]);
  });

  it("names a conversation by the agent and the model of its first request", () => {
    const [first, , third] = groupConversations(rows);
    expect(first).toMatchObject({ agent: "Claude Code", title: "claude-haiku-4" });
    expect(third).toMatchObject({ agent: "curl", title: "demo-model" });
  });

  it("leaves every row alone when none has a conversation", () => {
    const flat = [captureListItem({ id: "a" }), captureListItem({ id: "b" })];
    expect(groupConversations(flat).every((entry) => entry.kind === "single")).toBe(true);
  });
});

describe("shownRowOrder", () => {
  it("lists the rows as shown, leaving out a collapsed conversation's", () => {
    const entries = groupConversations(rows);
    expect(shownRowOrder(entries, new Set()).map((row) => row.id)).toEqual(["c3", "c1", "x", "d1"]);
    expect(shownRowOrder(entries, new Set(["one"])).map((row) => row.id)).toEqual(["x", "d1"]);
  });
});
