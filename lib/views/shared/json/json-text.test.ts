import { describe, expect, it } from "vitest";
import { jsonInText, parseJsonContainer } from "./json-text";

describe("parseJsonContainer", () => {
  it("reads objects and arrays", () => {
    expect(parseJsonContainer(' {"a": 1}\n')).toEqual({ a: 1 });
    expect(parseJsonContainer("[1, 2]")).toEqual([1, 2]);
  });

  it("leaves scalars, broken JSON and plain text alone", () => {
    expect(parseJsonContainer("24")).toBeUndefined();
    expect(parseJsonContainer('"text"')).toBeUndefined();
    expect(parseJsonContainer("null")).toBeUndefined();
    expect(parseJsonContainer("{not json")).toBeUndefined();
    expect(parseJsonContainer("[get_weather for 'weather'] Result:\nSunny")).toBeUndefined();
  });
});

describe("jsonInText", () => {
  it("takes a text that is JSON as a whole", () => {
    expect(jsonInText('{"temperature": 24}')).toEqual({ heading: "", value: { temperature: 24 } });
  });

  it("takes the JSON after a result's heading line", () => {
    expect(jsonInText("[get_weather for 'weather'] Result:\n{\"alerts\": []}")).toEqual({
      heading: "[get_weather for 'weather'] Result:",
      value: { alerts: [] },
    });
  });

  it("finds nothing in prose, or in JSON followed by prose", () => {
    expect(jsonInText("[get_weather for 'weather'] Result:\nSunny, 24°C.")).toBeUndefined();
    expect(jsonInText('Result:\n{"a": 1}\nand more')).toBeUndefined();
  });
});
