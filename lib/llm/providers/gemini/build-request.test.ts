import { describe, expect, it } from "vitest";
import { buildGeminiRequest } from "@/lib/llm/providers/gemini/build-request";
import { helloRequest, modelTarget } from "@/test/support/fake-model-fetch";
import { toolHistoryRequest } from "@/test/support/tool-history-request";

const target = modelTarget({
  wire: "gemini",
  provider: "gemini",
  baseUrl: "https://generativelanguage.googleapis.com/v1beta/",
  apiKey: "AIza-1",
});

describe("buildGeminiRequest", () => {
  it("builds the streamGenerateContent body for tools and a tool-call history", () => {
    const request = buildGeminiRequest(toolHistoryRequest, target);
    expect(request.url).toBe(
      "https://generativelanguage.googleapis.com/v1beta/models/test-model:streamGenerateContent?alt=sse",
    );
    expect(request.headers).toEqual({
      "content-type": "application/json",
      accept: "text/event-stream, application/json",
      "x-goog-api-key": "AIza-1",
    });
    expect(JSON.parse(request.body)).toEqual({
      systemInstruction: { parts: [{ text: "You are a weather assistant." }] },
      contents: [
        { role: "user", parts: [{ text: "Weather in New York tomorrow?" }] },
        {
          role: "model",
          parts: [
            { text: "Let me check." },
            { functionCall: { name: "get_forecast", args: { latitude: 40.7, longitude: -74 } } },
            { functionCall: { name: "get_alerts", args: {} } },
          ],
        },
        {
          role: "user",
          parts: [
            { functionResponse: { name: "get_forecast", response: { output: "Sunny, 21°C" } } },
            { functionResponse: { name: "get_alerts", response: { error: "Bad arguments" } } },
          ],
        },
        {
          role: "model",
          parts: [{ functionCall: { name: "finish", args: { result: "Sunny" } } }],
        },
        {
          role: "user",
          parts: [
            { functionResponse: { name: "finish", response: { output: "ok" } } },
            { text: "Thanks!" },
          ],
        },
      ],
      tools: [
        {
          functionDeclarations: [
            {
              name: "get_forecast",
              description: "Forecast for a place",
              parametersJsonSchema: {
                type: "object",
                properties: { latitude: { type: "number" }, longitude: { type: "number" } },
                required: ["latitude", "longitude"],
              },
            },
            { name: "finish", parametersJsonSchema: { type: "object", properties: {} } },
          ],
        },
      ],
      generationConfig: { maxOutputTokens: 512, stopSequences: ["</done>"] },
      top_p: 0.5,
    });
  });

  it("sends no system instruction or generation config unless there is one", () => {
    const plain = JSON.parse(buildGeminiRequest(helloRequest, target).body);
    expect(plain).toEqual({ contents: [{ role: "user", parts: [{ text: "hi" }] }] });
    const warm = JSON.parse(
      buildGeminiRequest({ ...helloRequest, params: { temperature: 0.7 } }, target).body,
    );
    expect(warm.generationConfig).toEqual({ temperature: 0.7 });
  });

  it("names the model in the path once, without a models/ prefix given twice", () => {
    const request = buildGeminiRequest(
      { ...helloRequest, model: "models/gemini-2.5-flash" },
      {
        ...target,
        apiKey: undefined,
      },
    );
    expect(request.url).toBe(
      "https://generativelanguage.googleapis.com/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse",
    );
    expect(request.headers).not.toHaveProperty("x-goog-api-key");
  });
});
