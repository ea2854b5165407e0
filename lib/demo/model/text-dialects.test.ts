import { describe, expect, it } from "vitest";
import { answerChatCompletion } from "@/lib/demo/model/answer";
import type { DemoChatMessage } from "@/lib/demo/model/chat-request-schema";
import { type DialectId, type DialectServer, dialectFor, hostActionOf } from "@/lib/dialects";
import { NEW_YORK_FORECAST, WEATHER_TASK } from "@/test/support/demo-requests";

/** The demo weather server as the host's catalogue lists it. */
const weather: DialectServer = {
  name: "weather",
  transportLabel: "Streamable HTTP: /api/demo/mcp",
  tools: [
    {
      name: "get_forecast",
      description: "Get the weather forecast for a location.",
      inputSchema: {
        type: "object",
        properties: { latitude: { type: "number" }, longitude: { type: "number" } },
        required: ["latitude", "longitude"],
      },
    },
  ],
  resources: [],
  resourceTemplates: [],
};

/**
 * Runs the demo model as a host would in a text dialect: its own prompt and task message, each
 * answer's action executed by `outcomes` (in order) and worded back by the dialect.
 */
function run(dialect: DialectId, model: string, outcomes: string[]) {
  const host = dialectFor(dialect);
  const messages: DemoChatMessage[] = [
    { role: "system", content: host.renderSystemPrompt([weather]) },
    { role: "user", content: host.formatTask(WEATHER_TASK) },
  ];
  const request = () => ({ model, messages, stop: [...host.stopSequences] });
  const readings = [];
  for (const text of [...outcomes, undefined]) {
    const answer = answerChatCompletion(request());
    const [action] = host.readAll({ content: answer.text, toolCalls: [] }, { servers: [weather] });
    if (!action) throw new Error(`no action in ${answer.text}`);
    readings.push({ text: answer.text, action, host: hostActionOf({ dialect, action }) });
    if (text === undefined) break;
    const outcome = action.valid
      ? ({ kind: "result", text, isError: false } as const)
      : ({ kind: "invalid", reasons: action.errors } as const);
    const observation = host.observe(action, outcome);
    messages.push(host.assistantMessage({ content: answer.text, toolCalls: [] }, action), {
      role: "user",
      content: observation.content,
    });
  }
  return readings;
}

describe.each(["react-text", "json"] as const)("the demo model in %s", (dialect) => {
  it("fetches the forecast, writes result.md, then gives its final answer", () => {
    const [forecast, write, finish] = run(dialect, "demo", [NEW_YORK_FORECAST, "Saved."]);
    expect(forecast?.host).toMatchObject({
      kind: "mcp-tool",
      server: "weather",
      tool: "get_forecast",
      arguments: { latitude: 40.7128, longitude: -74.006 },
    });
    expect(forecast?.text).toMatch(/^Thought: /);
    expect(write?.host).toMatchObject({ kind: "file-tool", which: "write" });
    expect(finish?.host).toMatchObject({ kind: "finish" });
    expect(finish?.host.kind === "finish" && finish.host.result).toContain("New York");
  });

  it("as demo-sloppy, breaks its first call, then retries it whole after the error", () => {
    const [broken, retry] = run(dialect, "demo-sloppy", ["not run"]);
    expect(broken?.action.valid).toBe(false);
    expect(retry?.action.valid).toBe(true);
    expect(retry?.host).toMatchObject({ kind: "mcp-tool", tool: "get_forecast" });
  });
});

describe("demo-sloppy's broken call", () => {
  it("has no Action Input in react-text, a trailing comma in the json blob", () => {
    const [reactText] = run("react-text", "demo-sloppy", []);
    const [json] = run("json", "demo-sloppy", []);
    expect(reactText?.text).not.toContain("Action Input:");
    expect(reactText?.action.errors).toEqual([
      "the action 'weather.get_forecast' has no Action Input",
    ]);
    expect(json?.text).toMatch(/"longitude": -74\.006,\n {2}\}/);
  });
});
