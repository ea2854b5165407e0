import { describe, expect, it } from "vitest";
import { chatCompletionsUrl } from "@/lib/llm/openai-compatible/chat-completions-url";

describe("chatCompletionsUrl", () => {
  it("appends /chat/completions to a base URL with or without a trailing slash", () => {
    expect(chatCompletionsUrl("http://127.0.0.1:11434/v1")).toBe(
      "http://127.0.0.1:11434/v1/chat/completions",
    );
    expect(chatCompletionsUrl("https://openrouter.ai/api/v1/")).toBe(
      "https://openrouter.ai/api/v1/chat/completions",
    );
  });
});
