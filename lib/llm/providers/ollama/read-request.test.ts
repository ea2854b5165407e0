import { describe, expect, it } from "vitest";
import { readOllamaRequest } from "@/lib/llm/providers/ollama/read-request";
import { readFixture } from "@/test/support/stream-fixtures";

/** A hand-written `/api/generate` request (test/fixtures/llm-streams/ollama). */
const generateRequest = JSON.parse(readFixture("ollama/generate.request.json")) as Record<
  string,
  unknown
>;

describe("readOllamaRequest on /api/generate bodies", () => {
  it("reads the system prompt and the prompt as one user message, images and options aside", () => {
    expect(readOllamaRequest(generateRequest)).toEqual({
      messages: [
        { role: "system", content: "You are a terse physics tutor." },
        { role: "user", content: "Why is the sky blue? One sentence." },
      ],
      tools: [],
      toolCharacters: [],
    });
  });

  it("leaves out a system prompt the body does not set, and an empty prompt", () => {
    expect(readOllamaRequest({ model: "qwen3", prompt: "hi", system: "" })).toEqual({
      messages: [{ role: "user", content: "hi" }],
      tools: [],
      toolCharacters: [],
    });
    expect(readOllamaRequest({ model: "qwen3", prompt: "" })).toEqual({
      messages: [],
      tools: [],
      toolCharacters: [],
    });
  });

  it("is not a generate body without a model or a prompt text", () => {
    expect(readOllamaRequest({ prompt: "hi" })).toBeUndefined();
    expect(readOllamaRequest({ model: "qwen3", prompt: ["hi"] })).toBeUndefined();
    expect(readOllamaRequest({ model: "qwen3" })).toBeUndefined();
  });
});
