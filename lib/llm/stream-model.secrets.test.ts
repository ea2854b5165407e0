import { describe, expect, it } from "vitest";
import { streamModel } from "@/lib/llm/stream-model";
import { createEventRecorder, helloRequest, modelTarget } from "@/test/support/fake-model-fetch";

describe("streamModel and secrets", () => {
  it("keeps a key that breaks the Authorization header out of every event and the result", async () => {
    const recorder = createEventRecorder();
    const apiKey = "sk-broken\nkey-0123456789";
    const result = await streamModel({
      turn: 1,
      request: helloRequest,
      target: modelTarget({ apiKey }),
      onEvent: recorder.onEvent,
    });
    expect(result.assembled.error).toBeDefined();
    expect(JSON.stringify(recorder.events)).not.toContain("sk-broken");
    expect(result.assembled.error?.message).not.toContain("sk-broken");
  });

  it("keeps an Anthropic key out of every event (x-api-key is redacted)", async () => {
    const recorder = createEventRecorder();
    const fetch = async () => new Response("nope", { status: 500 });
    await streamModel({
      turn: 1,
      request: helloRequest,
      target: modelTarget({
        wire: "anthropic",
        provider: "anthropic",
        baseUrl: "http://127.0.0.1:9",
        apiKey: "sk-ant-secret-123",
        fetch,
      }),
      onEvent: recorder.onEvent,
    });
    expect(recorder.ofKind("llm.request")[0]?.data.headers["x-api-key"]).toBe("[redacted]");
    expect(JSON.stringify(recorder.events)).not.toContain("sk-ant-secret");
  });

  it("records the URL without its credentials", async () => {
    const recorder = createEventRecorder();
    const fetch = async () => new Response("nope", { status: 500 });
    const result = await streamModel({
      turn: 1,
      request: helloRequest,
      target: modelTarget({ baseUrl: "http://user:hunter2@127.0.0.1:9/v1", fetch }),
      onEvent: recorder.onEvent,
    });
    const [request] = recorder.ofKind("llm.request");
    expect(request?.data.url).toBe("http://[redacted]@127.0.0.1:9/v1/chat/completions");
    expect(JSON.stringify(recorder.events)).not.toContain("hunter2");
    expect(result.assembled.error?.message).not.toContain("hunter2");
  });
});
