import { describe, expect, it } from "vitest";
import everything from "@/test/support/server-everything-tools.json";
import { validateJson } from "./json-schema-check";
import { describeField, fieldLabel, pickVariant, takesNoArguments } from "./schema-form";
import { blankValue, initialValue } from "./schema-form-value";

type Tool = { name: string; inputSchema: Record<string, unknown> };
const tools = everything.tools as Tool[];
const inputOf = (name: string) => {
  const found = tools.find((tool) => tool.name === name);
  if (!found) throw new Error(`server-everything has no tool ${name}`);
  return found.inputSchema;
};

describe("describeField on server-everything's real input schemas", () => {
  it("makes echo a required, described string", () => {
    const schema = inputOf("echo");
    const form = describeField(schema, schema);
    expect(form.kind).toBe("object");
    expect(form.properties).toEqual([
      {
        name: "message",
        schema: { type: "string", description: "Message to echo" },
        required: true,
      },
    ]);
    const message = describeField(form.properties[0]?.schema, schema);
    expect(message).toMatchObject({ kind: "string", description: "Message to echo" });
  });

  it("makes get-structured-content's location a select of its cities", () => {
    const schema = inputOf("get-structured-content");
    const location = describeField(describeField(schema, schema).properties[0]?.schema, schema);
    expect(location).toMatchObject({
      kind: "enum",
      options: ["New York", "Chicago", "Los Angeles"],
    });
  });

  it("reads numbers with bounds, enums and formats from the other tools", () => {
    const links = inputOf("get-resource-links");
    const count = describeField(describeField(links, links).properties[0]?.schema, links);
    expect(count).toMatchObject({ kind: "number", schema: { minimum: 1, maximum: 10 } });
    const gzip = inputOf("gzip-file-as-resource");
    const fields = describeField(gzip, gzip).properties.map((property) =>
      describeField(property.schema, gzip),
    );
    expect(fields.map((field) => [field.kind, field.format ?? null])).toEqual([
      ["string", null],
      ["string", "uri"],
      ["enum", null],
    ]);
  });

  it("starts every real tool's form from its defaults, and the start fits once required values are typed", () => {
    for (const tool of tools) {
      const value = initialValue(tool.inputSchema, tool.inputSchema);
      expect(value, tool.name).toBeTypeOf("object");
      const missing = validateJson(value, tool.inputSchema).every(
        (issue) => issue.message === "is required",
      );
      expect(missing, tool.name).toBe(true);
    }
    expect(
      initialValue(
        inputOf("trigger-long-running-operation"),
        inputOf("trigger-long-running-operation"),
      ),
    ).toEqual({
      duration: 10,
      steps: 5,
    });
    expect(
      initialValue(inputOf("get-annotated-message"), inputOf("get-annotated-message")),
    ).toEqual({
      includeImage: false,
    });
    expect(initialValue(inputOf("get-sum"), inputOf("get-sum"))).toEqual({});
  });
});

