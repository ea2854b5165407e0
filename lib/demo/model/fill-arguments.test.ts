import { describe, expect, it } from "vitest";
import { fillArguments } from "@/lib/demo/model/fill-arguments";
import everything from "@/test/support/server-everything-tools.json";

const schemaOf = (name: string) => everything.tools.find((tool) => tool.name === name)?.inputSchema;

describe("fillArguments", () => {
  it("fills a string with the task's quoted text", () => {
    expect(fillArguments(schemaOf("echo"), 'Echo "hello from Loupe"')).toEqual({
      message: "hello from Loupe",
    });
    expect(fillArguments(schemaOf("echo"), "Echo “curly quotes”")).toEqual({
      message: "curly quotes",
    });
  });

  it("fills a required string with the task when nothing is quoted, ignoring apostrophes", () => {
    expect(fillArguments(schemaOf("echo"), "Echo what's said")).toEqual({
      message: "Echo what's said",
    });
  });

  it("fills numbers in the order the task gives them", () => {
    expect(fillArguments(schemaOf("get-sum"), "Add 3 and 4.5, please")).toEqual({ a: 3, b: 4.5 });
  });

  it("gives a number to the property named beside it, and the others their defaults", () => {
    const schema = schemaOf("trigger-long-running-operation");
    expect(fillArguments(schema, "Run a long running operation with 3 steps")).toEqual({
      duration: 10,
      steps: 3,
    });
    expect(fillArguments(schema, "A 2 second operation in 4 steps")).toEqual({
      duration: 2,
      steps: 4,
    });
    expect(fillArguments(schema, "steps: 6, duration of 1")).toEqual({ duration: 1, steps: 6 });
    const oddNames = { properties: { "a.b(": { type: "number" } }, required: ["a.b("] };
    expect(fillArguments(oddNames, "a.b( 7")).toEqual({ "a.b(": 7 });
  });

  it("takes the enum value the task names, else the default, else the first when required", () => {
    expect(fillArguments(schemaOf("get-structured-content"), "Weather in Chicago")).toEqual({
      location: "Chicago",
    });
    expect(fillArguments(schemaOf("get-resource-reference"), "a blob reference")).toEqual({
      resourceType: "Blob",
      resourceId: 1,
    });
    expect(fillArguments(schemaOf("get-annotated-message"), "an annotated message")).toEqual({
      messageType: "error",
      includeImage: false,
    });
  });

  it("uses defaults for what the task does not say", () => {
    expect(fillArguments(schemaOf("trigger-long-running-operation"), "run for 2 seconds")).toEqual({
      duration: 2,
      steps: 5,
    });
  });

  it("fills required fields with a placeholder of their type and leaves other fields out", () => {
    const schema = {
      type: "object",
      properties: {
        count: { type: "integer", minimum: 1 },
        ratio: { type: ["number", "null"] },
        verbose: { type: "boolean" },
        tags: { type: "array" },
      },
      required: ["count", "verbose"],
    };
    expect(fillArguments(schema, "no numbers in result2.md")).toEqual({ count: 1, verbose: false });
    expect(fillArguments(undefined, "anything")).toEqual({});
  });
});
