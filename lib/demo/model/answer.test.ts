import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { answerChatCompletion, type DemoAnswer } from "@/lib/demo/model/answer";
import type { DemoChatMessage, DemoChatRequest } from "@/lib/demo/model/chat-request-schema";
import { dialectFor } from "@/lib/dialects";
import {
  NATIVE_TOOLS,
  NEW_YORK_FORECAST,
  nativeRequest,
  readXmlAction,
  xmlRequest,
  xmlSystemPrompt,
} from "@/test/support/demo-requests";

const forecastResult = `[use_mcp_tool for 'weather'] Result:\n${NEW_YORK_FORECAST}`;
const writeResult =
  "[write_to_file for 'result.md'] Result:\nThe content was successfully saved to result.md.";
const summary = "Tomorrow in New York will be sunny with a high of 24°C and a low of 17°C.";
const fileContent =
  "# New York weather, tomorrow\n\n- Conditions: sunny\n- High: 24°C\n- Low: 17°C";
const invalidJson =
  "[use_mcp_tool for 'weather'] Result:\n[ERROR] Invalid JSON argument used with use_mcp_tool for get_forecast: Expected double-quoted property name. Please retry with a properly formatted JSON argument.";

/** Answers an xml conversation whose observations follow the model's own previous answers. */
function xmlTurn(observations: string[], options: Parameters<typeof xmlRequest>[1] = {}) {
  const turns: DemoChatMessage[] = [];
  let answer = answerChatCompletion(xmlRequest(turns, options));
  for (const observation of observations) {
    turns.push({ role: "assistant", content: answer.text }, { role: "user", content: observation });
    answer = answerChatCompletion(xmlRequest(turns, options));
  }
  return { answer, action: readXmlAction(answer.text) };
}

/** The same for native: each observation goes back as a tool message for the previous call. */
function nativeTurn(observations: string[], options: Parameters<typeof nativeRequest>[1] = {}) {
  const turns: DemoChatMessage[] = [];
  let answer = answerChatCompletion(nativeRequest(turns, options));
  for (const observation of observations) {
    const call = answer.toolCall;
    if (!call) throw new Error(`no tool call in ${JSON.stringify(answer)}`);
    turns.push(
      {
        role: "assistant",
        content: answer.text,
        tool_calls: [
          {
            id: call.id,
            type: "function",
            function: { name: call.name, arguments: call.arguments },
          },
        ],
      },
      { role: "tool", tool_call_id: call.id, content: observation },
    );
    answer = answerChatCompletion(nativeRequest(turns, options));
  }
  return answer;
}

function callOf(answer: DemoAnswer) {
  expect(answer.finishReason).toBe("tool_calls");
  return { name: answer.toolCall?.name, arguments: JSON.parse(answer.toolCall?.arguments ?? "") };
}

describe("the weather task in xml", () => {
  it("thinks, then calls the forecast tool of the server that offers it", () => {
    const { answer, action } = xmlTurn([]);
    expect(answer.text.startsWith("<thinking>\n")).toBe(true);
    expect(answer.text).toContain("40.7128, -74.0060");
    expect(answer.toolCall).toBeUndefined();
    expect(answer.finishReason).toBe("stop");
    expect(action.name).toBe("use_mcp_tool");
    expect(action.params).toMatchObject({ server_name: "weather", tool_name: "get_forecast" });
    expect(JSON.parse(action.params.arguments ?? "")).toEqual({
      latitude: 40.7128,
      longitude: -74.006,
    });
  });

  it("takes the server name from the MCP servers section, not from the prompt's example", () => {
    const prompt = xmlSystemPrompt({ servers: [{ name: "forecasts", tools: ["get_forecast"] }] });
    expect(xmlTurn([], { prompt }).action.params.server_name).toBe("forecasts");
  });

  it("writes result.md with a summary read from the forecast it got back", () => {
    const { answer, action } = xmlTurn([forecastResult]);
    expect(answer.text.startsWith("<thinking>\n")).toBe(true);
    expect(action).toEqual({
      name: "write_to_file",
      params: { path: "result.md", content: fileContent },
    });
  });

  it("completes after the write, as the xml-turns fixtures expect", () => {
    const expected = JSON.parse(
      readFileSync(resolve(process.cwd(), "test/fixtures/xml-turns/expected.json"), "utf8"),
    ) as Record<string, { actions: { name: string; params: Record<string, unknown> }[] }>;
    const first = xmlTurn([]).action;
    expect({
      ...first,
      params: { ...first.params, arguments: JSON.parse(first.params.arguments ?? "") },
    }).toEqual(expected["weather-1-forecast.txt"]?.actions[0]);
    const second = xmlTurn([forecastResult]).action;
    const expectedSecond = expected["weather-2-write.txt"]?.actions[0];
    expect(second.name).toBe(expectedSecond?.name);
    expect(second.params.path).toBe(expectedSecond?.params.path);
    expect(String(expectedSecond?.params.content)).toContain(second.params.content);
    expect(xmlTurn([forecastResult, writeResult]).action).toEqual(
      expected["weather-3-complete.txt"]?.actions[0],
    );
  });

  it("skips the write step when the task names no file", () => {
    const { action } = xmlTurn([forecastResult], {
      task: "What's the weather in New York tomorrow?",
    });
    expect(action).toEqual({ name: "attempt_completion", params: { result: summary } });
  });

  it("reads a forecast written in sentences too", () => {
    const text = "[use_mcp_tool for 'weather'] Result:\nTomorrow: Rain. High 12°C, low 8°C.";
    const { action } = xmlTurn([text], { task: "Weather in Boston tomorrow?" });
    expect(action.params.result).toBe(
      "Tomorrow in Boston will be rain with a high of 12°C and a low of 8°C.",
    );
  });
});

