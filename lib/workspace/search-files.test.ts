import { describe, expect, it } from "vitest";
import { searchFiles } from "./search-files";

const files = new Map([
  ["result.md", "# Weather\n\nNew York: sunny, 24°C\nWind: light"],
  ["notes/todo.md", "- [ ] ask about Paris\n- [x] New York"],
  ["notes/data.json", '{ "city": "New York" }'],
]);

describe("search_files on the virtual workspace", () => {
  it("lists each match with a line of context, grouped by file, as the host does", async () => {
    expect(await searchFiles(files, ".", "New York")).toEqual({
      isError: false,
      text: [
        "Found 3 results.",
        'notes/data.json\n│----\n│{ "city": "New York" }\n│----',
        "notes/todo.md\n│----\n│- [ ] ask about Paris\n│- [x] New York\n│----",
        "result.md\n│----\n│\n│New York: sunny, 24°C\n│Wind: light\n│----",
      ].join("\n\n"),
    });
  });

  it("searches under the directory, files matching the glob, with a regex", async () => {
    expect((await searchFiles(files, "notes", "Paris|York", "*.md")).text).toBe(
      "Found 2 results.\n\nnotes/todo.md\n│----\n│- [ ] ask about Paris\n│- [x] New York\n│----\n│- [ ] ask about Paris\n│- [x] New York\n│----",
    );
    expect((await searchFiles(files, ".", "York", "**/*.json")).text).toContain("notes/data.json");
    expect((await searchFiles(files, ".", "York", "*.{json,txt}")).text).toMatch(
      /^Found 1 result\./,
    );
  });

  it("reads the leading inline flags of the Rust syntax the host's prompt asks for", async () => {
    expect((await searchFiles(files, ".", "(?i)new york")).text).toMatch(/^Found 3 results\./);
    expect((await searchFiles(files, ".", "new york")).text).toBe("Found 0 results.");
  });

  it("says when nothing matches, and refuses a bad regex or a path outside", async () => {
    expect(await searchFiles(files, ".", "Tokyo")).toEqual({
      text: "Found 0 results.",
      isError: false,
    });
    expect((await searchFiles(files, ".", "(unclosed")).isError).toBe(true);
    expect((await searchFiles(files, ".", "(unclosed")).text).toMatch(/^Cannot search: the regex/);
    expect(await searchFiles(files, "../up", "x")).toMatchObject({ isError: true });
  });

  it("stops a catastrophic regex in its worker, says where, and keeps serving searches", async () => {
    const stuck = new Map([
      ["a.md", "fine"],
      ["b.md", `${"a".repeat(64)}!`],
    ]);
    const result = await searchFiles(stuck, ".", "(a+)+$", undefined, 200);
    expect(result).toEqual({
      isError: true,
      text: "Cannot search: the regex ran longer than 0.2 seconds while searching b.md and was stopped (a pattern such as (a+)+$ can take exponential time on a long line). Please retry with a simpler regex.",
    });
    expect((await searchFiles(stuck, ".", "fi+ne")).text).toMatch(/^Found 1 result\./);
  });
});
