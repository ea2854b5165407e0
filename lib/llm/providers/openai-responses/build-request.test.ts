import { describe, expect, it } from "vitest";
import { buildOpenAiResponsesRequest } from "@/lib/llm/providers/openai-responses/build-request";
import { helloRequest, modelTarget } from "@/test/support/fake-model-fetch";
import { toolHistoryRequest } from "@/test/support/tool-history-request";

const target = modelTarget({
  wire: "openai-responses",
  provider: "openai-responses",
  baseUrl: "https://api.openai.com/v1/",
  apiKey: "sk-1",
});

describe("buildOpenAiResponsesRequest", () => {
  it("builds the Responses body for tools and a tool-call history", () => {
    const request = buildOpenAiResponsesRequest(toolHistoryRequest, target);
    expect(request.url).toBe("https://api.openai.com/v1/responses");
    expect(request.headers).toEqual({
      "content-type": "application/json",
      accept: "text/event-stream, application/json",
      authorization: "Bearer sk-1",
    });
    expect(JSON.parse(request.body)).toEqual({
      model: "test-model",
      instructions: "You are a weather assistant.",
      input: [
        { role: "user", content: "Weather in New York tomorrow?" },
        { role: "assistant", content: "Let me check." },
        {
          type: "function_call",
          call_id: "call_1",
          name: "get_forecast",
          arguments: '{"latitude":40.7,"longitude":-74}',
        },
        { type: "function_call", call_id: "call_2", name: "get_alerts", arguments: "{not json" },
        { type: "function_call_output", call_id: "call_1", output: "Sunny, 21°C" },
        { type: "function_call_output", call_id: "call_2", output: "Bad arguments" },
        {
          type: "function_call",
          call_id: "call_3",
          name: "finish",
          arguments: '{"result":"Sunny"}',
        },
        { type: "function_call_output", call_id: "call_3", output: "ok" },
        { role: "user", content: "Thanks!" },
      ],
      tools: [
        {
          type: "function",
          name: "get_forecast",
          description: "Forecast for a place",
          parameters: {
            type: "object",
            properties: { latitude: { type: "number" }, longitude: { type: "number" } },
            required: ["latitude", "longitude"],
          },
          strict: false,
        },
        {
          type: "function",
          name: "finish",
          parameters: { type: "object", properties: {} },
          strict: false,
        },
      ],
      max_output_tokens: 512,
      stream: true,
      top_p: 0.5,
    });
  });

  it("sends no instructions, temperature or stop sequences unless there are some it can send", () => {
    const plain = JSON.parse(buildOpenAiResponsesRequest(helloRequest, target).body);
    expect(plain).toEqual({
      model: "demo",
      input: [{ role: "user", content: "hi" }],
      stream: true,
    });
    const warm = JSON.parse(
      buildOpenAiResponsesRequest(
        { ...helloRequest, params: { temperature: 0.7, stop: ["Observation:"] } },
        target,
      ).body,
    );
    expect(warm).toEqual({ ...plain, temperature: 0.7 });
  });

  it("joins several system messages into the instructions and lets the target's headers win", () => {
    const request = buildOpenAiResponsesRequest(
      {
        model: "m",
        messages: [
          { role: "system", content: "One." },
          { role: "user", content: "hi" },
          { role: "system", content: "Two." },
        ],
      },
      { ...target, apiKey: undefined, headers: { Authorization: "Bearer other" } },
    );
    expect(JSON.parse(request.body).instructions).toBe("One.\n\nTwo.");
    expect(request.headers.authorization).toBe("Bearer other");
  });
});
