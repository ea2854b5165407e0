import { describe, expect, it } from "vitest";
import { answerChatCompletion } from "@/lib/demo/model/answer";
import type { DemoChatRequest } from "@/lib/demo/model/chat-request-schema";
import { demoDelayMs, streamDemoCompletion } from "@/lib/demo/model/stream";
import { nativeRequest, readSse, xmlRequest } from "@/test/support/demo-requests";

interface ChunkBody {
  id: string;
  object: string;
  created: number;
  choices: {
    delta: {
      role?: string;
      content?: string;
      tool_calls?: {
        index: number;
        id?: string;
        type?: string;
        function: { name?: string; arguments: string };
      }[];
    };
    finish_reason: string | null;
  }[];
  usage?: unknown;
}

const now = () => 1_750_000_000_000;

async function stream(request: DemoChatRequest) {
  const { items } = await readSse(streamDemoCompletion(request, { delayMs: 0, now }));
  const data = items.flatMap((item) => ("data" in item ? [item.data] : []));
  const bodies = data
    .filter((text) => text !== "[DONE]")
    .map((text) => JSON.parse(text) as ChunkBody);
  return { items, data, bodies };
}

describe("streamDemoCompletion", () => {
  it("opens with a keep-alive comment and a role chunk, and ends with a finish chunk and [DONE]", async () => {
    const { items, data, bodies } = await stream(xmlRequest());
    expect(items[0]).toEqual({ comment: "DEMO PROCESSING" });
    expect(bodies[0]).toMatchObject({
      object: "chat.completion.chunk",
      created: 1_750_000_000,
      choices: [{ delta: { role: "assistant", content: "" }, finish_reason: null }],
    });
    expect(bodies.at(-1)?.choices[0]).toMatchObject({ delta: {}, finish_reason: "stop" });
    expect(data.at(-1)).toBe("[DONE]");
    expect(new Set(bodies.map((body) => body.id)).size).toBe(1);
  });

  it("streams xml content in pieces of 1 to 8 characters, with keep-alives between them", async () => {
    const request = xmlRequest();
    const { items, bodies } = await stream(request);
    const pieces = bodies.flatMap((body) => body.choices[0]?.delta.content ?? []).slice(1);
    expect(pieces.join("")).toBe(answerChatCompletion(request).text);
    for (const piece of pieces) expect(Array.from(piece).length).toBeLessThanOrEqual(8);
    expect(items.filter((item) => "comment" in item).length).toBeGreaterThan(1);
  });

  it("splits a native tool call the way OpenAI does: head first, then argument pieces", async () => {
    const request = nativeRequest();
    const { bodies } = await stream(request);
    const calls = bodies.flatMap((body) => body.choices[0]?.delta.tool_calls ?? []);
    const answer = answerChatCompletion(request);
    expect(calls[0]).toEqual({
      index: 0,
      id: answer.toolCall?.id,
      type: "function",
      function: { name: "weather__get_forecast", arguments: "" },
    });
    expect(calls.length).toBeGreaterThan(3);
    for (const call of calls.slice(1))
      expect(Object.keys(call).sort()).toEqual(["function", "index"]);
    expect(calls.map((call) => call.function.arguments).join("")).toBe(answer.toolCall?.arguments);
    expect(bodies.at(-1)?.choices[0]?.finish_reason).toBe("tool_calls");
  });

  it("sends no usage at all unless include_usage is set", async () => {
    const { bodies } = await stream(xmlRequest());
    for (const body of bodies) expect("usage" in body).toBe(false);
  });

  it("with include_usage, ends with a usage chunk with no choices, and says usage: null before", async () => {
    const { bodies } = await stream({
      ...nativeRequest(),
      stream_options: { include_usage: true },
    });
    const usage = bodies.at(-1);
    expect(usage?.choices).toEqual([]);
    expect(usage?.usage).toMatchObject({
      prompt_tokens: expect.any(Number),
      total_tokens: expect.any(Number),
    });
    for (const body of bodies.slice(0, -1)) expect(body.usage).toBeNull();
  });

  it("stops early when the signal aborts", async () => {
    const controller = new AbortController();
    controller.abort();
    const { items } = await readSse(
      streamDemoCompletion(xmlRequest(), { delayMs: 0, signal: controller.signal }),
    );
    expect(items.length).toBeLessThanOrEqual(1);
  });
});

describe("demoDelayMs", () => {
  it("reads LOUPE_DEMO_DELAY_MS, clamps it, and falls back to 4", () => {
    expect(demoDelayMs({})).toBe(4);
    expect(demoDelayMs({ LOUPE_DEMO_DELAY_MS: "0" })).toBe(0);
    expect(demoDelayMs({ LOUPE_DEMO_DELAY_MS: "5000" })).toBe(1000);
    expect(demoDelayMs({ LOUPE_DEMO_DELAY_MS: "soon" })).toBe(4);
  });
});
