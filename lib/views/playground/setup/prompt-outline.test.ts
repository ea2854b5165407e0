import { describe, expect, it } from "vitest";
import { promptOutline } from "@/lib/views/playground/setup/prompt-outline";

describe("promptOutline", () => {
  it("gives each section its offset, characters and tokens as counted", () => {
    const text = "Intro.\n\n# Tools\n{{tools}}\n\n# Rules\nBe brief.\n";
    const words = (part: string) => part.split(/\s+/).filter(Boolean).length;
    expect(promptOutline(text, words)).toEqual([
      { title: "(preamble)", start: 0, characters: 8, tokens: 1 },
      { title: "Tools", start: 8, characters: 19, tokens: 3 },
      { title: "Rules", start: 27, characters: 18, tokens: 4 },
    ]);
  });

  it("splits an XML-heavy prompt at its top-level tags", () => {
    const text = "<role>\nYou help.\n</role>\n<tools>\n{{tools}}\n</tools>\n";
    expect(promptOutline(text, (part) => part.length).map((row) => [row.title, row.start])).toEqual(
      [
        ["role", 0],
        ["tools", 25],
      ],
    );
  });

  it("sizes each section as the model receives it, its placeholders filled", () => {
    const text = "# Tools\n{{tools}}\n";
    const render = (part: string) => part.replace("{{tools}}", "- get_forecast");
    expect(promptOutline(text, (part) => part.length, render)).toEqual([
      { title: "Tools", start: 0, characters: 23, tokens: 23 },
    ]);
  });
});
