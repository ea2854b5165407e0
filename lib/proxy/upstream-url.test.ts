import { describe, expect, it } from "vitest";
import { upstreamUrl } from "@/lib/proxy/upstream-url";

describe("upstreamUrl", () => {
  it("does not repeat the segments the base URL ends with", () => {
    const base = "https://api.openai.com/v1";
    expect(upstreamUrl(base, "/v1/chat/completions", "")).toBe(
      "https://api.openai.com/v1/chat/completions",
    );
    expect(upstreamUrl(base, "/chat/completions", "")).toBe(
      "https://api.openai.com/v1/chat/completions",
    );
  });

  it("appends to a base with a longer path, overlapping only its end", () => {
    expect(upstreamUrl("https://openrouter.ai/api/v1", "/v1/chat/completions", "")).toBe(
      "https://openrouter.ai/api/v1/chat/completions",
    );
    expect(upstreamUrl("https://openrouter.ai/api/v1", "/api/v1/models", "")).toBe(
      "https://openrouter.ai/api/v1/models",
    );
  });

  it("keeps the query string as written and a base without a path", () => {
    expect(
      upstreamUrl(
        "https://generativelanguage.googleapis.com/v1beta",
        "/v1beta/models/gemini-2.5-flash:streamGenerateContent",
        "?alt=sse",
      ),
    ).toBe(
      "https://generativelanguage.googleapis.com/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse",
    );
    expect(upstreamUrl("http://127.0.0.1:11434", "/api/chat", "")).toBe(
      "http://127.0.0.1:11434/api/chat",
    );
  });
});
