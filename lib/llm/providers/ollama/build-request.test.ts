import { describe, expect, it } from "vitest";
import { buildOllamaRequest } from "@/lib/llm/providers/ollama/build-request";
import { modelTarget } from "@/test/support/fake-model-fetch";

const target = modelTarget({
  provider: "ollama",
  wire: "ollama",
  baseUrl: "http://127.0.0.1:11434/",
  headers: { "X-Proxy": "yes" },
});

describe("buildOllamaRequest", () => {
  it("posts the history to /api/chat as a stream, with options for the params", () => {
    const built = buildOllamaRequest(
      {
        model: "qwen3",
        messages: [
          { role: "system", content: "Be brief." },
          { role: "user", content: "Weather?" },
        ],
        params: { maxTokens: 64, stop: ["</done>"], extra: { think: true, options: { top_k: 5 } } },
      },
      target,
    );
    expect(built.url).toBe("http://127.0.0.1:11434/api/chat");
    expect(built.headers).toMatchObject({
      "content-type": "application/json",
      accept: "application/x-ndjson, application/json",
      "x-proxy": "yes",
    });
    expect(built.headers.authorization).toBeUndefined();
    expect(JSON.parse(built.body)).toEqual({
      model: "qwen3",
      messages: [
        { role: "system", content: "Be brief." },
        { role: "user", content: "Weather?" },
      ],
      stream: true,
      options: { temperature: 0, num_predict: 64, stop: ["</done>"], top_k: 5 },
      think: true,
    });
  });

  it("sends tools as functions, tool calls with object arguments and results with tool_name", () => {
    const built = buildOllamaRequest(
      {
        model: "qwen3",
        messages: [
          {
            role: "assistant",
            content: "",
            toolCalls: [
              { id: "call_0", name: "get_forecast", arguments: '{"latitude":40.7}' },
              { id: "call_1", name: "broken", arguments: "{oops" },
            ],
          },
          { role: "tool", toolCallId: "call_0", name: "get_forecast", content: "Sunny" },
        ],
        tools: [{ name: "get_forecast", parameters: { type: "object" } }],
        params: { temperature: 0.7 },
      },
      { ...target, apiKey: "ollama-cloud-key" },
    );
    const body = JSON.parse(built.body);
    expect(built.headers.authorization).toBe("Bearer ollama-cloud-key");
    expect(body.messages).toEqual([
      {
        role: "assistant",
        content: "",
        tool_calls: [
          { function: { name: "get_forecast", arguments: { latitude: 40.7 } } },
          { function: { name: "broken", arguments: {} } },
        ],
      },
      { role: "tool", tool_name: "get_forecast", content: "Sunny" },
    ]);
    expect(body.tools).toEqual([
      {
        type: "function",
        function: { name: "get_forecast", parameters: { type: "object" } },
      },
    ]);
    expect(body.options).toEqual({ temperature: 0.7 });
  });
});
