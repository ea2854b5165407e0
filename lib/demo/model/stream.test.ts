import { describe, expect, it } from "vitest";
import { answerChatCompletion } from "@/lib/demo/model/answer";
import type { DemoChatRequest } from "@/lib/demo/model/request";
import { demoDelayMs, streamChatCompletion } from "@/lib/demo/model/stream";
import { testConversation, WEATHER_TASK } from "@/lib/demo/model/test-prompt";
import { readSse, type SseItem } from "@/lib/demo/model/test-sse";

const request: DemoChatRequest = { model: "demo", messages: testConversation(WEATHER_TASK) };
const now = () => 1_750_000_000_000;

interface ChunkBody {
  id: string;
  object: string;
  created: number;
  model: string;
  system_fingerprint: string;
  choices: {
    index: number;
    delta: { role?: string; content?: string };
    finish_reason: string | null;
  }[];
  usage?: { prompt_tokens: number; completion_tokens: number; total_tokens: number };
}

function dataOf(items: SseItem[]): string[] {
  return items.flatMap((item) => ("data" in item ? [item.data] : []));
}

describe("streamChatCompletion", () => {
  it("opens with a comment, then a role chunk, in the chat.completion.chunk shape", async () => {
    const { items } = await readSse(streamChatCompletion(request, { delayMs: 0, now }));
    expect(items[0]).toEqual({ comment: "DEMO PROCESSING" });
    const first = JSON.parse(dataOf(items)[0] ?? "") as ChunkBody;
    expect(first).toMatchObject({
      object: "chat.completion.chunk",
      created: 1_750_000_000,
      model: "demo",
      system_fingerprint: "loupe-demo",
      choices: [{ index: 0, delta: { role: "assistant", content: "" }, finish_reason: null }],
    });
    expect(first.id).toMatch(/^chatcmpl-demo-[0-9a-f]+$/);
  });

  it("streams content deltas of 1 to 8 characters that join to the answer text", async () => {
    const { items } = await readSse(streamChatCompletion(request, { delayMs: 0 }));
    const bodies = dataOf(items)
      .filter((data) => data !== "[DONE]")
      .map((data) => JSON.parse(data) as ChunkBody);
    const deltas = bodies
      .slice(1)
      .flatMap((body) =>
        body.choices[0]?.delta.content !== undefined ? [body.choices[0].delta.content] : [],
      );
    expect(deltas.join("")).toBe(answerChatCompletion(request).text);
    for (const delta of deltas) expect(Array.from(delta).length).toBeLessThanOrEqual(8);
    expect(new Set(bodies.map((body) => body.id)).size).toBe(1);
  });

  it("splits at least one XML tag across chunks", async () => {
    const { items } = await readSse(streamChatCompletion(request, { delayMs: 0 }));
    const deltas = dataOf(items)
      .slice(1, -3)
      .map((data) => (JSON.parse(data) as ChunkBody).choices[0]?.delta.content ?? "");
    const split = deltas.some((delta) => /<[^>]*$/.test(delta) || /^[^<]*>/.test(delta));
    expect(split).toBe(true);
  });

  it("sends a keep-alive comment every 40 content chunks", async () => {
    const { items } = await readSse(streamChatCompletion(request, { delayMs: 0 }));
    const contentCount = dataOf(items).length - 4;
    const comments = items.filter((item) => "comment" in item).length;
    expect(contentCount).toBeGreaterThan(40);
    expect(comments).toBe(1 + Math.floor((contentCount - 1) / 40));
    expect(items[42]).toEqual({ comment: "DEMO PROCESSING" });
  });

  it("ends with the finish chunk, the usage chunk and [DONE], in that order", async () => {
    const { items } = await readSse(streamChatCompletion(request, { delayMs: 0 }));
    const data = dataOf(items);
    const finish = JSON.parse(data.at(-3) ?? "") as ChunkBody;
    const usage = JSON.parse(data.at(-2) ?? "") as ChunkBody;
    expect(finish.choices).toEqual([
      { index: 0, delta: {}, logprobs: null, finish_reason: "stop" },
    ]);
    expect(usage.choices).toEqual([]);
    expect(usage.usage).toEqual(answerChatCompletion(request).usage);
    expect(data.at(-1)).toBe("[DONE]");
  });

  it("enqueues each SSE event as its own chunk", async () => {
    const { chunks } = await readSse(streamChatCompletion(request, { delayMs: 0 }));
    expect(chunks[0]).toBe(": DEMO PROCESSING\n\n");
    for (const chunk of chunks) expect(chunk).toMatch(/^(: DEMO PROCESSING|data: .*)\n\n$/s);
    expect(chunks.at(-1)).toBe("data: [DONE]\n\n");
  });

  it("streams the same bytes for the same request", async () => {
    const first = await readSse(streamChatCompletion(request, { delayMs: 0, now }));
    const second = await readSse(
      streamChatCompletion(structuredClone(request), { delayMs: 0, now }),
    );
    expect(second.chunks).toEqual(first.chunks);
  });

  it("reports finish reason stop when a stop sequence cuts the answer", async () => {
    const stopped = { ...request, stop: ["<use_mcp_tool>"] };
    const { items } = await readSse(streamChatCompletion(stopped, { delayMs: 0 }));
    const bodies = dataOf(items)
      .slice(0, -1)
      .map((data) => JSON.parse(data) as ChunkBody);
    const text = bodies.map((body) => body.choices[0]?.delta.content ?? "").join("");
    expect(text.endsWith("</thinking>\n\n")).toBe(true);
    expect(bodies.at(-2)?.choices[0]?.finish_reason).toBe("stop");
  });
});

describe("demoDelayMs", () => {
  it("reads LOUPE_DEMO_DELAY_MS and falls back to 4 ms", () => {
    expect(demoDelayMs({ LOUPE_DEMO_DELAY_MS: "0" })).toBe(0);
    expect(demoDelayMs({ LOUPE_DEMO_DELAY_MS: "25" })).toBe(25);
    expect(demoDelayMs({})).toBe(4);
    expect(demoDelayMs({ LOUPE_DEMO_DELAY_MS: "fast" })).toBe(4);
  });
});
