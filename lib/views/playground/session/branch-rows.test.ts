import { describe, expect, it } from "vitest";
import type { SessionTreeNode } from "@/lib/api/sessions";
import { branchRows } from "./branch-rows";

function node(id: string, parent: { id: string; turn: number } | null): SessionTreeNode {
  return {
    id,
    title: id,
    parent,
    model: "demo",
    dialect: "xml",
    status: "ready",
    turn: 1,
    createdAt: 0,
  };
}

describe("branchRows", () => {
  it("puts each fork right under its parent, one level deeper", () => {
    const rows = branchRows({
      root: "root",
      nodes: [
        node("root", null),
        node("first", { id: "root", turn: 1 }),
        node("second", { id: "root", turn: 2 }),
        node("grandchild", { id: "first", turn: 0 }),
      ],
    });
    expect(rows.map((row) => [row.node.id, row.depth])).toEqual([
      ["root", 0],
      ["first", 1],
      ["grandchild", 2],
      ["second", 1],
    ]);
  });

  it("keeps a root whose own parent was deleted at the top", () => {
    const rows = branchRows({
      root: "orphan",
      nodes: [node("orphan", { id: "gone", turn: 3 }), node("fork", { id: "orphan", turn: 1 })],
    });
    expect(rows.map((row) => [row.node.id, row.depth])).toEqual([
      ["orphan", 0],
      ["fork", 1],
    ]);
  });
});