describe("describeField on constructed schemas", () => {
  it("reads boolean, null, integer and const fields", () => {
    expect(describeField({ type: "boolean" }, {}).kind).toBe("boolean");
    expect(describeField({ type: "null" }, {}).kind).toBe("null");
    expect(describeField({ type: "integer", minimum: 0 }, {}).kind).toBe("integer");
    expect(describeField({ const: "fixed" }, {})).toMatchObject({
      kind: "const",
      constValue: "fixed",
    });
  });

  it("makes a nullable field of type [x, null] and of anyOf [x, {type: null}]", () => {
    expect(describeField({ type: ["string", "null"] }, {})).toMatchObject({
      kind: "string",
      nullable: true,
    });
    const anyOf = describeField(
      { title: "Limit", anyOf: [{ type: "integer" }, { type: "null" }] },
      {},
    );
    expect(anyOf).toMatchObject({ kind: "integer", nullable: true, title: "Limit" });
  });

  it("makes oneOf and anyOf a variant picker with readable labels", () => {
    const schema = {
      oneOf: [
        {
          title: "By name",
          type: "object",
          properties: { name: { type: "string" } },
          required: ["name"],
        },
        { type: "object", properties: { id: { type: "integer" } }, required: ["id"] },
        { const: "all" },
      ],
    };
    const field = describeField(schema, schema);
    expect(field.kind).toBe("variants");
    expect(field.variants.map((variant) => variant.label)).toEqual([
      "By name",
      "object (id)",
      '"all"',
    ]);
    expect(pickVariant(field, { id: 3 }, schema)).toBe(1);
    expect(pickVariant(field, "all", schema)).toBe(2);
    expect(pickVariant(field, undefined, schema)).toBe(0);
    expect(pickVariant(field, { id: "not a number" }, schema)).toBe(0);
  });

  it("labels enum options by enumNames, and makes a oneOf of titled consts an enum", () => {
    expect(
      describeField({ type: "string", enum: ["pet-1", "pet-2", 3], enumNames: ["Cats"] }, {}),
    ).toMatchObject({
      kind: "enum",
      options: ["pet-1", "pet-2", 3],
      optionLabels: ["Cats", "pet-2", "3"],
    });
    expect(
      describeField(
        { type: "string", oneOf: [{ const: "hero-1", title: "Superman" }, { const: "hero-2" }] },
        {},
      ),
    ).toMatchObject({
      kind: "enum",
      options: ["hero-1", "hero-2"],
      optionLabels: ["Superman", "hero-2"],
    });
  });

  it("makes an array of enum items a set of choices, empty at first when required", () => {
    const schema = {
      type: "object",
      properties: {
        tags: {
          type: "array",
          items: {
            anyOf: [
              { const: "fish-1", title: "Tuna" },
              { const: "fish-2", title: "Salmon" },
            ],
          },
        },
        plain: { type: "array", items: { type: "string" } },
      },
      required: ["tags"],
    };
    const [tags, plain] = describeField(schema, schema).properties.map((property) =>
      describeField(property.schema, schema),
    );
    expect(tags).toMatchObject({
      kind: "choices",
      options: ["fish-1", "fish-2"],
      optionLabels: ["Tuna", "Salmon"],
    });
    expect(plain?.kind).toBe("array");
    expect(initialValue(schema, schema)).toEqual({ tags: [] });
  });

  it("describes an array whose items refer back to it without following the cycle", () => {
    const schema = {
      $ref: "#/$defs/tree",
      $defs: { tree: { type: "array", items: { $ref: "#/$defs/tree" } } },
    };
    expect(describeField(schema, schema)).toMatchObject({
      kind: "array",
      items: { $ref: "#/$defs/tree" },
    });
    const listed = {
      type: "array",
      items: { $ref: "#/$defs/pet" },
      $defs: { pet: { enum: ["cat"] } },
    };
    expect(describeField(listed, listed)).toMatchObject({ kind: "choices", options: ["cat"] });
  });

  it("makes several types a picker over the types", () => {
    const field = describeField({ type: ["string", "number"] }, {});
    expect(field.kind).toBe("variants");
    expect(field.variants.map((variant) => variant.label)).toEqual(["string", "number"]);
    expect(pickVariant(field, 4, {})).toBe(1);
  });

  it("follows $ref into $defs and definitions, keeping the referring title", () => {
    const schema = {
      type: "object",
      properties: {
        home: { $ref: "#/$defs/address", title: "Home address" },
        work: { $ref: "#/definitions/address" },
      },
      $defs: { address: { type: "object", properties: { street: { type: "string" } } } },
      definitions: { address: { type: "object", properties: { city: { type: "string" } } } },
    };
    const [home, work] = describeField(schema, schema).properties.map((property) =>
      describeField(property.schema, schema),
    );
    expect(home).toMatchObject({ kind: "object", title: "Home address" });
    expect(home?.properties.map((property) => property.name)).toEqual(["street"]);
    expect(work?.properties.map((property) => property.name)).toEqual(["city"]);
  });

  it("expands a recursive schema one level at a time and stops defaults at a cycle", () => {
    const schema = {
      $defs: {
        node: {
          type: "object",
          properties: { name: { type: "string", default: "n" }, child: { $ref: "#/$defs/node" } },
          required: ["name", "child"],
        },
      },
      $ref: "#/$defs/node",
    };
    const field = describeField(schema, schema);
    expect(field.kind).toBe("object");
    const child = describeField(field.properties[1]?.schema, schema);
    expect(child.kind).toBe("object");
    const value = initialValue(schema, schema) as Record<string, unknown>;
    let depth = 0;
    for (let node: unknown = value; node !== undefined; node = (node as { child?: unknown }).child)
      depth += 1;
    expect(depth).toBeGreaterThan(2);
    expect(depth).toBeLessThan(12);
  });

  it("turns a $ref cycle or a dangling $ref into a raw JSON field that says why", () => {
    const cycle = { $ref: "#/$defs/a", $defs: { a: { $ref: "#/$defs/a" } } };
    expect(describeField(cycle, cycle)).toMatchObject({ kind: "json" });
    expect(describeField(cycle, cycle).error).toContain("cycle");
    expect(describeField({ $ref: "#/$defs/none" }, {}).error).toContain("points to nothing");
  });

  it("shows additionalProperties as key/value rows, and a bare object as free keys", () => {
    expect(
      describeField({ type: "object", additionalProperties: { type: "number" } }, {}).additional,
    ).toEqual({
      type: "number",
    });
    expect(describeField({ type: "object" }, {}).additional).toBe(true);
    expect(
      describeField({ type: "object", properties: { a: {} }, additionalProperties: false }, {})
        .additional,
    ).toBe(false);
    expect(describeField({ type: "object", properties: { a: {} } }, {}).additional).toBeUndefined();
  });

  it("merges allOf parts into one object", () => {
    const field = describeField(
      {
        allOf: [
          { type: "object", properties: { a: { type: "string" } }, required: ["a"] },
          { properties: { b: { type: "number" } } },
        ],
      },
      {},
    );
    expect(field.kind).toBe("object");
    expect(field.properties.map((property) => [property.name, property.required])).toEqual([
      ["a", true],
      ["b", false],
    ]);
  });

  it("reads array item schemas and leaves a schema it cannot place as raw JSON", () => {
    expect(describeField({ type: "array", items: { type: "string" } }, {}).items).toEqual({
      type: "string",
    });
    expect(describeField({ items: { type: "string" } }, {}).kind).toBe("array");
    expect(describeField({}, {}).kind).toBe("json");
    expect(describeField(true, {}).kind).toBe("json");
  });

  it("labels a field by title, then name", () => {
    expect(fieldLabel(describeField({ title: "T", type: "string" }, {}), "name")).toBe("T");
    expect(fieldLabel(describeField({ type: "string" }, {}), "name")).toBe("name");
  });
});

