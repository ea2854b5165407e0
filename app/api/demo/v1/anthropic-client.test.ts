import Anthropic, { BadRequestError } from "@anthropic-ai/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as chatCompletions } from "@/app/api/demo/v1/chat/completions/route";
import { POST as messages } from "@/app/api/demo/v1/messages/route";
import type { ModelRequest, ModelTool } from "@/lib/llm/model-request";
import { streamModel } from "@/lib/llm/stream-model";
import { WEATHER_TASK } from "@/test/support/demo-requests";
import { createEventRecorder, modelTarget } from "@/test/support/fake-model-fetch";
import { nativeFinishName, nativeForecastName } from "@/test/support/host-actions";
import { type ServedHandler, serveWebHandler } from "@/test/support/serve-web-handler";

/**
 * The official `@anthropic-ai/sdk` client against the demo model over real TCP, as Claude Code or
 * a script pointed at Loupe would call it, and Loupe's own Anthropic frame reader reading the
 * demo's stream to the answer the demo gives over Chat Completions.
 */

const forecastTool: ModelTool = {
  name: nativeForecastName,
  description: "Forecast for a point",
  parameters: {
    type: "object",
    properties: { latitude: { type: "number" }, longitude: { type: "number" } },
  },
};
const finishTool: ModelTool = {
  name: nativeFinishName,
  parameters: { type: "object", properties: { result: { type: "string" } } },
};

let served: ServedHandler;
let client: Anthropic;

beforeAll(async () => {
  process.env.LOUPE_DEMO_DELAY_MS = "0";
  served = await serveWebHandler((request) => {
    const { pathname } = new URL(request.url);
    if (pathname === "/api/demo/v1/messages") return messages(request, undefined);
    if (pathname === "/api/demo/v1/chat/completions") return chatCompletions(request, undefined);
    return Promise.resolve(new Response("not found", { status: 404 }));
  });
  client = new Anthropic({
    apiKey: "not-needed",
    baseURL: `${served.origin}/api/demo`,
    maxRetries: 0,
  });
});

afterAll(() => served.close());

const anthropicTools = [forecastTool, finishTool].map(({ name, description, parameters }) => ({
  name,
  ...(description ? { description } : {}),
  input_schema: { ...parameters, type: "object" as const },
}));

describe("the demo model through the official @anthropic-ai/sdk client", () => {
  it("answers text, not streamed", async () => {
    const message = await client.messages.create({
      model: "claude-sonnet-4-5",
      max_tokens: 1024,
      messages: [{ role: "user", content: "hi" }],
    });
    expect(message).toMatchObject({
      role: "assistant",
      model: "claude-sonnet-4-5",
      stop_reason: "end_turn",
    });
    expect(message.content[0]?.type === "text" && message.content[0].text).toMatch(/scripted demo/);
  });

  it("streams text that the client's MessageStream assembles, the same as not streamed", async () => {
    const request = {
      model: "demo",
      max_tokens: 1024,
      messages: [{ role: "user" as const, content: "hi" }],
    };
    const stream = client.messages.stream(request);
    const pieces: string[] = [];
    stream.on("text", (text) => pieces.push(text));
    const streamed = await stream.finalMessage();
    const whole = await client.messages.create(request);
    expect(pieces.length).toBeGreaterThan(1);
    expect(streamed.content).toEqual(whole.content);
    expect(pieces.join("")).toBe(whole.content[0]?.type === "text" ? whole.content[0].text : "");
    expect(streamed.usage.output_tokens).toBe(whole.usage.output_tokens);
    expect(streamed.id).toBe(whole.id);
  });

  it("uses a tool given as Anthropic tools, streamed and not, with the same input", async () => {
    const request = {
      model: "demo",
      max_tokens: 1024,
      tools: anthropicTools,
      messages: [{ role: "user" as const, content: WEATHER_TASK }],
    };
    const whole = await client.messages.create(request);
    const streamed = await client.messages.stream(request).finalMessage();
    for (const message of [whole, streamed]) {
      expect(message.stop_reason).toBe("tool_use");
      expect(message.content.at(-1)).toMatchObject({
        type: "tool_use",
        id: expect.stringMatching(/^toolu_/),
        name: nativeForecastName,
        input: { latitude: 40.7128, longitude: -74.006 },
      });
    }
    expect(streamed.content).toEqual(whole.content);
  });

  it("throws the client's BadRequestError with Anthropic's message for a bad request", async () => {
    const bad = client.messages.create({
      model: "demo",
      max_tokens: 0,
      messages: [{ role: "user", content: "hi" }],
    });
    await expect(bad).rejects.toBeInstanceOf(BadRequestError);
    await expect(bad).rejects.toThrow(/max_tokens: expected a positive integer/);
  });
});

describe("Loupe's Anthropic frame reader on the demo's Messages stream", () => {
  async function assemble(wire: "anthropic" | "openai-compatible", request: ModelRequest) {
    const base = `${served.origin}/api/demo`;
    const recorder = createEventRecorder();
    const result = await streamModel({
      turn: 1,
      request,
      target: modelTarget({
        wire,
        provider: wire,
        baseUrl: wire === "anthropic" ? base : `${base}/v1`,
        model: "demo",
      }),
      onEvent: recorder.onEvent,
    });
    expect(result.status).toBe(200);
    expect(result.assembled.error).toBeUndefined();
    const { content, toolCalls, usage } = result.assembled;
    return {
      content,
      toolCalls: toolCalls.map(({ name, arguments: json }) => ({ name, arguments: json })),
      tokens: [usage?.input, usage?.output],
      finishReason: result.assembled.finishReason,
    };
  }

  const requests: [string, ModelRequest][] = [
    ["a plain question", { model: "demo", messages: [{ role: "user", content: "hi" }] }],
    [
      "a native tool call",
      {
        model: "demo",
        messages: [{ role: "user", content: WEATHER_TASK }],
        tools: [forecastTool, finishTool],
      },
    ],
  ];

  it.each(requests)(
    "reads %s to the answer the demo gives over Chat Completions",
    async (_name, request) => {
      const streamed = await assemble("anthropic", request);
      const whole = await assemble("anthropic", {
        ...request,
        params: { extra: { stream: false } },
      });
      const chat = await assemble("openai-compatible", request);
      expect(streamed).toEqual(whole);
      const { finishReason, ...answer } = streamed;
      const { finishReason: chatFinish, ...chatAnswer } = chat;
      expect(answer).toEqual(chatAnswer);
      expect(answer.content.length).toBeGreaterThan(0);
      expect([finishReason, chatFinish]).toEqual(
        request.tools ? ["tool_use", "tool_calls"] : ["end_turn", "stop"],
      );
    },
  );
});
