import { describe, expect, it } from "vitest";
import { comparisonMarkdown, markdownCell } from "@/lib/comparisons/comparison-markdown";
import { comparisonOf, measured } from "@/test/support/comparison-view-fixture";

describe("a comparison as Markdown", () => {
  const markdown = comparisonMarkdown(
    comparisonOf([
      {
        metrics: measured({
          turns: 1,
          answer: "Sunny | warm\nand dry",
          turnActions: [{ turn: 1, kind: "finish" }],
        }),
      },
      {
        metrics: measured({
          turns: 1,
          formatErrors: 1,
          finished: false,
          turnActions: [{ turn: 1, kind: "invalid", errors: ["<result> was not closed"] }],
        }),
      },
    ]),
  );
  const lines = markdown.split("\n");

  it("titles the task and heads both tables with the columns", () => {
    expect(lines[0]).toBe("# What's the weather in New York tomorrow?");
    expect(lines).toContain("## Metrics");
    expect(lines).toContain("## Actions per turn");
    expect(
      lines.filter((line) => line === "| Metric | c0 (demo · xml) | c1 (demo · xml) |"),
    ).toHaveLength(1);
  });

  it("writes a differing row's label in bold and each mark beside its value", () => {
    expect(lines).toContain("| **Finished** | yes | no (worst) |");
    expect(lines).toContain("| **Format errors** | 0 (best) | 1 (worst) |");
  });

  it("escapes pipes, newlines and tags so a cell stays one cell", () => {
    expect(lines).toContain(
      "| 1 (tools differ) | final answer Sunny \\| warm<br>and dry (different tool) | invalid &lt;result> was not closed (different tool) |",
    );
    expect(markdownCell("a|b\r\nc & <d>")).toBe("a\\|b<br>c &amp; &lt;d>");
  });
});
