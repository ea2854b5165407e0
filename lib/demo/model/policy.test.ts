import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { DemoBehaviour } from "@/lib/demo/model/models";
import { answerText } from "@/lib/demo/model/policy";
import { readAction } from "@/lib/demo/model/read-action";
import type { DemoChatMessage } from "@/lib/demo/model/request";
import {
  NEW_YORK_FORECAST,
  testConversation,
  testSystemPrompt,
  WEATHER_SERVER,
  WEATHER_TASK,
} from "@/lib/demo/model/test-prompt";

type Turn = { role: "assistant" | "user"; content: string };

const forecastResult = `[use_mcp_tool for 'weather'] Result:\n${NEW_YORK_FORECAST}`;
const writeResult =
  "[write_to_file for 'result.md'] Result:\nThe content was successfully saved to result.md.";

function answer(messages: DemoChatMessage[], behaviour: DemoBehaviour = "well-behaved") {
  const text = answerText(messages, behaviour);
  const action = readAction(text);
  if (!action) throw new Error(`no action in:\n${text}`);
  return { text, action };
}

/** Runs the conversation forward: each observation answers the model's previous turn. */
function run(
  task: string,
  observations: string[],
  behaviour: DemoBehaviour = "well-behaved",
  prompt?: string,
) {
  const turns: Turn[] = [];
  let last = answer(testConversation(task, turns, prompt), behaviour);
  for (const observation of observations) {
    turns.push({ role: "assistant", content: last.text }, { role: "user", content: observation });
    last = answer(testConversation(task, turns, prompt), behaviour);
  }
  return { ...last, turns };
}

describe("the weather conversation", () => {
  it("calls get_forecast with New York's coordinates on the first turn, after thinking", () => {
    const { text, action } = run(WEATHER_TASK, []);
    expect(text.startsWith("<thinking>\n")).toBe(true);
    expect(text).toContain("get_forecast");
    expect(text).toContain("40.7128, -74.0060");
    expect(action.name).toBe("use_mcp_tool");
    expect(action.params.server_name).toBe("weather");
    expect(action.params.tool_name).toBe("get_forecast");
    expect(JSON.parse(action.params.arguments ?? "")).toEqual({
      latitude: 40.7128,
      longitude: -74.006,
    });
  });

  it("writes a Markdown summary to result.md after the forecast observation", () => {
    const { text, action } = run(WEATHER_TASK, [forecastResult]);
    expect(text.startsWith("<thinking>\n")).toBe(true);
    expect(action.name).toBe("write_to_file");
    expect(action.params.path).toBe("result.md");
    expect(action.params.content).toBe(
      "# New York weather, tomorrow\n\n- Conditions: sunny\n- High: 24°C\n- Low: 17°C",
    );
  });

  it("completes with a summary after the write result", () => {
    const { text, action } = run(WEATHER_TASK, [forecastResult, writeResult]);
    expect(text.startsWith("<thinking>\n")).toBe(true);
    expect(action).toEqual({
      name: "attempt_completion",
      params: {
        result:
          "Tomorrow in New York will be sunny with a high of 24°C and a low of 17°C. I saved the forecast to result.md.",
      },
    });
  });

  it("takes the actions the xml-turns fixtures expect", () => {
    const expectedPath = resolve(process.cwd(), "../shared/fixtures/xml-turns/expected.json");
    const expected = JSON.parse(readFileSync(expectedPath, "utf8")) as Record<
      string,
      { actions: { name: string; params: Record<string, unknown> }[] }
    >;
    const first = run(WEATHER_TASK, []).action;
    const third = run(WEATHER_TASK, [forecastResult, writeResult]).action;
    expect({
      name: first.name,
      params: { ...first.params, arguments: JSON.parse(first.params.arguments ?? "") },
    }).toEqual(expected["weather-1-forecast.txt"]?.actions[0]);
    expect(third).toEqual(expected["weather-3-complete.txt"]?.actions[0]);
  });

  it("answers a Chinese task in Chinese and adds a Chinese line to the file", () => {
    const task = "纽约明天的天气怎么样？把结果写入 result.md";
    expect(JSON.parse(run(task, []).action.params.arguments ?? "")).toEqual({
      latitude: 40.7128,
      longitude: -74.006,
    });
    expect(run(task, [forecastResult]).action.params.content).toContain(
      "纽约明天晴，最高气温24°C，最低气温17°C。",
    );
    expect(run(task, [forecastResult, writeResult]).action.params.result).toBe(
      "纽约明天晴，最高气温24°C，最低气温17°C。结果已写入 result.md。",
    );
  });

  it("completes without a file when the task asks for none", () => {
    const { action } = run("What is the weather in Seattle today?", [forecastResult]);
    expect(action.name).toBe("attempt_completion");
    expect(action.params.result).toContain(
      "Today in Seattle will be partly cloudy with a high of 22°C",
    );
  });

  it("gives the same answer text to the same request", () => {
    const messages = testConversation(WEATHER_TASK, [
      { role: "assistant", content: "x" },
      { role: "user", content: forecastResult },
    ]);
    expect(answerText(messages, "sloppy")).toBe(answerText(structuredClone(messages), "sloppy"));
  });
});

