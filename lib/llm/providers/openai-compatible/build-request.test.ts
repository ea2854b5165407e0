import { describe, expect, it } from "vitest";
import { buildOpenAiRequest } from "@/lib/llm/providers/openai-compatible/build-request";
import { helloRequest, modelTarget } from "@/test/support/fake-model-fetch";
import { toolHistoryRequest } from "@/test/support/tool-history-request";

describe("buildOpenAiRequest", () => {
  it("builds the chat-completions body for tools and a tool-call history", () => {
    const request = buildOpenAiRequest(toolHistoryRequest, modelTarget({ apiKey: "sk-1" }));
    expect(request.url).toBe("http://127.0.0.1:9/v1/chat/completions");
    expect(request.headers).toEqual({
      "content-type": "application/json",
      accept: "text/event-stream, application/json",
      authorization: "Bearer sk-1",
    });
    expect(JSON.parse(request.body)).toEqual({
      model: "test-model",
      messages: [
        { role: "system", content: "You are a weather assistant." },
        { role: "user", content: "Weather in New York tomorrow?" },
        {
          role: "assistant",
          content: "Let me check.",
          tool_calls: [
            {
              id: "call_1",
              type: "function",
              function: {
                name: "get_forecast",
                arguments: '{"latitude":40.7,"longitude":-74}',
              },
            },
            {
              id: "call_2",
              type: "function",
              function: { name: "get_alerts", arguments: "{not json" },
            },
          ],
        },
        { role: "tool", tool_call_id: "call_1", content: "Sunny, 21°C" },
        { role: "tool", tool_call_id: "call_2", content: "Bad arguments" },
        {
          role: "assistant",
          content: null,
          tool_calls: [
            {
              id: "call_3",
              type: "function",
              function: { name: "finish", arguments: '{"result":"Sunny"}' },
            },
          ],
        },
        { role: "tool", tool_call_id: "call_3", content: "ok" },
        { role: "user", content: "Thanks!" },
      ],
      stream: true,
      stream_options: { include_usage: true },
      tools: [
        {
          type: "function",
          function: {
            name: "get_forecast",
            description: "Forecast for a place",
            parameters: {
              type: "object",
              properties: { latitude: { type: "number" }, longitude: { type: "number" } },
              required: ["latitude", "longitude"],
            },
          },
        },
        {
          type: "function",
          function: { name: "finish", parameters: { type: "object", properties: {} } },
        },
      ],
      temperature: 0,
      max_tokens: 512,
      stop: ["</done>"],
      top_p: 0.5,
    });
  });

  it("sends exactly today's body for a plain history: temperature 0, no tools, no key", () => {
    const request = buildOpenAiRequest(helloRequest, modelTarget({ baseUrl: "http://h/v1/" }));
    expect(request.url).toBe("http://h/v1/chat/completions");
    expect(request.headers.authorization).toBeUndefined();
    expect(request.body).toBe(
      '{"model":"demo","messages":[{"role":"user","content":"hi"}],"stream":true,"stream_options":{"include_usage":true},"temperature":0}',
    );
  });

  it("lets the target's headers override its own, lower-cased", () => {
    const request = buildOpenAiRequest(
      helloRequest,
      modelTarget({ headers: { "X-Title": "Loupe", Accept: "text/event-stream" } }),
    );
    expect(request.headers).toMatchObject({ "x-title": "Loupe", accept: "text/event-stream" });
  });
});
