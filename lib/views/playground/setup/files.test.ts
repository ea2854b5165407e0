import { describe, expect, it } from "vitest";
import { eventBuilder } from "@/test/support/session-events";
import { latestFiles } from "./files";

describe("latestFiles", () => {
  it("keeps the latest content of each path, sorted by path", () => {
    const event = eventBuilder();
    const files = latestFiles([
      event("workspace.write", { turn: 2, path: "result.md", content: "draft" }),
      event("workspace.write", { turn: 2, path: "notes/a.txt", content: "a" }),
      event("workspace.write", { turn: 3, path: "result.md", content: "# Weather\nSunny" }),
    ]);
    expect(files.map((file) => file.path)).toEqual(["notes/a.txt", "result.md"]);
    expect(files[1]).toEqual({
      path: "result.md",
      content: "# Weather\nSunny",
      turn: 3,
      writes: 2,
    });
  });

  it("is empty when nothing was written", () => {
    expect(latestFiles([])).toEqual([]);
  });
});