describe("initialValue and blankValue", () => {
  it("applies defaults and consts, fills required objects, arrays and booleans", () => {
    const schema = {
      type: "object",
      properties: {
        mode: { type: "string", default: "fast" },
        version: { const: 2 },
        options: {
          type: "object",
          properties: { verbose: { type: "boolean" } },
          required: ["verbose"],
        },
        tags: { type: "array", items: { type: "string" } },
        name: { type: "string" },
        optional: { type: "object" },
      },
      required: ["options", "tags", "name"],
    };
    expect(initialValue(schema, schema)).toEqual({
      mode: "fast",
      version: 2,
      options: { verbose: false },
      tags: [],
    });
  });

  it("copies defaults, so editing the form never changes the schema", () => {
    const schema = { type: "object", properties: { list: { type: "array", default: [1] } } };
    const value = initialValue(schema, schema) as { list: number[] };
    value.list.push(2);
    expect(schema.properties.list.default).toEqual([1]);
  });

  it("gives new array items and rows a value of their type", () => {
    expect(blankValue({ type: "string" }, {})).toBe("");
    expect(blankValue({ type: "number", minimum: 3 }, {})).toBe(3);
    expect(blankValue({ enum: ["a", "b"] }, {})).toBe("a");
    expect(blankValue({ type: "object", properties: { a: { default: 1 } } }, {})).toEqual({ a: 1 });
    expect(blankValue({ anyOf: [{ type: "integer" }, { type: "string" }] }, {})).toBe(0);
    expect(blankValue({}, {})).toBeNull();
  });
});

describe("takesNoArguments", () => {
  it("reads server-everything's tools without parameters as taking none", () => {
    for (const name of ["get-env", "get-tiny-image", "toggle-simulated-logging"]) {
      const schema = inputOf(name);
      expect(takesNoArguments(schema, schema), name).toBe(true);
    }
    const echo = inputOf("echo");
    expect(takesNoArguments(echo, echo)).toBe(false);
  });

  it("reads MCP's ways of writing no parameters, and an open object as taking some", () => {
    expect(takesNoArguments({ type: "object" }, {})).toBe(true);
    expect(takesNoArguments({ type: "object", additionalProperties: false }, {})).toBe(true);
    expect(takesNoArguments({ type: "object", additionalProperties: true }, {})).toBe(false);
    expect(takesNoArguments({ type: "object", additionalProperties: { type: "string" } }, {})).toBe(
      false,
    );
    expect(takesNoArguments({ type: "object", patternProperties: { "^x": {} } }, {})).toBe(false);
    expect(takesNoArguments({ type: "string" }, {})).toBe(false);
  });
});
