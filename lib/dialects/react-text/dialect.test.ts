import { describe, expect, it } from "vitest";
import type { DialectServer } from "@/lib/dialects/dialect";
import { reactTextDialect } from "./dialect";

const weather: DialectServer = {
  name: "weather",
  transportLabel: "Streamable HTTP: /api/demo/mcp",
  tools: [
    {
      name: "get_forecast",
      description: "Get the weather forecast\nfor a location.",
      inputSchema: { type: "object", properties: { latitude: { type: "number" } } },
    },
  ],
  resources: [],
  resourceTemplates: [],
};

describe("the ReAct text dialect", () => {
  it("renders the classic agent prompt with each tool's name, description and input schema", () => {
    const prompt = reactTextDialect.renderSystemPrompt([weather]);
    expect(prompt).toContain(
      '- weather.get_forecast: Get the weather forecast for a location. (MCP server \'weather\')\n  Input schema: {"type":"object","properties":{"latitude":{"type":"number"}}}',
    );
    expect(prompt).toContain("- write_to_file: ");
    expect(prompt).toMatch(
      /^Action: the action to take, should be one of \[weather\.get_forecast, write_to_file/m,
    );
    for (const keyword of ["Thought:", "Action Input:", "Observation:", "Final Answer:"]) {
      expect(prompt).toMatch(new RegExp(`^${keyword}`, "m"));
    }
    expect(reactTextDialect.isAskedForBy?.(prompt)).toBe(true);
    expect(reactTextDialect.formatTask("Weather?")).toBe("Question: Weather?");
  });

  it("stops the model before it writes an Observation", () => {
    expect(reactTextDialect.stopSequences).toEqual(["\nObservation:"]);
  });

  it("keeps the answer up to the action in the history, and sends results back as Observations", () => {
    const answer = reactTextDialect.write({
      kind: "file-tool",
      which: "read",
      args: { path: "a.md" },
    });
    const [action] = reactTextDialect.readAll({ ...answer, content: `${answer.content}\n\nmore` });
    if (!action) throw new Error("no action read");
    expect(reactTextDialect.assistantMessage(answer, action).content).toBe(answer.content);
    expect(
      reactTextDialect.observe(action, { kind: "result", text: "# A", isError: false }),
    ).toEqual({ role: "user", content: "Observation: # A" });
    expect(
      reactTextDialect.observe(action, { kind: "result", text: "no such file", isError: true })
        .content,
    ).toBe("Observation: Error: no such file");
  });

  it("feeds a format error back as the prompt says: Error:, what was wrong, the format again", () => {
    const [action] = reactTextDialect.readAll({
      content: "Thought: x\nAction: weather.get_forecast",
      toolCalls: [],
    });
    if (!action) throw new Error("no action read");
    const host = reactTextDialect.hostAction(action);
    expect(host).toMatchObject({ kind: "invalid", source: { name: "weather.get_forecast" } });
    const reasons = host.kind === "invalid" ? host.reasons : [];
    expect(reactTextDialect.observe(action, { kind: "invalid", reasons }).content).toBe(
      "Observation: Error: the host could not run your action: the action 'weather.get_forecast' has no Action Input. Answer again in the format: Thought, then Action: one of the listed tools, then Action Input: a JSON object.",
    );
    expect(reactTextDialect.observe(null, { kind: "denied" }).content).toMatch(
      /^Observation: Error: your answer had no Action/,
    );
  });
});
