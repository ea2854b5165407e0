import { describe, expect, it } from "vitest";
import {
  listFiles,
  MAX_WORKSPACE_FILE_CHARS,
  normalizeWorkspacePath,
  readFile,
  replaceInFile,
  writeFile,
} from "@/lib/workspace/virtual-workspace";

describe("virtual workspace", () => {
  it("normalizes relative paths and refuses ones that leave the workspace", () => {
    expect(normalizeWorkspacePath("./notes//a.md")).toEqual({ path: "notes/a.md" });
    expect(normalizeWorkspacePath("/etc/passwd")).toHaveProperty("error");
    expect(normalizeWorkspacePath("C:\\x.txt")).toHaveProperty("error");
    expect(normalizeWorkspacePath("a/../../b")).toHaveProperty("error");
    expect(normalizeWorkspacePath("  ")).toHaveProperty("error");
  });

  it("writes a file and reports where it went", () => {
    const result = writeFile(new Map(), "result.md", "# hi");
    expect(result).toEqual({
      text: "The content was successfully saved to result.md.",
      isError: false,
      write: { path: "result.md", content: "# hi" },
    });
  });

  it("refuses an oversized file with the limit in the message", () => {
    const result = writeFile(new Map(), "big.txt", "x".repeat(MAX_WORKSPACE_FILE_CHARS + 1));
    expect(result.isError).toBe(true);
    expect(result.text).toContain("limit");
    expect(result.write).toBeUndefined();
  });

  it("reads files and names the existing ones when a file is missing", () => {
    const files = new Map([["result.md", "sunny"]]);
    expect(readFile(files, "result.md")).toEqual({ text: "sunny", isError: false });
    const missing = readFile(files, "other.md");
    expect(missing.isError).toBe(true);
    expect(missing.text).toContain("result.md");
  });

  it("lists files under a directory", () => {
    const files = new Map([
      ["a.md", ""],
      ["notes/b.md", ""],
    ]);
    expect(listFiles(files).text).toBe("a.md\nnotes/b.md");
    expect(listFiles(files, "notes").text).toBe("notes/b.md");
    expect(listFiles(new Map()).text).toBe("No files found.");
  });

  it("applies SEARCH/REPLACE blocks and rejects ones that do not match", () => {
    const files = new Map([["a.md", "High: 24°C\nLow: 17°C"]]);
    const diff = "------- SEARCH\nHigh: 24°C\n=======\nHigh: 25°C\n+++++++ REPLACE";
    expect(replaceInFile(files, "a.md", diff).write?.content).toBe("High: 25°C\nLow: 17°C");
    const wrong = "------- SEARCH\nHigh: 30°C\n=======\nx\n+++++++ REPLACE";
    expect(replaceInFile(files, "a.md", wrong).isError).toBe(true);
    expect(replaceInFile(files, "a.md", "no blocks").isError).toBe(true);
  });
});
