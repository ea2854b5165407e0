import { describe, expect, it } from "vitest";
import { cachedColorRuns, colorRuns, maxHighlightedLength } from "./syntax-highlighter";

describe("colorRuns", () => {
  it("colours a JSON document's keys and values, leaving punctuation plain", async () => {
    const code = '{\n  "method": "tools/call",\n  "id": 3\n}';
    const runs = await colorRuns(code, "json");
    const coloured = runs.map((run) => code.slice(run.start, run.end));
    expect(coloured).toEqual(expect.arrayContaining(['"method"', '"tools/call"', '"id"', "3"]));
    expect(coloured).not.toContain("{");
    expect(runs[0]?.light).toMatch(/^#[0-9a-f]{6}/);
    expect(runs[0]?.dark).toMatch(/^#[0-9a-f]{6}/);
    expect(cachedColorRuns(code, "json")).toBe(runs);
  });

  it("colours the tags of an XML answer and leaves its prose plain", async () => {
    const code = "<thinking>Find the weather.</thinking>\n<get_weather>\n</get_weather>";
    const runs = await colorRuns(code, "xml");
    const coloured = runs.map((run) => code.slice(run.start, run.end));
    expect(coloured).toEqual(expect.arrayContaining(["thinking", "get_weather"]));
    expect(coloured.join("")).not.toContain("Find the weather");
  });

  it("leaves text too long to be worth it plain", async () => {
    expect(await colorRuns(`"${"a".repeat(maxHighlightedLength)}"`, "json")).toEqual([]);
  });
});
