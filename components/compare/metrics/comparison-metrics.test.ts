import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { comparisonOf, measured } from "@/test/support/comparison-view-fixture";
import { markupText } from "@/test/support/markup-text";
import { ComparisonMetrics } from "./comparison-metrics";

const forecast = {
  turn: 1,
  kind: "mcp-tool" as const,
  tool: "weather.get_forecast",
  arguments: { city: "New York" },
};

describe("the comparison's metrics", () => {
  const html = renderToStaticMarkup(
    createElement(ComparisonMetrics, {
      comparison: comparisonOf([
        {
          label: "demo",
          metrics: measured({
            turns: 2,
            answer: "Sunny.",
            turnActions: [forecast, { turn: 2, kind: "finish" }],
          }),
        },
        {
          label: "sloppy",
          model: "demo-sloppy",
          metrics: measured({
            turns: 2,
            formatErrors: 1,
            finished: false,
            turnActions: [forecast, { turn: 2, kind: "invalid", errors: ["cut off"] }],
          }),
        },
      ]),
    }),
  );

  it("heads both tables with each column's label, model and dialect", () => {
    expect(html).toContain('aria-label="Metrics by column"');
    expect(html).toContain('aria-label="Actions per turn"');
    expect(markupText(html)).toContain("sloppy demo-sloppy · xml");
  });

  it("says in words which rows differ and which value is best or worst, not in colour alone", () => {
    expect(markupText(html)).toContain(
      "Format errors (columns differ) lower is better 0 best 1 worst",
    );
    expect(markupText(html)).toContain("Finished (columns differ) yes no worst");
    expect(markupText(html)).not.toContain("Turns (columns differ)");
  });

  it("sets the columns' actions side by side per turn, saying whether the tool and arguments are the same", () => {
    expect(markupText(html)).toContain(
      'Turn 1 all the same weather.get_forecast {"city":"New York"} same tool same arguments',
    );
    expect(markupText(html)).toContain(
      "Turn 2 tools differ final answer Sunny. other tool invalid cut off other tool",
    );
  });

  it("leaves each response's time to first token for the person to ask for", () => {
    expect(html).toContain('aria-pressed="false"');
    expect(markupText(html)).not.toContain("Time to first token, response 1");
  });
});
