import { describe, expect, it } from "vitest";
import {
  elicitationAccept,
  elicitationDone,
  elicitationFields,
  elicitationRefusal,
  elicitationRequestView,
  initialElicitationValues,
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

describe("elicitationFields", () => {
  it("reads each property's kind, label, limits and choices", () => {
    const fields = elicitationFields(everythingSchema);
    expect(fields.map((field) => [field.name, field.kind, field.required])).toEqual([
      ["name", "text", true],
      ["check", "boolean", false],
      ["email", "text", false],
      ["homepage", "text", false],
      ["birthdate", "text", false],
      ["integer", "integer", false],
      ["untitledMultipleSelectEnum", "multi-select", false],
      ["titledSingleSelectEnum", "select", false],
      ["titledMultipleSelectEnum", "multi-select", false],
      ["legacyTitledEnum", "select", false],
    ]);
    expect(fields[0]).toMatchObject({ label: "String", description: "Your full, legal name" });
    expect(fields[2]).toMatchObject({ format: "email" });
    expect(fields[5]).toMatchObject({ minimum: 1, maximum: 100 });
    expect(fields[6]).toMatchObject({
      minItems: 1,
      maxItems: 3,
      options: [
        { value: "Guitar", label: "Guitar" },
        { value: "Piano", label: "Piano" },
        { value: "Violin", label: "Violin" },
      ],
    });
    expect(fields[7]).toMatchObject({
      options: [
        { value: "hero-1", label: "Superman" },
        { value: "hero-2", label: "Green Lantern" },
      ],
    });
    expect(fields[8]).toMatchObject({
      options: [
        { value: "fish-1", label: "Tuna" },
        { value: "fish-2", label: "Salmon" },
      ],
    });
    expect(fields[9]).toMatchObject({
      options: [
        { value: "pet-1", label: "Cats" },
        { value: "pet-2", label: "Dogs" },
      ],
    });
  });

  it("labels a field by its name when it has no title, and falls back to JSON for other types", () => {
    expect(elicitationFields({ properties: { deep: { type: "object" } } })).toEqual([
      { name: "deep", label: "deep", required: false, kind: "json" },
    ]);
    expect(elicitationFields(undefined)).toEqual([]);
  });
});

describe("initialElicitationValues and elicitationAccept", () => {
  it("sends every default when the person accepts at once (SEP-1034)", () => {
    const fields = elicitationFields(defaultsSchema);
    const values = initialElicitationValues(defaultsSchema, fields);
    expect(values).toEqual({
      name: "John Doe",
      age: "30",
      score: "95.5",
      status: "active",
      verified: true,
    });
    expect(elicitationAccept(fields, values)).toEqual({
      answer: {
        result: {
          action: "accept",
          content: { name: "John Doe", age: 30, score: 95.5, status: "active", verified: true },
        },
      },
    });
  });

  it("applies server-everything's defaults and requires its name", () => {
    const fields = elicitationFields(everythingSchema);
    const values = initialElicitationValues(everythingSchema, fields);
    expect(values).toMatchObject({
      name: "",
      check: false,
      integer: "42",
      untitledMultipleSelectEnum: ["Guitar"],
      titledSingleSelectEnum: "hero-1",
      titledMultipleSelectEnum: ["fish-1"],
      legacyTitledEnum: "pet-1",
    });
    expect(elicitationAccept(fields, values)).toEqual({
      problems: [{ field: "name", message: "String is required." }],
    });
    expect(elicitationAccept(fields, { ...values, name: "Ada" })).toEqual({
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

  it("names every problem: formats, ranges, whole numbers, choices and counts", () => {
    const fields = elicitationFields(everythingSchema);
    const values = {
      ...initialElicitationValues(everythingSchema, fields),
      name: "Ada",
      email: "not-an-email",
      homepage: "example.com",
      birthdate: "31/01/2000",
      integer: "101",
      untitledMultipleSelectEnum: ["Guitar", "Piano", "Violin", "Drums"],
      titledSingleSelectEnum: "hero-9",
    };
    expect(elicitationAccept(fields, values)).toEqual({
      problems: [
        {
          field: "email",
          message: "String with email format: enter an email address such as name@example.com.",
        },
        {
          field: "homepage",
          message: "String with uri format: enter an absolute URI such as https://example.com.",
        },
        { field: "birthdate", message: "String with date format: enter a date as YYYY-MM-DD." },
        { field: "integer", message: "Integer: at most 100." },
        {
          field: "untitledMultipleSelectEnum",
          message: "Untitled Multiple Select Enum: choose at most 3.",
        },
        {
          field: "titledSingleSelectEnum",
          message: "Titled Single Select Enum: choose one of the options.",
        },
      ],
    });
    expect(
      elicitationAccept(fields, {
        ...values,
        email: "a@b.co",
        homepage: "https://a.b",
        birthdate: "2000-01-31",
        integer: "2.5",
        untitledMultipleSelectEnum: [],
        titledSingleSelectEnum: "",
      }),
    ).toEqual({
      problems: [{ field: "integer", message: "Integer: enter a whole number." }],
    });
  });

  it("leaves out an empty optional choice even with a minimum count", () => {
    const fields = elicitationFields(everythingSchema);
    const values = {
      ...initialElicitationValues(everythingSchema, fields),
      name: "Ada",
      untitledMultipleSelectEnum: [],
    };
    const accepted = elicitationAccept(fields, values);
    expect(accepted).toHaveProperty("answer");
    expect(JSON.stringify(accepted)).not.toContain("untitledMultipleSelectEnum");
  });

  it("checks date-time, lengths and JSON fields", () => {
    const schema = {
      properties: {
        when: { type: "string", format: "date-time" },
        code: { type: "string", minLength: 2, maxLength: 3 },
        extra: { type: "object" },
      },
    };
    const fields = elicitationFields(schema);
    expect(elicitationAccept(fields, { when: "2025-01-31 14:30", code: "a", extra: "{" })).toEqual({
      problems: [
        {
          field: "when",
          message: "when: enter a date and time with its zone, such as 2025-01-31T14:30:00Z.",
        },
        { field: "code", message: "code: at least 2 characters." },
        { field: "extra", message: "extra: enter valid JSON." },
      ],
    });
    expect(
      elicitationAccept(fields, { when: "2025-01-31T14:30:00Z", code: "abc", extra: '{"a":1}' }),
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
  it("reads form mode by default", () => {
    expect(
      elicitationRequestView({
        message: "Hi",
        requestedSchema: { properties: { a: { type: "boolean" } } },
      }),
    ).toEqual({
      mode: "form",
      message: "Hi",
      fields: [{ name: "a", label: "a", required: false, kind: "boolean" }],
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
