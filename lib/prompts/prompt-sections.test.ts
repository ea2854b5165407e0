import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  PREAMBLE_TITLE,
  promptSections,
  textSections,
  UNTITLED_TITLE,
} from "@/lib/prompts/prompt-sections";
import { estimateTokens } from "@/lib/views/shared/format";

/** The seeds' host prompt (test/fixtures/host-prompts/README.md). */
const hostPrompt = readFileSync("test/fixtures/host-prompts/xml-host.system-prompt.md", "utf8");

describe("textSections", () => {
  it("finds the ten sections of the seeds' host prompt at its top-level headings", () => {
    const sections = textSections(hostPrompt);
    expect(sections.map((section) => section.title)).toEqual([
      "Tool Use Formatting",
      "Tools",
      "Tool Use Examples",
      "Tool Use Guidelines",
      "Connected MCP Servers",
      "Editing Files",
      "Choosing the Appropriate Tool",
      "Auto-formatting Considerations",
      "Workflow Tips",
      "Preferred Language",
    ]);
    expect(sections.reduce((sum, section) => sum + section.characters, 0)).toBe(hostPrompt.length);
    const tools = sections[1];
    expect(tools?.characters).toBe(
      hostPrompt.indexOf("# Tool Use Examples") - hostPrompt.indexOf("# Tools"),
    );
    expect(tools?.tokens).toBe(Math.ceil((tools?.characters ?? 0) / 4));
  });

  it("keeps the text before the first heading as the preamble, and ignores headings in code fences", () => {
    const text = "You are a helper.\n\n## One\nfirst\n```\n## not a heading\n```\n## Two\nsecond\n";
    expect(textSections(text)).toEqual([
      { title: PREAMBLE_TITLE, characters: 19, tokens: estimateTokens("You are a helper.\n\n") },
      {
        title: "One",
        characters: "## One\nfirst\n```\n## not a heading\n```\n".length,
        tokens: estimateTokens("## One\nfirst\n```\n## not a heading\n```\n"),
      },
      { title: "Two", characters: "## Two\nsecond\n".length, tokens: 4 },
    ]);
  });

  it("splits a prompt at its tag blocks before any heading, the text after each its own", () => {
    const text = [
      "Intro line",
      '<env type="a">',
      "<cwd>/x</cwd>",
      "</env>",
      "Remember this.",
      "<permissions instructions>",
      "read-only",
      "</permissions instructions>",
      "<task>say hi</task>",
      "<unclosed>",
      "# Last",
      "<example>",
      "inside the heading's section",
      "</example>",
    ].join("\n");
    expect(textSections(text).map((section) => section.title)).toEqual([
      PREAMBLE_TITLE,
      'env type="a"',
      UNTITLED_TITLE,
      "permissions instructions",
      "task",
      UNTITLED_TITLE,
      "Last",
    ]);
    expect(textSections(text).at(-2)?.characters).toBe("<unclosed>\n".length);
  });

  it("reads headings of a prompt written with CRLF line ends", () => {
    const text = "# One\r\nfirst\r\n# Two\r\nsecond";
    expect(textSections(text).map((section) => [section.title, section.characters])).toEqual([
      ["One", "# One\r\nfirst\r\n".length],
      ["Two", "# Two\r\nsecond".length],
    ]);
  });

  it("finds no section in a blank prompt", () => {
    expect(textSections("")).toEqual([]);
    expect(textSections("  \n")).toEqual([]);
  });
});

describe("promptSections", () => {
  it("splits each system message on its own, in order, a tag block's headings inside it", () => {
    const sections = promptSections(["# A\none\n# B\ntwo", "<skills>\n# inside\n</skills>"]);
    expect(sections.map((section) => section.title)).toEqual(["A", "B", "skills"]);
  });
});
