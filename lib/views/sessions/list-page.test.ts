import { describe, expect, it } from "vitest";
import type { SessionSummary } from "@/lib/api/sessions";
import { appendSessionPage, updateSessionRow } from "./list-page";

function row(id: string, createdAt: number, title = id): SessionSummary {
  return {
    id,
    title,
    task: title,
    model: "demo",
    dialect: "xml",
    status: "ready",
    turns: 0,
    createdAt,
    updatedAt: createdAt,
  };
}

describe("appendSessionPage", () => {
  it("adds the next page below, each session once, newest first", () => {
    const shown = [row("c", 3), row("b", 2)];
    const next = [row("b", 2, "b renamed"), row("a", 1)];
    expect(appendSessionPage(shown, next).map((session) => session.title)).toEqual([
      "c",
      "b renamed",
      "a",
    ]);
  });
});

describe("updateSessionRow", () => {
  it("renames one row and removes another", () => {
    const shown = [row("b", 2), row("a", 1)];
    expect(updateSessionRow(shown, "a", { title: "Paris" })[1]?.title).toBe("Paris");
    expect(updateSessionRow(shown, "b", "remove").map((session) => session.id)).toEqual(["a"]);
  });
});
