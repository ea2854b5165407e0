import { describe, expect, it } from "vitest";
import { proxiedProviderName } from "@/lib/telemetry/capture-spans";
import { conversationTraceId } from "@/lib/telemetry/trace-ids";

describe("proxiedProviderName", () => {
  it("names a known upstream by the conventions' value, else by the API its path speaks", () => {
    expect(
      proxiedProviderName("gemini", "https://example.test/v1beta/models/x:generateContent"),
    ).toBe("gcp.gemini");
    expect(proxiedProviderName("anthropic", "https://api.anthropic.com/v1/messages")).toBe(
      "anthropic",
    );
    expect(proxiedProviderName("team", "http://127.0.0.1:9/v1/messages")).toBe("anthropic");
    expect(proxiedProviderName("team", "http://127.0.0.1:9/v1/chat/completions")).toBe("openai");
    expect(proxiedProviderName("team", "http://127.0.0.1:9/v1/embeddings")).toBe("team");
  });
});

describe("conversationTraceId", () => {
  it("is a valid W3C trace id, the same for one conversation and another for the next", () => {
    const id = conversationTraceId("session-1");
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(id).not.toBe("0".repeat(32));
    expect(conversationTraceId("session-1")).toBe(id);
    expect(conversationTraceId("session-2")).not.toBe(id);
  });
});
