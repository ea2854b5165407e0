import { describe, expect, it } from "vitest";
import { findLocation } from "@/lib/demo/model/find-location";

describe("findLocation", () => {
  it("finds a known city with its coordinates and state", () => {
    expect(findLocation("weather in new york city tomorrow")).toEqual({
      name: "New York",
      chineseName: "纽约",
      latitude: 40.7128,
      longitude: -74.006,
      state: "NY",
      source: "city",
    });
  });

  it("finds Chinese city names", () => {
    expect(findLocation("芝加哥明天")?.name).toBe("Chicago");
    expect(findLocation("西雅图")?.name).toBe("Seattle");
  });

  it("takes the city named first", () => {
    expect(findLocation("Denver or Boston?")?.name).toBe("Denver");
  });

  it("does not find a city inside another word", () => {
    expect(findLocation("Bostonian habits")).toBeUndefined();
  });

  it("reads a latitude and longitude pair", () => {
    expect(findLocation("forecast at 51.5072, -0.1276")).toEqual({
      name: "51.5072, -0.1276",
      latitude: 51.5072,
      longitude: -0.1276,
      state: undefined,
      source: "coordinates",
    });
  });

  it("falls back to a US state by name or code", () => {
    expect(findLocation("alerts in Texas")).toEqual({
      name: "Texas",
      state: "TX",
      source: "state",
    });
    expect(findLocation("alerts for WA please")).toEqual({
      name: "Washington",
      state: "WA",
      source: "state",
    });
  });

  it("finds nothing in a task without a place", () => {
    expect(findLocation("What's the weather like?")).toBeUndefined();
  });
});
