import { describe, expect, it } from "vitest";
import everything from "@/test/support/server-everything-tools.json";
import { formatJsonPath } from "./json-path";
import { draftOf, fitsFormat, fitsSchema, validateJson } from "./json-schema-check";

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

describe("validateJson with the 2020-12 keywords", () => {
  it("follows $ref into $defs from a part of the root, and from a part made from it", () => {
    const root = {
      $defs: { count: { type: "integer", minimum: 1 } },
      type: "object",
      properties: { count: { $ref: "#/$defs/count" }, list: { items: { $ref: "#/$defs/count" } } },
    };
    expect(validateJson(0, root.properties.count, root).map((issue) => issue.message)).toEqual([
      "must be at least 1",
    ]);
    const made = { ...root.properties.list, type: "array" };
    expect(fitsSchema([1, 2], made, root)).toBe(true);
    expect(validateJson([1, 0.5], made, root).map((issue) => issue.path)).toEqual([[1]]);
  });

  it("checks prefixItems item by item and the items after them", () => {
    const schema = {
      type: "array",
      prefixItems: [{ type: "string" }, { type: "number" }],
      items: { type: "boolean" },
    };
    expect(validateJson(["a", 1, true, false], schema)).toEqual([]);
    expect(messages(["a", "b", true, 3], schema)).toEqual([
      "$[1] must be a number, not string",
      "$[3] must be a boolean, not integer",
    ]);
  });

  it("refuses keys no part of the schema evaluated (unevaluatedProperties)", () => {
    const schema = {
      allOf: [{ properties: { a: { type: "string" } } }],
      properties: { b: { type: "number" } },
      unevaluatedProperties: false,
    };
    expect(validateJson({ a: "x", b: 1 }, schema)).toEqual([]);
    expect(messages({ a: "x", b: 1, c: 2 }, schema)).toEqual([
      "$.c is not allowed (the schema allows no other properties)",
    ]);
    expect(
      messages({ a: "x", c: "y" }, { ...schema, unevaluatedProperties: { type: "number" } }),
    ).toEqual(["$.c must be a number, not string"]);
  });

  it("applies dependentSchemas and dependentRequired when their key is given", () => {
    const schema = {
      type: "object",
      properties: { card: { type: "string" }, address: { type: "string" } },
      dependentSchemas: { card: { required: ["address"] } },
      dependentRequired: { address: ["city"] },
    };
    expect(validateJson({}, schema)).toEqual([]);
    expect(messages({ card: "4111" }, schema)).toEqual(["$.address is required"]);
    expect(messages({ address: "1 Main St" }, schema)).toEqual([
      '$.city is required when "address" is given',
    ]);
  });

  it("checks the email, date-time and uri formats", () => {
    const schema = {
      type: "object",
      properties: {
        email: { type: "string", format: "email" },
        when: { type: "string", format: "date-time" },
        homepage: { type: "string", format: "uri" },
      },
    };
    const good = {
      email: "ada@example.com",
      when: "2025-01-31T14:30:00Z",
      homepage: "https://example.com",
    };
    expect(validateJson(good, schema)).toEqual([]);
    expect(messages({ email: "ada", when: "2025-01-31", homepage: "example.com" }, schema)).toEqual(
      [
        "$.email must be an email address",
        "$.when must be a date and time with its zone (such as 2025-01-31T14:30:00Z)",
        "$.homepage must be an absolute URI (such as https://example.com)",
      ],
    );
    expect(fitsFormat("date", "2000-01-31")).toBe(true);
    expect(fitsFormat("date", "31/01/2000")).toBe(false);
    expect(fitsFormat("no-such-format", "anything")).toBe(true);
  });

  it("follows a $ref to an $anchor, and applies if/then/else", () => {
    const anchored = { $ref: "#count", $defs: { count: { $anchor: "count", type: "integer" } } };
    expect(validateJson(3, anchored)).toEqual([]);
    expect(messages(3.5, anchored)).toEqual(["$ must be an integer, not number"]);
    // As a server sends it, JSON text: an object literal with a `then` key reads as a promise to the linter.
    const conditional = JSON.parse(
      '{"if": {"properties": {"kind": {"const": "file"}}}, "then": {"required": ["path"]}, "else": {"required": ["url"]}}',
    );
    expect(messages({ kind: "file" }, conditional)).toEqual(["$.path is required"]);
    expect(messages({ kind: "link" }, conditional)).toEqual(["$.url is required"]);
  });

  it("says which contains, propertyNames and uniqueItems rule an array or object breaks", () => {
    expect(messages([1, 2], { contains: { type: "string" } })).toEqual([
      '$ must contain an item that fits the "contains" schema',
    ]);
    expect(messages({ Bad: 1 }, { propertyNames: { pattern: "^[a-z]+$" } })).toEqual([
      '$ has a property name the schema does not allow: "Bad"',
    ]);
    expect(messages([{ a: 1 }, { a: 1 }], { uniqueItems: true })).toEqual([
      "$[1] repeats an earlier item (items must be unique)",
    ]);
  });
});

