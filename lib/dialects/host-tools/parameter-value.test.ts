import { describe, expect, it } from "vitest";
import type { HostToolParameter } from "./catalogue";
import { parseJsonParameter } from "./parameter-value";

const argumentsParameter: HostToolParameter = {
  name: "arguments",
  kind: "json-object",
  required: true,
  description: "The tool's arguments.",
};

describe("parseJsonParameter", () => {
  it("refuses arguments nested 100,000 levels, located, instead of overflowing the stack later", () => {
    const deep = `{"a":${"[".repeat(100_000)}${"]".repeat(100_000)}}`;
    expect(parseJsonParameter(argumentsParameter, deep)).toEqual({
      ok: false,
      error:
        "arguments nests deeper than 128 levels of objects and arrays (at a[0][0][0][0][0][0][0]…); Loupe reads JSON at most 128 levels deep",
    });
  });

  it("reads arguments within the limit", () => {
    expect(parseJsonParameter(argumentsParameter, '{"city":"Paris"}')).toEqual({
      ok: true,
      value: { city: "Paris" },
    });
  });
});
