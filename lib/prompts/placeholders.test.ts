import { describe, expect, it } from "vitest";
import type { DialectServer } from "@/lib/dialects/dialect";
import {
  findPlaceholders,
  placeholderValues,
  renderPromptTemplate,
} from "@/lib/prompts/placeholders";

const weather: DialectServer = {
  name: "weather",
  transportLabel: "Streamable HTTP: /api/demo/mcp",
  instructions: "Forecasts for any city.\nUse it.",
  tools: [
    {
      name: "get_forecast",
      description: "The forecast for a city.",
      inputSchema: { type: "object", properties: { city: { type: "string" } } },
    },
  ],
  resources: [{ uri: "weather://cities", name: "cities", mimeType: "application/json" }],
  resourceTemplates: [{ uriTemplate: "weather://city/{name}", name: "city" }],
};

const context = {
  servers: [weather],
  task: "Weather in Paris?",
  now: new Date("2026-12-01T23:30:00Z"),
};

describe("findPlaceholders", () => {
  it("finds known and unknown placeholders with their offsets", () => {
    const text = "Use {{tools}} on {{ date }} and {{nope}}; not {single}.";
    expect(findPlaceholders(text)).toEqual([
      { name: "tools", start: 4, end: 13, known: true },
      { name: "date", start: 17, end: 27, known: true },
      { name: "nope", start: 32, end: 40, known: false },
    ]);
  });
});

describe("placeholderValues", () => {
  it("lists the servers' tools with their input schemas", () => {
    expect(placeholderValues(context).tools).toBe(
      '- get_forecast (server weather): The forecast for a city.\n  Input schema: {"type":"object","properties":{"city":{"type":"string"}}}',
    );
  });

  it("lists the servers with their transport, instructions and tool names", () => {
    expect(placeholderValues(context).mcp_servers).toBe(
      "- weather (Streamable HTTP: /api/demo/mcp)\n  Instructions: Forecasts for any city. Use it.\n  Tools: get_forecast",
    );
  });

  it("lists resources and resource templates", () => {
    expect(placeholderValues(context).resources).toBe(
      "- weather://cities (server weather): cities, application/json\n- weather://city/{name} (template, server weather): city",
    );
  });

  it("says so when nothing is connected", () => {
    const values = placeholderValues({ ...context, servers: [] });
    expect([values.tools, values.mcp_servers, values.resources]).toEqual([
      "(no tools)",
      "(no MCP servers)",
      "(no resources)",
    ]);
  });

  it("gives the task and the UTC day", () => {
    const values = placeholderValues(context);
    expect([values.task, values.date]).toEqual(["Weather in Paris?", "2026-12-01"]);
  });
});

describe("renderPromptTemplate", () => {
  it("fills known placeholders and leaves unknown ones as written", () => {
    expect(renderPromptTemplate("Task: {{task}} ({{date}}) {{unknown}}", context)).toBe(
      "Task: Weather in Paris? (2026-12-01) {{unknown}}",
    );
  });

  it("leaves a prompt without placeholders unchanged", () => {
    expect(renderPromptTemplate("No braces here.", context)).toBe("No braces here.");
  });

  it("does not read a value's braces as a placeholder", () => {
    expect(renderPromptTemplate("{{task}}", { ...context, task: "say {{date}}" })).toBe(
      "say {{date}}",
    );
  });
});
