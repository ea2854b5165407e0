import { describe, expect, it } from "vitest";
import { buildAnthropicRequest } from "@/lib/llm/providers/anthropic/build-request";
import { helloRequest, modelTarget } from "@/test/support/fake-model-fetch";
import { toolHistoryRequest } from "@/test/support/tool-history-request";

const target = modelTarget({
  wire: "anthropic",
  provider: "anthropic",
  baseUrl: "https://api.anthropic.com/",
  apiKey: "sk-ant-1",
});

describe("buildAnthropicRequest", () => {
  it("builds the Messages body for tools and a tool-call history", () => {
    const request = buildAnthropicRequest(toolHistoryRequest, target);
    expect(request.url).toBe("https://api.anthropic.com/v1/messages");
    expect(request.headers).toEqual({
      "content-type": "application/json",
      accept: "text/event-stream, application/json",
      "anthropic-version": "2023-06-01",
      "x-api-key": "sk-ant-1",
    });
    expect(JSON.parse(request.body)).toEqual({
      model: "test-model",
      max_tokens: 512,
      system: "You are a weather assistant.",
      messages: [
        { role: "user", content: "Weather in New York tomorrow?" },
        {
          role: "assistant",
          content: [
            { type: "text", text: "Let me check." },
            {
              type: "tool_use",
              id: "call_1",
              name: "get_forecast",
              input: { latitude: 40.7, longitude: -74 },
            },
            { type: "tool_use", id: "call_2", name: "get_alerts", input: {} },
          ],
        },
        {
          role: "user",
          content: [
            { type: "tool_result", tool_use_id: "call_1", content: "Sunny, 21°C", is_error: false },
            {
              type: "tool_result",
              tool_use_id: "call_2",
              content: "Bad arguments",
              is_error: true,
            },
          ],
        },
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "call_3",
              name: "finish",
              input: { result: "Sunny" },
            },
          ],
        },
        {
          role: "user",
          content: [
            { type: "tool_result", tool_use_id: "call_3", content: "ok", is_error: false },
            { type: "text", text: "Thanks!" },
          ],
        },
      ],
      tools: [
        {
          name: "get_forecast",
          description: "Forecast for a place",
          input_schema: {
            type: "object",
            properties: { latitude: { type: "number" }, longitude: { type: "number" } },
            required: ["latitude", "longitude"],
          },
        },
        { name: "finish", input_schema: { type: "object", properties: {} } },
      ],
      stop_sequences: ["</done>"],
      stream: true,
      top_p: 0.5,
    });
  });

  it("always sends max_tokens (4096 by default) and a temperature only when given", () => {
    const plain = JSON.parse(buildAnthropicRequest(helloRequest, target).body);
    expect(plain).toEqual({
      model: "demo",
      max_tokens: 4096,
      messages: [{ role: "user", content: "hi" }],
      stream: true,
    });
    const warm = JSON.parse(
      buildAnthropicRequest({ ...helloRequest, params: { temperature: 0.7 } }, target).body,
    );
    expect(warm.temperature).toBe(0.7);
  });
});
