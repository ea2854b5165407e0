import { describe, expect, it } from "vitest";
import { describeField, fieldLabel } from "@/lib/views/inspector/forms/schema-form";
import {
  elicitationAccept,
  elicitationDone,
  elicitationRefusal,
  elicitationRequestView,
  initialElicitationContent,
} from "./elicitation";

/** The schema of the conformance scenario "elicitation-sep1034-client-defaults". */
const defaultsSchema = {
  type: "object",
  properties: {
    name: { type: "string", description: "User name", default: "John Doe" },
    age: { type: "integer", description: "User age", default: 30 },
    score: { type: "number", description: "User score", default: 95.5 },
    status: {
      type: "string",
      description: "User status",
      enum: ["active", "inactive", "pending"],
      default: "active",
    },
    verified: { type: "boolean", description: "Verification status", default: true },
  },
  required: [],
};

/** Part of server-everything's `trigger-elicitation-request` schema. */
const everythingSchema = {
  type: "object",
  properties: {
    name: { title: "String", type: "string", description: "Your full, legal name" },
    check: { title: "Boolean", type: "boolean" },
    email: { title: "String with email format", type: "string", format: "email" },
    homepage: { type: "string", format: "uri", title: "String with uri format" },
    birthdate: { title: "String with date format", type: "string", format: "date" },
    integer: { title: "Integer", type: "integer", minimum: 1, maximum: 100, default: 42 },
    untitledMultipleSelectEnum: {
      type: "array",
      title: "Untitled Multiple Select Enum",
      minItems: 1,
      maxItems: 3,
      items: { type: "string", enum: ["Guitar", "Piano", "Violin"] },
      default: ["Guitar"],
    },
    titledSingleSelectEnum: {
      type: "string",
      title: "Titled Single Select Enum",
      oneOf: [
        { const: "hero-1", title: "Superman" },
        { const: "hero-2", title: "Green Lantern" },
      ],
      default: "hero-1",
    },
    titledMultipleSelectEnum: {
      type: "array",
      title: "Titled Multiple Select Enum",
      items: {
        anyOf: [
          { const: "fish-1", title: "Tuna" },
          { const: "fish-2", title: "Salmon" },
        ],
      },
      default: ["fish-1"],
    },
    legacyTitledEnum: {
      type: "string",
      title: "Legacy",
      enum: ["pet-1", "pet-2"],
      enumNames: ["Cats", "Dogs"],
      default: "pet-1",
    },
  },
  required: ["name"],
};

/** The form a requested schema makes: the tools' engine reading each property. */
function formOf(requestedSchema: unknown) {
  const view = elicitationRequestView({ message: "", requestedSchema });
  if (view.mode !== "form") throw new Error("expected form mode");
  const { schema } = view;
  const properties = describeField(schema, schema).properties.map((property) => {
    const field = describeField(property.schema, schema);
    return { property, field, label: fieldLabel(field, property.name) };
  });
  return { schema, properties };
}

describe("an elicitation's form, drawn by the tools' engine", () => {
  it("reads each property's kind, label, limits and titled choices", () => {
    const { properties } = formOf(everythingSchema);
    expect(
      properties.map(({ property, field }) => [property.name, field.kind, property.required]),
    ).toEqual([
      ["name", "string", true],
      ["check", "boolean", false],
      ["email", "string", false],
      ["homepage", "string", false],
      ["birthdate", "string", false],
      ["integer", "integer", false],
      ["untitledMultipleSelectEnum", "choices", false],
      ["titledSingleSelectEnum", "enum", false],
      ["titledMultipleSelectEnum", "choices", false],
      ["legacyTitledEnum", "enum", false],
    ]);
    expect(properties[0]).toMatchObject({
      label: "String",
      field: { description: "Your full, legal name" },
    });
    expect(properties[2]?.field.format).toBe("email");
    expect(properties[5]?.field.schema).toMatchObject({ minimum: 1, maximum: 100 });
    expect(properties[6]?.field).toMatchObject({
      schema: { minItems: 1, maxItems: 3 },
      options: ["Guitar", "Piano", "Violin"],
      optionLabels: ["Guitar", "Piano", "Violin"],
    });
    expect(properties[7]?.field).toMatchObject({
      options: ["hero-1", "hero-2"],
      optionLabels: ["Superman", "Green Lantern"],
    });
    expect(properties[8]?.field).toMatchObject({
      options: ["fish-1", "fish-2"],
      optionLabels: ["Tuna", "Salmon"],
    });
    expect(properties[9]?.field).toMatchObject({
      options: ["pet-1", "pet-2"],
      optionLabels: ["Cats", "Dogs"],
    });
  });

  it("labels a field by its name when it has no title, and reads a missing schema as no fields", () => {
    expect(formOf({ properties: { deep: { type: "object" } } }).properties).toMatchObject([
      { label: "deep", field: { kind: "object" } },
    ]);
    expect(formOf(undefined)).toEqual({ schema: { type: "object" }, properties: [] });
  });
});

