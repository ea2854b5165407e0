import { describe, expect, it } from "vitest";
import { wireFormatOf } from "@/lib/proxy/wire-format-of";

describe("wireFormatOf", () => {
  it("reads the wire format from the end of the path", () => {
    expect(wireFormatOf("/v1/chat/completions")).toBe("openai-compatible");
    expect(wireFormatOf("/api/v1/chat/completions/")).toBe("openai-compatible");
    expect(wireFormatOf("/v1/messages")).toBe("anthropic");
    expect(wireFormatOf("/api/chat")).toBe("ollama");
    expect(wireFormatOf("/api/generate")).toBe("ollama");
    expect(wireFormatOf("/v1/responses")).toBe("openai-responses");
    expect(wireFormatOf("/v1beta/models/gemini-2.5-flash:streamGenerateContent")).toBe("gemini");
    expect(wireFormatOf("/v1beta/models/gemini-2.5-flash:generateContent")).toBe("gemini");
  });

  it("reads Google's OpenAI-compatible endpoint as Chat Completions", () => {
    expect(wireFormatOf("/v1beta/openai/chat/completions")).toBe("openai-compatible");
  });

  it("leaves every other path to be recorded as raw bytes", () => {
    expect(wireFormatOf("/v1/models")).toBeUndefined();
    expect(wireFormatOf("/v1/messages/count_tokens")).toBeUndefined();
  });
});
