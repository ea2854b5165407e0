import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { comparisonOf, measured } from "@/test/support/comparison-view-fixture";
import { ComparisonMetrics } from "./comparison-metrics";

/** The markup's text, tags dropped and the entities React writes decoded. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

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
    expect(text(html)).toContain("sloppy demo-sloppy · xml");
  });

  it("says in words which rows differ and which value is best or worst, not in colour alone", () => {
    expect(text(html)).toContain("Format errors (columns differ) lower is better 0 best 1 worst");
    expect(text(html)).toContain("Finished (columns differ) yes no worst");
    expect(text(html)).not.toContain("Turns (columns differ)");
  });

  it("sets the columns' actions side by side per turn, saying whether the tool and arguments are the same", () => {
    expect(text(html)).toContain(
      'Turn 1 all the same weather.get_forecast {"city":"New York"} same tool same arguments',
    );
    expect(text(html)).toContain(
      "Turn 2 tools differ final answer Sunny. other tool invalid cut off other tool",
    );
  });

  it("leaves each response's time to first token for the person to ask for", () => {
    expect(html).toContain('aria-pressed="false"');
    expect(text(html)).not.toContain("Time to first token, response 1");
  });
});