describe("validateJson in the draft the schema names", () => {
  const draft07 = "http://json-schema.org/draft-07/schema#";

  it("reads the draft from $schema, 2020-12 when there is none", () => {
    expect(draftOf({ $schema: draft07 })).toBe("7");
    expect(draftOf({ $schema: "http://json-schema.org/draft-04/schema#" })).toBe("4");
    expect(draftOf({ $schema: "https://json-schema.org/draft/2019-09/schema" })).toBe("2019-09");
    expect(draftOf({ $schema: "https://json-schema.org/draft/2020-12/schema" })).toBe("2020-12");
    expect(draftOf({})).toBe("2020-12");
    expect(draftOf(true)).toBe("2020-12");
  });

  it("ignores a draft-07 $ref's siblings, as draft-07 says, and checks them in 2020-12", () => {
    const schema = {
      definitions: { n: { type: "number" } },
      properties: { x: { $ref: "#/definitions/n", minimum: 5 } },
    };
    expect(validateJson({ x: 1 }, { $schema: draft07, ...schema })).toEqual([]);
    expect(messages({ x: 1 }, schema)).toEqual(["$.x must be at least 5"]);
  });

  it("checks server-everything's draft-07 tool schemas", () => {
    const schema = tool("get-sum").inputSchema;
    expect(draftOf(schema)).toBe("7");
    expect(messages({ a: "1" }, schema)).toEqual([
      "$.b is required",
      "$.a must be a number, not string",
    ]);
  });

  it("reads draft-04's boolean exclusive bounds", () => {
    const schema = {
      $schema: "http://json-schema.org/draft-04/schema#",
      maximum: 10,
      exclusiveMaximum: true,
    };
    expect(messages(10, schema)).toEqual(["$ must be less than 10"]);
    expect(validateJson(9, schema)).toEqual([]);
  });
});

describe("validateJson with a schema it cannot use", () => {
  it("answers one issue at the root instead of throwing, and fits nothing", () => {
    const broken = [
      { $ref: "#/$defs/missing" },
      { type: "string", pattern: "(" },
      { $ref: "#/$defs/a", $defs: { a: { $ref: "#/$defs/a" } } },
      { $ref: "https://example.com/elsewhere.json" },
    ];
    for (const schema of broken) {
      const issues = validateJson("x", schema);
      expect(issues, JSON.stringify(schema)).toHaveLength(1);
      expect(issues[0]?.path).toEqual([]);
      expect(issues[0]?.message).toMatch(/^the schema cannot be checked: /);
      expect(fitsSchema("x", schema)).toBe(false);
    }
  });

  it("checks a value that is not JSON as far as JSON goes", () => {
    expect(messages(undefined, { type: "object" })).toEqual(["$ must be an object, not nothing"]);
    expect(validateJson({ a: undefined }, { required: ["a"] }).map((issue) => issue.path)).toEqual([
      ["a"],
    ]);
    expect(validateJson(10n, { type: "number" })[0]?.message).toMatch(/cannot be checked/);
  });
});

