import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCapturesApi } from "@/lib/views/captures/api";
import { deriveTurn } from "@/lib/views/playground/conversation/turn-view";
import { ApiError } from "@/lib/views/shared/api-client";
import { capturesRouteFetcher } from "@/test/support/captures-fetcher";
import { enterTemporaryDataDirectory } from "@/test/support/inspector-api";
import { frameAsSse, readChunkLines, readFixture } from "@/test/support/stream-fixtures";
import { captureTimings, summarizeCapture } from "./summary";

let leaveDataDirectory = () => {};
beforeAll(() => {
  leaveDataDirectory = enterTemporaryDataDirectory("loupe-captures-client-");
});
afterAll(() => leaveDataDirectory());

const api = createCapturesApi(capturesRouteFetcher);

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected the call to reject");
}

describe("the captures client against the capture routes", () => {
  it("imports a recorded OpenAI stream and reads it back as the lanes read a live turn", async () => {
    const lines = readChunkLines("openai/openai-text.chunks.txt");
    const raw = `${frameAsSse(lines)}data: [DONE]\n\n`;
    const request = { model: "gpt-4.1-nano", stream: true, messages: [] };
    const { id } = await api.importCapture({ format: "openai", raw, request });
    expect(id).toMatch(/^capture-/);

    const capture = await api.getCapture(id);
    expect(capture.id).toBe(id);
    expect(capture.request).toEqual(request);
    expect(capture.assembled.content.length).toBeGreaterThan(100);
    expect(capture.assembled.finishReason).toBe("stop");

    const summary = summarizeCapture(capture.events);
    expect(summary).toEqual({
      format: "openai",
      model: "gpt-4.1-nano",
      dialect: "xml",
      turn: 1,
      bytes: new TextEncoder().encode(raw).length,
      items: lines.length + 1,
    });
    const view = deriveTurn(capture.events, summary.turn);
    expect(view.content).toBe(capture.assembled.content);
    expect(view.sseLines.map((line) => line.text)).toEqual([
      ...lines.map((line) => `data: ${line}`),
      "data: [DONE]",
    ]);
    // A capture holds no times: the reader shows none rather than zeros.
    expect(captureTimings(view.response?.timings)).toEqual([]);
  });

  it("imports an Anthropic stream with the native dialect", async () => {
    const raw = readFixture("anthropic/tool_use_response.txt");
    const { id } = await api.importCapture({ format: "anthropic", raw, dialect: "native" });
    const capture = await api.getCapture(id);
    expect(capture.request).toBeNull();
    expect(summarizeCapture(capture.events)).toMatchObject({
      format: "anthropic",
      dialect: "native",
    });
    expect(capture.assembled.toolCalls.length).toBeGreaterThan(0);
    expect(capture.actions).toHaveLength(capture.assembled.toolCalls.length);
  });

  it("rejects a paste that is not a stream with the API's located message", async () => {
    const error = await rejection(
      api.importCapture({ format: "openai", raw: "\nHello, world\nsecond line" }),
    );
    expect(error.status).toBe(400);
    expect(error.code).toBe("request:invalid");
    expect(error.message).toBe(
      'raw is not an SSE stream: no line starts with "data:" (line 2 reads "Hello, world"). Paste the OpenAI-compatible response body, or its "data:" lines.',
    );
    const empty = await rejection(api.importCapture({ format: "ollama", raw: "" }));
    expect(empty.message).toMatch(/^raw is empty/);
  });

  it("rejects an unknown capture with capture:not_found", async () => {
    const error = await rejection(api.getCapture("capture-00000000-0000-4000-8000-000000000000"));
    expect([error.status, error.code]).toEqual([404, "capture:not_found"]);
  });
});

describe("captureTimings", () => {
  it("labels the timings a live capture has", () => {
    expect(
      captureTimings({
        ttfbMs: 120,
        firstTokenMs: 480,
        endMs: 2400,
        tokensPerSecond: 42.25,
        outputTokensSource: "estimate",
        longestDataGapMs: 900,
      }),
    ).toEqual([
      { label: "Time to first byte", value: "120 ms" },
      { label: "Time to first token", value: "480 ms" },
      { label: "Tokens per second", value: "42.3 (tokens estimated)" },
      { label: "Total", value: "2.40 s" },
      { label: "Longest wait for data", value: "900 ms" },
    ]);
  });

  it("has none when every time is zero or there is no response", () => {
    expect(captureTimings({ ttfbMs: 0, firstTokenMs: 0, endMs: 0 })).toEqual([]);
    expect(captureTimings(undefined)).toEqual([]);
  });
});
