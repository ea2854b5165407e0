import { describe, expect, it } from "vitest";
import type { ModelMessage } from "@/lib/llm/model-request";
import { buildGeminiRequest } from "@/lib/llm/providers/gemini/build-request";
import { readGeminiRequest } from "@/lib/llm/providers/gemini/read-request";
import { modelTarget } from "@/test/support/fake-model-fetch";
import { toolHistoryRequest } from "@/test/support/tool-history-request";

describe("readGeminiRequest", () => {
  it("reads back the body buildGeminiRequest writes: prompt, history with calls and results, tools", () => {
    const built = buildGeminiRequest(
      toolHistoryRequest,
      modelTarget({ wire: "gemini", baseUrl: "http://127.0.0.1:9" }),
    );
    const body = JSON.parse(built.body) as {
      tools: Array<{ functionDeclarations: unknown[] }>;
    };
    const reading = readGeminiRequest(body);
    // Arguments go as objects, so ones that were not JSON come back as none.
    const expected = toolHistoryRequest.messages.map((message): ModelMessage => {
      if (message.role !== "assistant" || !message.toolCalls) return message;
      return {
        ...message,
        toolCalls: message.toolCalls.map((call) =>
          call.arguments.startsWith("{not") ? { ...call, arguments: "{}" } : call,
        ),
      };
    });
    expect(reading?.messages).toEqual(expected);
    expect(reading?.tools).toEqual(toolHistoryRequest.tools);
    expect(reading?.toolCharacters).toEqual(
      body.tools[0]?.functionDeclarations.map((declaration) => JSON.stringify(declaration).length),
    );
  });

  it("reads the REST API's snake_case fields, pairs results by id, and leaves thoughts, media and Google Search out", () => {
    const read = readGeminiRequest({
      system_instruction: { parts: [{ text: "Be brief." }] },
      contents: [
        { parts: [{ text: "What is in " }, { text: "this image?" }, { inline_data: {} }] },
        {
          role: "model",
          parts: [
            { text: "Thinking it over", thought: true },
            { function_call: { id: "f-1", name: "look", args: { zoom: 2 } } },
          ],
        },
        {
          role: "user",
          parts: [{ function_response: { id: "f-1", name: "look", response: { seen: "a cat" } } }],
        },
      ],
      tools: [
        { google_search: {} },
        { function_declarations: [{ name: "look", parameters: { type: "object" } }] },
      ],
    });
    expect(read?.messages).toEqual([
      { role: "system", content: "Be brief." },
      { role: "user", content: "What is in this image?" },
      {
        role: "assistant",
        content: "",
        toolCalls: [{ id: "f-1", name: "look", arguments: '{"zoom":2}' }],
      },
      { role: "tool", toolCallId: "f-1", name: "look", content: '{"seen":"a cat"}' },
    ]);
    expect(read?.tools).toEqual([{ name: "look", parameters: { type: "object" } }]);
  });

  it("is no reading of another format's body", () => {
    expect(readGeminiRequest({ model: "m", messages: [{ role: "user", content: "hi" }] })).toBe(
      undefined,
    );
    expect(readGeminiRequest({ contents: [{ role: "system", parts: [{ text: "x" }] }] })).toBe(
      undefined,
    );
    expect(readGeminiRequest({ input: "hi" })).toBeUndefined();
  });
});