describe("validateJson with patterns written for the reading without the u flag", () => {
  /** Every own key (enumerable or not) of every object in a value, by path. */
  const ownKeys = (node: unknown, path = "$"): string[] =>
    node !== null && typeof node === "object"
      ? Reflect.ownKeys(node).flatMap((key) => [
          `${path}.${String(key)}`,
          ...ownKeys(Reflect.get(node, key), `${path}.${String(key)}`),
        ])
      : [];

  const phoneTool = () => ({
    type: "object",
    properties: { phone: { type: "string", pattern: "^\\d{3}\\-\\d{4}$" } },
    required: ["phone"],
  });

  it("checks a pattern with \\- as the server meant it, quoting the server's pattern", () => {
    const schema = phoneTool();
    expect(validateJson({ phone: "555-1234" }, schema)).toEqual([]);
    expect(messages({ phone: "5551234" }, schema)).toEqual([
      "$.phone must match the pattern /^\\d{3}\\-\\d{4}$/",
    ]);
    expect(fitsSchema({ phone: "555-1234" }, schema)).toBe(true);
    expect(fitsSchema({ phone: "5551234" }, schema)).toBe(false);
  });

  it("checks a patternProperties key that needs the rewrite", () => {
    const schema = {
      type: "object",
      patternProperties: { "^x\\-\\_": { type: "string" } },
      additionalProperties: false,
    };
    expect(validateJson({ "x-_a": "1" }, schema)).toEqual([]);
    expect(messages({ "x-_a": 1, y: 2 }, schema)).toEqual([
      '$["x-_a"] must be a string, not integer',
      "$.y is not allowed (the schema allows no other properties)",
    ]);
  });

  it("follows a $ref to such a pattern under $defs, from the root, a part of it, and a part made from it", () => {
    const root = {
      $defs: { phone: { type: "string", pattern: "^\\d{3}\\-\\d{4}$" } },
      type: "object",
      properties: { phone: { $ref: "#/$defs/phone" } },
    };
    expect(validateJson({ phone: "555-1234" }, root)).toEqual([]);
    expect(messages({ phone: "5551234" }, root)).toEqual([
      "$.phone must match the pattern /^\\d{3}\\-\\d{4}$/",
    ]);
    expect(validateJson("555-1234", root.properties.phone, root)).toEqual([]);
    expect(validateJson("5551234", root.$defs.phone, root).map((issue) => issue.message)).toEqual([
      "must match the pattern /^\\d{3}\\-\\d{4}$/",
    ]);
    const made = { ...root.properties.phone, description: "a phone number" };
    expect(fitsSchema("555-1234", made, root)).toBe(true);
    expect(fitsSchema("5551234", made, root)).toBe(false);
    const own = { type: "string", pattern: "^\\_" };
    expect(fitsSchema("_a", own, root)).toBe(true);
    expect(validateJson("a", own, root).map((issue) => issue.message)).toEqual([
      "must match the pattern /^\\_/",
    ]);
  });

  it("never changes the server's schema objects", () => {
    const root = {
      $defs: { phone: { type: "string", pattern: "^\\d{3}\\-\\d{4}$" } },
      type: "object",
      properties: { phone: { $ref: "#/$defs/phone" } },
      patternProperties: { "^x\\-": { type: "string" } },
    };
    const before = structuredClone(root);
    validateJson({ phone: "5551234", "x-a": 1 }, root);
    validateJson("5551234", root.$defs.phone, root);
    fitsSchema("5551234", { ...root.properties.phone }, root);
    expect(root).toEqual(before);
    expect(ownKeys(root)).toEqual(ownKeys(before));
  });

  it("still says a pattern that cannot be rewritten cannot be checked, quoting it as sent", () => {
    const schema = { type: "string", pattern: "^\\p{NoSuchProperty}\\-$" };
    expect(messages("x", schema)).toEqual([
      "$ the schema cannot be checked: its pattern /^\\p{NoSuchProperty}\\-$/ is not a valid regular expression",
    ]);
  });
});
