import type { ModelUsage } from "@/lib/llm/model-part";
import {
  frameAsSse,
  listFixtureFiles,
  readChunkLines,
  readFixture,
} from "@/test/support/stream-fixtures";

/**
 * What the repository's OpenAI-shaped recordings (`openai`, `openai-compatible`, `deepseek`)
 * should assemble to, for every test that replays them: live, or imported as a capture.
 */

/** The answer a recording should assemble to, and how many payloads it has. */
export interface ExpectedOpenAiAnswer {
  content: string;
  reasoning: string;
  finishReason?: string;
  usage?: ModelUsage;
  payloadCount: number;
}

type Json = Record<string, unknown>;

/** What the answer should be, read straight from the payload JSON without Loupe's code. */
export function expectedFromPayloads(payloads: string[]): ExpectedOpenAiAnswer {
  let content = "";
  let reasoning = "";
  let finishReason: string | undefined;
  let usage: ExpectedOpenAiAnswer["usage"];
  for (const payload of payloads) {
    if (payload === "[DONE]") continue;
    const chunk = JSON.parse(payload) as Json;
    const usageValue = chunk.usage as Json | null | undefined;
    if (usageValue) {
      const next: ModelUsage = { ...usage, raw: { ...usage?.raw, ...usageValue } };
      const promptDetails = usageValue.prompt_tokens_details as Json | null | undefined;
      const completionDetails = usageValue.completion_tokens_details as Json | null | undefined;
      const counts: [keyof Omit<ModelUsage, "raw">, unknown][] = [
        ["input", usageValue.prompt_tokens],
        ["output", usageValue.completion_tokens],
        ["total", usageValue.total_tokens],
        ["reasoning", completionDetails?.reasoning_tokens],
        ["cacheRead", promptDetails?.cached_tokens ?? usageValue.prompt_cache_hit_tokens],
      ];
      for (const [field, value] of counts) if (typeof value === "number") next[field] = value;
      usage = next;
    }
    const choice = (chunk.choices as Json[] | undefined)?.[0];
    if (!choice) continue;
    if (typeof choice.finish_reason === "string") finishReason = choice.finish_reason;
    const delta = (choice.delta ?? {}) as Json;
    reasoning +=
      (delta.reasoning_content as string | null) || (delta.reasoning as string | null) || "";
    if (typeof delta.content === "string") content += delta.content;
    if (Array.isArray(delta.content)) {
      for (const part of delta.content as Json[]) {
        if (part.type === "text") content += part.text as string;
        if (part.type === "thinking") {
          for (const inner of part.thinking as Json[]) reasoning += inner.text as string;
        }
      }
    }
  }
  return { content, reasoning, finishReason, usage, payloadCount: payloads.length };
}

/** The tool calls each OpenAI-shaped recording holds (none when not listed), read by hand. */
export const expectedToolCalls: Record<string, unknown[]> = {
  "openai-compatible/xai-tool-call.chunks.txt": [
    { id: "call_79382389", name: "weather", arguments: '{"location":"San Francisco"}' },
  ],
  "openai-compatible/issue-15789-step-1.chunks.txt": [
    { id: "call_NZa7xqfefoaMI2YYHowVXVlU", name: "weather", arguments: "{}" },
  ],
  "openai-compatible/anthropic-fallback-tool-call.sse": [
    { id: "toolu_sanitized", name: "read_file", arguments: '{"path": "a.txt"}' },
  ],
  "openai-compatible/groq-tool-call.chunks.txt": [
    { id: "tk85n1k4m", name: "weather", arguments: "{}" },
  ],
  "openai-compatible/mistral-tool-call.chunks.txt": [
    { id: "gSIMJiOkT", name: "weather", arguments: '{"location": "San Francisco"}' },
  ],
  "openai-compatible/mistral-incremental-tool-call.chunks.txt": [
    {
      id: "chatcmpl-tool-9f149c74c42f265b",
      name: "webSearchTool",
      arguments: '{"query": "current Berlin weather"}',
    },
  ],
  "deepseek/deepseek-tool-call.chunks.txt": [
    {
      id: "call_00_IhCAliIHtM9gKpgfqbBV9873",
      name: "weather",
      arguments: '{"location": "San Francisco"}',
    },
  ],
};

/** Every OpenAI-shaped recording, as the SSE text a server would send (LF line endings). */
export function openAiShapedFixtures(): { file: string; sseText: string; payloads: string[] }[] {
  const files = [
    ...listFixtureFiles("openai"),
    ...listFixtureFiles("openai-compatible"),
    ...listFixtureFiles("deepseek"),
  ].filter((file) => file.endsWith(".chunks.txt") || file.endsWith(".sse"));
  return files.map((file) => {
    if (file.endsWith(".sse")) {
      const sseText = readFixture(file);
      const payloads = sseText
        .split("\n")
        .filter((line) => line.startsWith("data: "))
        .map((line) => line.slice("data: ".length));
      return { file, sseText, payloads };
    }
    const payloads = [...readChunkLines(file), "[DONE]"];
    return { file, sseText: frameAsSse(payloads), payloads };
  });
}
