import { describe, expect, it } from "vitest";
import { originalPart, unicodeSchema } from "./unicode-schema";

describe("unicodeSchema", () => {
  it("answers undefined when every pattern already compiles with u, or none can be rewritten", () => {
    expect(unicodeSchema({ type: "string", pattern: "^[a-z]+-\\d$" })).toBeUndefined();
    expect(unicodeSchema({ patternProperties: { "^x-": {} } })).toBeUndefined();
    expect(unicodeSchema({ pattern: "(" })).toBeUndefined();
    expect(unicodeSchema(true)).toBeUndefined();
  });

  it("copies the schema with its patterns rewritten, and maps each part to its copy and back", () => {
    const phone = { type: "string", pattern: "^\\d{3}\\-\\d{4}$" };
    const root = {
      $defs: { phone },
      anyOf: [{ $ref: "#/$defs/phone" }],
      patternProperties: { "^x\\-": { not: { pattern: "\\_" } } },
    };
    const copy = unicodeSchema(root);
    expect(copy?.schema).toEqual({
      $defs: { phone: { type: "string", pattern: "^\\d{3}-\\d{4}$" } },
      anyOf: [{ $ref: "#/$defs/phone" }],
      patternProperties: { "^x-": { not: { pattern: "_" } } },
    });
    const copied = copy?.schema as typeof root;
    expect(copy?.copies.get(phone)).toBe(copied.$defs.phone);
    expect(originalPart(copied.$defs.phone)).toBe(phone);
    expect(originalPart(copy?.schema)).toBe(root);
    expect(unicodeSchema(root)).toBe(copy);
  });

  it("leaves values that are data, not schemas, as they are", () => {
    const root = {
      pattern: "\\-",
      const: { pattern: "\\-" },
      enum: [{ pattern: "\\-" }],
      default: { pattern: "\\-" },
      properties: { pattern: { type: "string", pattern: "\\_" } },
    };
    expect(unicodeSchema(root)?.schema).toEqual({
      pattern: "-",
      const: { pattern: "\\-" },
      enum: [{ pattern: "\\-" }],
      default: { pattern: "\\-" },
      properties: { pattern: { type: "string", pattern: "_" } },
    });
  });
});
