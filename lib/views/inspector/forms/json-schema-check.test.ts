import { describe, expect, it } from "vitest";
import everything from "@/test/support/server-everything-tools.json";
import { formatJsonPath } from "./json-path";
import { fitsSchema, validateJson } from "./json-schema-check";

const tool = (name: string) => {
  const found = everything.tools.find((entry) => entry.name === name);
  if (!found) throw new Error(`server-everything has no tool ${name}`);
  return found as { inputSchema: Record<string, unknown>; outputSchema?: Record<string, unknown> };
};

const messages = (value: unknown, schema: Record<string, unknown> | boolean) =>
  validateJson(value, schema).map((issue) => `${formatJsonPath(issue.path)} ${issue.message}`);

describe("validateJson", () => {
  it("accepts get-structured-content's answer against its real outputSchema", () => {
    const schema = tool("get-structured-content").outputSchema ?? {};
    expect(validateJson({ temperature: 22.5, conditions: "Sunny", humidity: 65 }, schema)).toEqual(
      [],
    );
  });

  it("lists every path and reason where structured content breaks the outputSchema", () => {
    const schema = tool("get-structured-content").outputSchema ?? {};
    expect(messages({ temperature: "hot", humidity: 65, wind: 3 }, schema)).toEqual([
      "$.conditions is required",
      "$.temperature must be a number, not string",
      "$.wind is not allowed (the schema allows no other properties)",
    ]);
  });

  it("checks get-sum's required numbers", () => {
    const schema = tool("get-sum").inputSchema;
    expect(messages({ a: 1 }, schema)).toEqual(["$.b is required"]);
    expect(messages({ a: 1, b: "2" }, schema)).toEqual(["$.b must be a number, not string"]);
    expect(validateJson({ a: 1, b: 2.5 }, schema)).toEqual([]);
  });

  it("checks bounds from get-resource-links and enums from get-structured-content", () => {
    expect(messages({ count: 11 }, tool("get-resource-links").inputSchema)).toEqual([
      "$.count must be at most 10",
    ]);
    expect(messages({ location: "Paris" }, tool("get-structured-content").inputSchema)).toEqual([
      '$.location must be one of "New York", "Chicago", "Los Angeles"',
    ]);
  });

  it("tells integers from numbers and takes a list of types", () => {
    expect(messages(1.5, { type: "integer" })).toEqual(["$ must be an integer, not number"]);
    expect(validateJson(2, { type: "number" })).toEqual([]);
    expect(validateJson(null, { type: ["string", "null"] })).toEqual([]);
    expect(messages(true, { type: ["string", "null"] })).toEqual([
      "$ must be a string or null, not boolean",
    ]);
  });

  it("checks string length, pattern and the exclusive and multiple bounds", () => {
    const schema = { type: "string", minLength: 3, maxLength: 5, pattern: "^[a-z]+$" };
    expect(messages("ab", schema)).toEqual(["$ must be at least 3 characters long"]);
    expect(messages("abcdef", schema)).toEqual(["$ must be at most 5 characters long"]);
    expect(messages("ABC", schema)).toEqual(["$ must match the pattern /^[a-z]+$/"]);
    expect(messages(0, { exclusiveMinimum: 0 })).toEqual(["$ must be more than 0"]);
    expect(messages(10, { exclusiveMaximum: 10, multipleOf: 3 })).toEqual([
      "$ must be less than 10",
      "$ must be a multiple of 3",
    ]);
    expect(messages("x", { pattern: "(" })[0]).toContain("not a valid regular expression");
  });

  it("checks array items, tuples, sizes and uniqueness", () => {
    const schema = {
      type: "array",
      items: { type: "string" },
      minItems: 1,
      maxItems: 2,
      uniqueItems: true,
    };
    expect(messages([], schema)).toEqual(["$ must have at least 1 item"]);
    expect(messages(["a", 1], schema)).toEqual(["$[1] must be a string, not integer"]);
    expect(messages(["a", "a", "b"], schema)).toEqual([
      "$ must have at most 2 items",
      "$[1] repeats an earlier item (items must be unique)",
    ]);
    expect(
      messages([1, "x", true], {
        prefixItems: [{ type: "number" }, { type: "string" }],
        items: false,
      }),
    ).toEqual(["$[2] is one item too many (at most 2)"]);
  });

  it("checks const, anyOf, oneOf, allOf and not", () => {
    expect(messages("b", { const: "a" })).toEqual(['$ must be "a"']);
    const anyOf = { anyOf: [{ type: "string" }, { type: "number", minimum: 5 }] };
    expect(validateJson("x", anyOf)).toEqual([]);
    expect(messages(3, anyOf)).toEqual([
      "$ matches none of the 2 anyOf options (closest: $ must be at least 5)",
    ]);
    const oneOf = { oneOf: [{ type: "number" }, { type: "integer" }] };
    expect(messages(3, oneOf)).toEqual([
      "$ matches 2 of the oneOf options; it must match exactly one",
    ]);
    expect(validateJson(3.5, oneOf)).toEqual([]);
    expect(messages({}, { allOf: [{ required: ["a"] }, { required: ["b"] }] })).toEqual([
      "$.a is required",
      "$.b is required",
    ]);
    expect(messages("x", { not: { type: "string" } })).toEqual([
      "$ matches a schema it must not match (not)",
    ]);
  });

  it("follows $ref into $defs and definitions, recursive schemas included", () => {
    const tree = {
      $ref: "#/$defs/node",
      $defs: {
        node: {
          type: "object",
          properties: {
            name: { type: "string" },
            children: { type: "array", items: { $ref: "#/$defs/node" } },
          },
          required: ["name"],
        },
      },
    };
    expect(validateJson({ name: "a", children: [{ name: "b", children: [] }] }, tree)).toEqual([]);
    expect(messages({ name: "a", children: [{ children: [] }] }, tree)).toEqual([
      "$.children[0].name is required",
    ]);
    expect(fitsSchema(1, { $ref: "#/definitions/n", definitions: { n: { type: "number" } } })).toBe(
      true,
    );
  });

  it("reports a $ref cycle or a dangling $ref instead of looping", () => {
    const cycle = {
      $ref: "#/$defs/a",
      $defs: { a: { $ref: "#/$defs/b" }, b: { $ref: "#/$defs/a" } },
    };
    expect(messages(1, cycle)[0]).toContain("refers back to itself");
    expect(messages(1, { $ref: "#/$defs/missing" })[0]).toContain("points to nothing");
  });

  it("checks additionalProperties schemas and patternProperties", () => {
    const schema = {
      type: "object",
      patternProperties: { "^x-": { type: "string" } },
      additionalProperties: { type: "number" },
    };
    expect(messages({ "x-a": 1, b: "2", c: 3 }, schema)).toEqual([
      '$["x-a"] must be a string, not integer',
      "$.b must be a number, not string",
    ]);
  });

  it("accepts anything against true and nothing against false", () => {
    expect(validateJson({ any: 1 }, true)).toEqual([]);
    expect(messages(1, false)).toEqual(["$ no value is allowed here"]);
  });
});

describe("formatJsonPath", () => {
  it("writes names, indexes and odd keys", () => {
    expect(formatJsonPath([])).toBe("$");
    expect(formatJsonPath(["user", "tags", 2, "a b"])).toBe('$.user.tags[2]["a b"]');
  });
});