describe("the weather task in native", () => {
  it("calls weather__get_forecast with a short text and no xml", () => {
    const answer = nativeTurn([]);
    expect(answer.text).not.toContain("<");
    expect(answer.toolCall?.id).toMatch(/^call_\w+$/);
    expect(callOf(answer)).toEqual({
      name: "weather__get_forecast",
      arguments: { latitude: 40.7128, longitude: -74.006 },
    });
  });

  it("writes result.md, then completes with attempt_completion", () => {
    expect(callOf(nativeTurn([NEW_YORK_FORECAST]))).toEqual({
      name: "write_to_file",
      arguments: { path: "result.md", content: fileContent },
    });
    expect(
      callOf(nativeTurn([NEW_YORK_FORECAST, "The content was successfully saved to result.md."])),
    ).toEqual({
      name: "attempt_completion",
      arguments: { result: `${summary} I saved the forecast to result.md.` },
    });
  });

  it("picks the forecast tool from what the tools list offers", () => {
    const tools = [
      { type: "function" as const, function: { name: "meteo__forecast_daily" } },
      ...NATIVE_TOOLS.slice(2),
    ];
    expect(callOf(nativeTurn([], { tools })).name).toBe("meteo__forecast_daily");
  });

  it("answers in plain text when attempt_completion is not offered", () => {
    const tools = NATIVE_TOOLS.filter((tool) => tool.function.name !== "attempt_completion");
    const answer = nativeTurn([], { tools, task: "Tell me a joke" });
    expect(answer.toolCall).toBeUndefined();
    expect(answer.finishReason).toBe("stop");
    expect(answer.text).toContain("scripted demo model");
  });
});

describe("anything else, and failures", () => {
  it("gives a plain short answer to a task that is not about the weather", () => {
    const { action } = xmlTurn([], { task: "Write me a poem about the sea" });
    expect(action.name).toBe("attempt_completion");
    expect(action.params.result).toContain("scripted demo model");
  });

  it("names the cities it knows when the weather task names no known place", () => {
    const { action } = xmlTurn([], { task: "What's the weather in Atlantis?" });
    expect(action.params.result).toContain("New York, San Francisco");
  });

  it("completes when no connected server offers a forecast", () => {
    const prompt = xmlSystemPrompt({ servers: [{ name: "everything", tools: ["echo"] }] });
    expect(xmlTurn([], { prompt }).action.params.result).toContain(
      "none of the connected tools offers one",
    );
  });

  it("says so and completes after a tool error", () => {
    const error = "[use_mcp_tool for 'weather'] Result:\n[ERROR] Upstream timed out";
    expect(xmlTurn([error]).action).toEqual({
      name: "attempt_completion",
      params: {
        result: 'I could not get the data: get_forecast failed with "Upstream timed out".',
      },
    });
    const wrapped =
      "[use_mcp_tool for 'weather'] Result:\nThe tool execution failed with the following error:\n<error>\nUpstream timed out\n</error>";
    expect(xmlTurn([wrapped]).action).toEqual(xmlTurn([error]).action);
    expect(callOf(nativeTurn(["[ERROR] Upstream timed out"])).arguments.result).toContain(
      "Upstream timed out",
    );
  });

  it("says so and completes after a denied call, in both dialects", () => {
    const denied = "The user denied this operation.";
    const expected = "I could not get the data because the get_forecast call was denied.";
    expect(xmlTurn([`[use_mcp_tool for 'weather'] Result:\n${denied}`]).action.params.result).toBe(
      expected,
    );
    expect(callOf(nativeTurn([denied])).arguments).toEqual({ result: expected });
  });

  it("reports without the file when writing it was denied", () => {
    const denied = "[write_to_file for 'result.md'] Result:\nThe user denied this operation.";
    expect(xmlTurn([forecastResult, denied]).action.params.result).toBe(
      `${summary} I did not save it to result.md: writing the file was denied.`,
    );
  });

  it("retries once after an invalid-arguments error, and stops after a second", () => {
    const retry = xmlTurn([invalidJson]);
    expect(retry.action.name).toBe("use_mcp_tool");
    expect(retry.answer.text).toContain("retry with a properly formatted JSON object");
    expect(xmlTurn([invalidJson, invalidJson]).action.name).toBe("attempt_completion");
  });

  it("goes on with the task after the host says no tool was used", () => {
    const noTool =
      "[ERROR] You did not use a tool in your previous response! Please retry with a tool use.";
    expect(xmlTurn([forecastResult, noTool]).action.name).toBe("write_to_file");
  });

  it("gives the same answer to the same request", () => {
    const request: DemoChatRequest = nativeRequest([], { model: "demo-sloppy" });
    expect(answerChatCompletion(request)).toEqual(answerChatCompletion(structuredClone(request)));
  });
});

