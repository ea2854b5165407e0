import { describe, expect, it } from "vitest";
import { summarizeForecast } from "@/lib/demo/model/summarize-forecast";
import { NEW_YORK_FORECAST } from "@/lib/demo/model/test-prompt";

describe("summarizeForecast", () => {
  it("picks conditions, high and low of the asked period", () => {
    expect(summarizeForecast(NEW_YORK_FORECAST, "Tomorrow")).toEqual({
      place: "New York, NY",
      period: "Tomorrow",
      conditions: "sunny",
      high: "24°C",
      low: "17°C",
      temperature: undefined,
      lines: ["Tomorrow: Sunny. High 24°C, low 17°C. Wind 10 km/h NW. Precipitation 0%."],
    });
  });

  it("uses the first period when none was asked for", () => {
    expect(summarizeForecast(NEW_YORK_FORECAST)).toMatchObject({
      period: "Today",
      conditions: "partly cloudy",
    });
  });

  it("reads the demo weather server's labelled blocks, day and night", () => {
    const text = [
      "Forecast for Seattle, WA (47.6062, -122.3321):",
      "",
      "Tonight:",
      "Temperature: 10°C",
      "Conditions: Rain",
      "Wind: 20 km/h S",
      "---",
      "Tomorrow:",
      "Temperature: 14°C (low 9°C)",
      "Conditions: Showers",
      "Precipitation: 70%",
      "---",
      "In 3 Days:",
      "Temperature: 18°C (low 11°C)",
    ].join("\n");
    expect(summarizeForecast(text, "Tomorrow")).toEqual({
      place: "Seattle, WA",
      period: "Tomorrow",
      conditions: "showers",
      high: "14°C",
      low: "9°C",
      temperature: undefined,
      lines: [
        "Tomorrow:",
        "Temperature: 14°C (low 9°C)",
        "Conditions: Showers",
        "Precipitation: 70%",
      ],
    });
    expect(summarizeForecast(text, "Tonight")).toMatchObject({
      conditions: "rain",
      high: undefined,
      temperature: "10°C",
    });
  });

  it("keeps the first lines to quote when it recognizes nothing", () => {
    const summary = summarizeForecast("Unable to fetch forecast data for this location.");
    expect(summary).toMatchObject({ high: undefined, low: undefined });
    expect(summary.lines).toEqual(["Unable to fetch forecast data for this location."]);
  });
});
