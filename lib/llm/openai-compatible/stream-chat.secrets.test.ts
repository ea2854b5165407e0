import { describe, expect, it } from "vitest";
import { streamChatCompletion } from "@/lib/llm/openai-compatible/stream-chat";
import { createEventRecorder } from "@/lib/llm/testing/fake-model-server";

const body = '{"model":"m","stream":true,"messages":[]}';

describe("streamChatCompletion and secrets", () => {
  it("keeps a key that breaks the Authorization header out of every event and the result", async () => {
    const recorder = createEventRecorder();
    const apiKey = "sk-broken\nkey-0123456789";
    const result = await streamChatCompletion({
      url: "http://127.0.0.1:9/v1/chat/completions",
      body,
      turn: 1,
      apiKey,
      onEvent: recorder.onEvent,
    });
    expect(result.error).toBeDefined();
    expect(JSON.stringify(recorder.events)).not.toContain("sk-broken");
    expect(result.error?.message).not.toContain("sk-broken");
  });

  it("records the URL without its credentials", async () => {
    const recorder = createEventRecorder();
    const fetch = async () => new Response("nope", { status: 500 });
    const result = await streamChatCompletion({
      url: "http://user:hunter2@127.0.0.1:9/v1/chat/completions?key=abc",
      body,
      turn: 1,
      fetch,
      onEvent: recorder.onEvent,
    });
    const [request] = recorder.ofKind("llm.request");
    expect(request?.data.url).toBe(
      "http://[redacted]@127.0.0.1:9/v1/chat/completions?key=[redacted]",
    );
    expect(JSON.stringify(recorder.events)).not.toContain("hunter2");
    expect(result.error?.message).not.toContain("hunter2");
  });
});
