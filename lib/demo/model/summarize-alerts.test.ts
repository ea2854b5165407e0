import { describe, expect, it } from "vitest";
import { alertBullets, summarizeAlerts } from "@/lib/demo/model/summarize-alerts";

const twoAlerts = [
  "Active alerts for CA:",
  "",
  "Event: Excessive Heat Warning",
  "Area: Los Angeles County Valleys",
  "Severity: Severe",
  "Description: Dangerously hot.",
  "---",
  "Event: Wind Advisory",
  "Area: San Francisco Bay Shoreline",
  "Severity: Moderate",
  "---",
  "(Loupe demo data, not a real weather service.)",
].join("\n");

describe("summarizeAlerts", () => {
  it("reads each alert's event, severity and area", () => {
    const summary = summarizeAlerts(twoAlerts);
    expect(summary.none).toBe(false);
    expect(summary.alerts).toEqual([
      { event: "Excessive Heat Warning", severity: "Severe", area: "Los Angeles County Valleys" },
      { event: "Wind Advisory", severity: "Moderate", area: "San Francisco Bay Shoreline" },
    ]);
    expect(alertBullets(summary)).toBe(
      "- Excessive Heat Warning (Severe): Los Angeles County Valleys\n- Wind Advisory (Moderate): San Francisco Bay Shoreline",
    );
  });

  it("recognizes that there are no alerts", () => {
    expect(summarizeAlerts("No active alerts for NY.").none).toBe(true);
  });

  it("quotes the text when it finds no event lines", () => {
    const summary = summarizeAlerts("Flood watch until Friday\n---\nstay safe");
    expect(summary.alerts).toEqual([]);
    expect(alertBullets(summary)).toBe("> Flood watch until Friday\n> stay safe");
  });
});