describe("demo-sloppy", () => {
  const sloppy = { model: "demo-sloppy" };

  const unclosed =
    "[use_mcp_tool for 'weather'] Result:\nThe tool execution failed with the following error:\n<error>\nThe <use_mcp_tool> call cannot run: <arguments> opened at line 8 column 1 was not closed before </use_mcp_tool> at line 13 column 1. Please retry with a complete tool use.\n</error>";

  it("in xml, leaves </arguments> out of its first tool call, then behaves after the error", () => {
    const { answer } = xmlTurn([], sloppy);
    expect(answer.text).toMatch(/<arguments>\n\{[^<]*\}\n<\/use_mcp_tool>$/);
    const [action] = dialectFor("xml").readAll({ content: answer.text, toolCalls: [] });
    expect(action?.errors).toEqual([
      "<arguments> opened at line 8 column 1 was not closed before </use_mcp_tool> at line 13 column 1",
    ]);
    const retry = xmlTurn([unclosed], sloppy);
    expect(retry.answer.text).toContain("</arguments>");
    expect(JSON.parse(retry.action.params.arguments ?? "")).toEqual({
      latitude: 40.7128,
      longitude: -74.006,
    });
  });

  it("in xml, skips <thinking> before attempt_completion", () => {
    const { answer, action } = xmlTurn([unclosed, forecastResult, writeResult], sloppy);
    expect(answer.text.startsWith("<attempt_completion>\n")).toBe(true);
    expect(action.params.result).toBe(`${summary} I saved the forecast to result.md.`);
  });

  it("in native, streams arguments that are not valid JSON first, then valid ones", () => {
    const first = nativeTurn([], sloppy);
    expect(first.toolCall?.arguments).toBe('{"latitude": 40.7128, "longitude": -74.006,}');
    expect(() => JSON.parse(first.toolCall?.arguments ?? "")).toThrow();
    const error =
      "[ERROR] The call to weather__get_forecast cannot run: arguments is not valid JSON: Expected double-quoted property name. Please retry with valid arguments.";
    const retry = nativeTurn([error], sloppy);
    expect(callOf(retry).arguments).toEqual({ latitude: 40.7128, longitude: -74.006 });
  });
});

describe("limits", () => {
  it("cuts the text at a stop sequence and drops a tool call it cut off", () => {
    const xml = answerChatCompletion({ ...xmlRequest(), stop: ["<use_mcp_tool>"] });
    expect(xml.text.endsWith("</thinking>\n\n")).toBe(true);
    const native = answerChatCompletion({ ...nativeRequest(), max_tokens: 2 });
    expect(native).toMatchObject({ finishReason: "length", text: expect.any(String) });
    expect(native.toolCall).toBeUndefined();
  });

  it("cuts at the earliest stop sequence, ignoring empty ones and ones not found", () => {
    const answer = answerChatCompletion({
      ...xmlRequest(),
      stop: ["", "zzz", "<arguments>", "<tool_name>"],
    });
    expect(answer.text.endsWith("</server_name>\n")).toBe(true);
    expect(answer.finishReason).toBe("stop");
    expect(answer.stopSequence).toBe("<tool_name>");
    expect(answerChatCompletion(xmlRequest()).stopSequence).toBeUndefined();
  });

  it("cuts at four characters a token, never inside a character, with finish reason length", () => {
    const answer = answerChatCompletion({ ...xmlRequest(), max_tokens: 3 });
    expect(answer).toMatchObject({ text: "<thinking>\nT", finishReason: "length" });
    expect(answer.usage.completion_tokens).toBe(3);
  });

  it("throws model:not_found for a model the demo does not serve", () => {
    expect(() => answerChatCompletion(xmlRequest([], { model: "gpt-4o" }))).toThrow(/gpt-4o/);
  });
});
