import { describe, expect, it } from "vitest";
import everything from "@/test/support/server-everything-tools.json";
import { renderExampleCall } from "./example-call";
import { parseXmlAnswer } from "./streaming-parser";
import { renderXmlSystemPrompt } from "./system-prompt";

const everythingServer = {
  name: "everything",
  transportLabel: "stdio: x",
  tools: everything.tools,
};

describe("the XML prompt's worked example", () => {
  it("calls the first tool of the connected servers, with its required arguments", () => {
    const example = renderExampleCall([
      { name: "empty", transportLabel: "stdio: y", tools: [] },
      everythingServer,
    ]);
    const [action] = parseXmlAnswer(example).actions;
    expect(action?.params).toMatchObject({ server_name: "everything", tool_name: "echo" });
    expect(JSON.parse(String(action?.params.arguments))).toEqual({ message: "example" });
  });

  it("takes defaults, examples and enum values from the schema", () => {
    const tool = {
      name: "t",
      inputSchema: {
        properties: {
          a: { type: "number", default: 3 },
          b: { type: "string", examples: ["NY"] },
          c: { enum: ["x", "y"] },
          d: { type: ["integer", "null"] },
        },
        required: ["a", "b", "c", "d"],
      },
    };
    const example = renderExampleCall([{ name: "s", transportLabel: "", tools: [tool] }]);
    expect(example).toContain('{\n  "a": 3,\n  "b": "NY",\n  "c": "x",\n  "d": 0\n}');
  });

  it("names no real tool when none is connected", () => {
    expect(renderExampleCall([])).toBe(
      '<use_mcp_tool>\n<server_name>server name</server_name>\n<tool_name>tool name</tool_name>\n<arguments>\n{\n  "parameter": "value"\n}\n</arguments>\n</use_mcp_tool>',
    );
  });

  it("never names the weather server when only server-everything is connected", () => {
    const prompt = renderXmlSystemPrompt({ servers: [everythingServer] });
    expect(prompt).not.toContain("weather");
    expect(prompt).not.toContain("get_forecast");
    expect(prompt).toContain("<server_name>everything</server_name>\n<tool_name>echo</tool_name>");
  });
});