describe("the sloppy demo model", () => {
  it("sends malformed JSON on its first tool call and valid JSON on the retry after the host's error", () => {
    const first = run(WEATHER_TASK, [], "sloppy");
    expect(first.action.params.arguments).toBe('{"latitude": 40.7128, "longitude": -74.006,}');
    expect(() => JSON.parse(first.action.params.arguments ?? "")).toThrow();
    const error =
      "[use_mcp_tool for 'weather'] Result:\n[ERROR] Invalid JSON argument used with use_mcp_tool for get_forecast: Expected double-quoted property name. Please retry with a properly formatted JSON argument.";
    const retry = run(WEATHER_TASK, [error], "sloppy");
    expect(retry.action.name).toBe("use_mcp_tool");
    expect(JSON.parse(retry.action.params.arguments ?? "")).toEqual({
      latitude: 40.7128,
      longitude: -74.006,
    });
  });

  it("makes its third tool call malformed again", () => {
    const error =
      "[use_mcp_tool for 'weather'] Result:\n[ERROR] Invalid JSON argument used with use_mcp_tool for get_forecast: bad.";
    const task = "Weather tomorrow in Boston, and any alerts?";
    const third = run(task, [error, forecastResult], "sloppy");
    expect(third.action.params.tool_name).toBe("get_alerts");
    expect(third.action.params.arguments).toBe('{"state": "MA",}');
  });

  it("skips thinking before attempt_completion", () => {
    const { text, action } = run(WEATHER_TASK, [forecastResult, writeResult], "sloppy");
    expect(text.startsWith("<attempt_completion>\n")).toBe(true);
    expect(text).not.toContain("<thinking>");
    expect(action.name).toBe("attempt_completion");
  });
});

describe("choosing tools and places", () => {
  it("calls get_alerts with the city's state for an alerts task", () => {
    const { action } = run("Are there any weather alerts for Miami right now?", []);
    expect(action.params.tool_name).toBe("get_alerts");
    expect(JSON.parse(action.params.arguments ?? "")).toEqual({ state: "FL" });
  });

  it("reports the alerts it received, one line each", () => {
    const alerts =
      "[use_mcp_tool for 'weather'] Result:\nActive alerts for FL:\n\nEvent: Rip Current Statement\nArea: Coastal Miami-Dade County\nSeverity: Moderate";
    const { action } = run("Are there any weather alerts for Miami right now?", [alerts]);
    expect(action.params.result).toBe(
      "There is 1 active weather alert for FL:\n- Rip Current Statement (Moderate): Coastal Miami-Dade County",
    );
  });

  it("names a place given by coordinates the way the forecast does", () => {
    const forecast =
      "[use_mcp_tool for 'weather'] Result:\nForecast for Seattle, WA (47.6062, -122.3321):\n\nTonight:\nTemperature: 10°C\nConditions: Rain";
    const { action } = run("Forecast for 47.6, -122.3 tonight", [forecast]);
    expect(action.params.result).toBe(
      "Tonight in Seattle, WA will be rain with a temperature around 10°C.",
    );
  });

  it("recognizes a state by name for an alerts task", () => {
    const { action } = run("Any weather warnings in Texas?", []);
    expect(JSON.parse(action.params.arguments ?? "")).toEqual({ state: "TX" });
  });

  it("recognizes Chinese city names", () => {
    const { action } = run("旧金山今天的天气", []);
    expect(JSON.parse(action.params.arguments ?? "")).toEqual({
      latitude: 37.7749,
      longitude: -122.4194,
    });
  });

  it("asks a follow-up question with options when no city is recognized", () => {
    const { text, action } = run("What's the weather like tomorrow?", []);
    expect(text.startsWith("<thinking>\n")).toBe(true);
    expect(action.name).toBe("ask_followup_question");
    expect(action.params.question).toBe("Which city do you want the forecast for?");
    expect(JSON.parse(action.params.options ?? "")).toContain("New York");
  });

  it("uses the city from the answer to its question", () => {
    const reply =
      "[ask_followup_question for 'Which city do you want the forecast for?'] Result:\n<answer>\nChicago\n</answer>";
    const { action } = run("What's the weather like tomorrow?", [reply]);
    expect(JSON.parse(action.params.arguments ?? "")).toEqual({
      latitude: 41.8781,
      longitude: -87.6298,
    });
  });

  it("stops asking after an answer it still cannot place", () => {
    const reply =
      "[ask_followup_question for 'Which city?'] Result:\n<answer>\nAtlantis\n</answer>";
    const { action } = run("What's the weather like tomorrow?", [reply]);
    expect(action.name).toBe("attempt_completion");
    expect(action.params.result).toContain("I could not tell which place you mean");
  });

  it("reads the other tools when one tool's schema is broken", () => {
    const broken = {
      ...WEATHER_SERVER,
      tools: [
        { name: "get_alerts", description: "Alerts.", schema: "{ not json" },
        ...WEATHER_SERVER.tools.slice(0, 1),
      ],
    };
    const { action } = run(
      WEATHER_TASK,
      [],
      "well-behaved",
      testSystemPrompt({ servers: [broken] }),
    );
    expect(JSON.parse(action.params.arguments ?? "")).toEqual({
      latitude: 40.7128,
      longitude: -74.006,
    });
  });

  it("reads a resource the task names", () => {
    const { action } = run("Read weather://cities and tell me which cities you know.", []);
    expect(action).toEqual({
      name: "access_mcp_resource",
      params: { server_name: "weather", uri: "weather://cities" },
    });
  });
});