describe("initialElicitationContent and elicitationAccept", () => {
  it("sends every default when the person accepts at once (SEP-1034)", () => {
    const { schema } = formOf(defaultsSchema);
    const content = initialElicitationContent(schema);
    expect(content).toEqual({
      name: "John Doe",
      age: 30,
      score: 95.5,
      status: "active",
      verified: true,
    });
    expect(elicitationAccept(schema, content)).toEqual({
      answer: {
        result: {
          action: "accept",
          content: { name: "John Doe", age: 30, score: 95.5, status: "active", verified: true },
        },
      },
    });
  });

  it("applies server-everything's defaults, requires its name and sends an unticked box as false", () => {
    const { schema } = formOf(everythingSchema);
    const content = initialElicitationContent(schema);
    expect(content).toEqual({
      integer: 42,
      untitledMultipleSelectEnum: ["Guitar"],
      titledSingleSelectEnum: "hero-1",
      titledMultipleSelectEnum: ["fish-1"],
      legacyTitledEnum: "pet-1",
    });
    expect(elicitationAccept(schema, content)).toEqual({
      problems: {
        issues: [{ path: ["name"], message: "String is required." }],
        labels: ["String"],
      },
    });
    expect(elicitationAccept(schema, { ...content, name: "  " })).toHaveProperty("problems");
    expect(elicitationAccept(schema, { ...content, name: "Ada" })).toEqual({
      answer: {
        result: {
          action: "accept",
          content: {
            name: "Ada",
            check: false,
            integer: 42,
            untitledMultipleSelectEnum: ["Guitar"],
            titledSingleSelectEnum: "hero-1",
            titledMultipleSelectEnum: ["fish-1"],
            legacyTitledEnum: "pet-1",
          },
        },
      },
    });
  });

  it("names every problem at its field: formats, ranges, whole numbers, choices and counts", () => {
    const { schema } = formOf(everythingSchema);
    const content = {
      ...initialElicitationContent(schema),
      name: "Ada",
      email: "not-an-email",
      homepage: "example.com",
      birthdate: "31/01/2000",
      integer: 101,
      untitledMultipleSelectEnum: ["Guitar", "Piano", "Violin", "Drums"],
      titledSingleSelectEnum: "hero-9",
    };
    expect(elicitationAccept(schema, content)).toEqual({
      problems: {
        issues: [
          {
            path: ["email"],
            message: "String with email format: enter an email address such as name@example.com.",
          },
          {
            path: ["homepage"],
            message: "String with uri format: enter an absolute URI such as https://example.com.",
          },
          { path: ["birthdate"], message: "String with date format: enter a date as YYYY-MM-DD." },
          { path: ["integer"], message: "Integer: at most 100." },
          {
            path: ["untitledMultipleSelectEnum"],
            message: "Untitled Multiple Select Enum: choose at most 3.",
          },
          {
            path: ["titledSingleSelectEnum"],
            message: "Titled Single Select Enum: choose one of the options.",
          },
        ],
        labels: [
          "String with email format",
          "String with uri format",
          "String with date format",
          "Integer",
          "Untitled Multiple Select Enum",
          "Titled Single Select Enum",
        ],
      },
    });
    const fixed = {
      ...content,
      email: "a@b.co",
      homepage: "https://a.b",
      birthdate: "2000-01-31",
      integer: 7,
      untitledMultipleSelectEnum: ["Guitar"],
      titledSingleSelectEnum: undefined,
    };
    expect(elicitationAccept(schema, fixed)).toHaveProperty("answer");
    expect(elicitationAccept(schema, { ...fixed, birthdate: "2025-02-30" })).toEqual({
      problems: {
        issues: [
          { path: ["birthdate"], message: "String with date format: enter a date as YYYY-MM-DD." },
        ],
        labels: ["String with date format"],
      },
    });
    expect(elicitationAccept(schema, { ...fixed, integer: 2.5 })).toEqual({
      problems: {
        issues: [{ path: ["integer"], message: "Integer: enter a whole number." }],
        labels: ["Integer"],
      },
    });
    expect(elicitationAccept(schema, { ...fixed, integer: "4x" })).toMatchObject({
      problems: { issues: [{ path: ["integer"], message: "Integer: enter a number." }] },
    });
    expect(
      elicitationAccept(schema, { ...fixed, untitledMultipleSelectEnum: ["Tuba"] }),
    ).toMatchObject({
      problems: {
        issues: [
          {
            path: ["untitledMultipleSelectEnum"],
            message: "Untitled Multiple Select Enum: choose among the options.",
          },
        ],
      },
    });
  });

  it("leaves out an empty optional choice even with a minimum count, and requires a required one", () => {
    const { schema } = formOf(everythingSchema);
    const content = { ...initialElicitationContent(schema), name: "Ada" };
    for (const untitledMultipleSelectEnum of [[], undefined]) {
      const accepted = elicitationAccept(schema, { ...content, untitledMultipleSelectEnum });
      expect(accepted).toHaveProperty("answer");
      expect(JSON.stringify(accepted)).not.toContain("untitledMultipleSelectEnum");
    }
    const required = formOf({
      properties: { tools: { type: "array", items: { enum: ["a", "b"] } } },
      required: ["tools"],
    }).schema;
    expect(initialElicitationContent(required)).toEqual({ tools: [] });
    expect(elicitationAccept(required, { tools: [] })).toMatchObject({
      problems: { issues: [{ path: ["tools"], message: "tools: choose at least one." }] },
    });
  });

  it("checks date-time and lengths, and sends a nested value as the form built it", () => {
    const { schema } = formOf({
      properties: {
        when: { type: "string", format: "date-time" },
        code: { type: "string", minLength: 2, maxLength: 3 },
        extra: { type: "object" },
      },
    });
    expect(elicitationAccept(schema, { when: "2025-01-31 14:30", code: "a" })).toEqual({
      problems: {
        issues: [
          {
            path: ["when"],
            message: "when: enter a date and time with its zone, such as 2025-01-31T14:30:00Z.",
          },
          { path: ["code"], message: "code: at least 2 characters." },
        ],
        labels: ["when", "code"],
      },
    });
    expect(
      elicitationAccept(schema, { when: "2025-01-31T14:30:00Z", code: "abc", extra: { a: 1 } }),
    ).toEqual({
      answer: {
        result: {
          action: "accept",
          content: { when: "2025-01-31T14:30:00Z", code: "abc", extra: { a: 1 } },
        },
      },
    });
  });
});

describe("elicitationRequestView", () => {
  it("reads form mode by default, its requested schema as an object schema", () => {
    expect(
      elicitationRequestView({
        message: "Hi",
        requestedSchema: { properties: { a: { type: "boolean" } } },
      }),
    ).toEqual({
      mode: "form",
      message: "Hi",
      schema: { type: "object", properties: { a: { type: "boolean" } } },
    });
  });

  it("reads URL mode", () => {
    expect(
      elicitationRequestView({
        mode: "url",
        message: "Sign in",
        url: "https://example.com/auth",
        elicitationId: "e1",
      }),
    ).toEqual({
      mode: "url",
      message: "Sign in",
      url: "https://example.com/auth",
      elicitationId: "e1",
    });
  });
});

describe("answers", () => {
  it("answers done, decline and cancel", () => {
    expect(elicitationDone()).toEqual({ result: { action: "accept" } });
    expect(elicitationRefusal("decline")).toEqual({ result: { action: "decline" } });
    expect(elicitationRefusal("cancel")).toEqual({ result: { action: "cancel" } });
  });
});