describe("when the prompt or the host says no", () => {
  it("skips the file and completes when the write_to_file section is deleted from the prompt", () => {
    const prompt = testSystemPrompt({ omitSections: ["write_to_file"] });
    const { action } = run(WEATHER_TASK, [forecastResult], "well-behaved", prompt);
    expect(action.name).toBe("attempt_completion");
    expect(action.params.result).toContain("no write_to_file tool is available");
  });

  it("explains in attempt_completion that no MCP server is connected", () => {
    const { text, action } = run(
      WEATHER_TASK,
      [],
      "well-behaved",
      testSystemPrompt({ servers: [] }),
    );
    expect(text).toContain("no MCP server is connected");
    expect(action.name).toBe("attempt_completion");
    expect(action.params.result).toContain("no MCP server is connected");
  });

  it("explains when no listed tool fits the task", () => {
    const echo = {
      name: "everything",
      transport: "stdio",
      tools: [
        {
          name: "echo",
          description: "Echoes.",
          schema: '{"type":"object","properties":{"message":{"type":"string"}}}',
        },
      ],
    };
    const { action } = run(WEATHER_TASK, [], "well-behaved", testSystemPrompt({ servers: [echo] }));
    expect(action.name).toBe("attempt_completion");
    expect(action.params.result).toBe(
      "I could not answer: none of the connected MCP tools (echo) can give a forecast.",
    );
  });

  it("explains that it could not get the data after a tool error", () => {
    const { action } = run(WEATHER_TASK, [
      "[use_mcp_tool for 'weather'] Result:\n[ERROR] Upstream timed out",
    ]);
    expect(action.name).toBe("attempt_completion");
    expect(action.params.result).toBe(
      'I could not get the data: get_forecast failed with "Upstream timed out".',
    );
  });

  it("explains that it could not get the data after a denial", () => {
    const { action } = run(WEATHER_TASK, [
      "[use_mcp_tool for 'weather'] Result:\nThe user denied this operation.",
    ]);
    expect(action.params.result).toBe(
      "I could not get the data because the get_forecast call was denied.",
    );
  });

  it("reports without the file when writing it was denied", () => {
    const denied = "[write_to_file for 'result.md'] Result:\nThe user denied this operation.";
    const { action } = run(WEATHER_TASK, [forecastResult, denied]);
    expect(action.name).toBe("attempt_completion");
    expect(action.params.result).toContain(
      "I did not save it to result.md: writing the file was denied.",
    );
  });

  it("retries once with valid JSON after an invalid-JSON error, and stops after a second", () => {
    const error =
      "[use_mcp_tool for 'weather'] Result:\n[ERROR] Invalid JSON argument used with use_mcp_tool for get_forecast: x. Please retry with a properly formatted JSON argument.";
    const retry = run(WEATHER_TASK, [error]);
    expect(retry.text).toContain("retry with a properly formatted JSON object");
    expect(retry.action.name).toBe("use_mcp_tool");
    expect(run(WEATHER_TASK, [error, error]).action.name).toBe("attempt_completion");
  });

  it("uses a tool again after the host says no tool was used", () => {
    const noTool =
      "[ERROR] You did not use a tool in your previous response! Please retry with a tool use.";
    expect(run(WEATHER_TASK, [noTool]).action.name).toBe("use_mcp_tool");
    expect(run(WEATHER_TASK, [forecastResult, noTool]).action.name).toBe("write_to_file");
  });
});
