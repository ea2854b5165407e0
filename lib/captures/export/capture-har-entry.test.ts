import { describe, expect, it } from "vitest";
import type { CaptureExchange, CaptureView } from "@/lib/api/captures";
import { captureHarEntry } from "@/lib/captures/export/capture-har-entry";
import type { LoupeEvent } from "@/lib/events/types";

const SECRET = "sk-har-entry-secret-000111";

const exchange: CaptureExchange = {
  upstream: "local",
  method: "POST",
  path: "/bytes",
  url: "http://127.0.0.1:1/bytes",
  status: 200,
  startedAt: Date.UTC(2026, 11, 1, 12, 0, 0),
  ttfbMs: 5.25,
  durationMs: 12.5,
  requestBytes: 30,
  requestCut: true,
  responseBytes: 10,
  recordedResponseBytes: 4,
  responseCut: true,
  end: "complete",
  requestHeaders: { "content-type": "text/plain" },
  responseHeaders: { "content-type": "application/octet-stream", location: "/elsewhere" },
};

function chunk(seq: number, bytes: number[]): LoupeEvent {
  return {
    sessionId: "capture-1",
    seq,
    at: 0,
    kind: "llm.chunk",
    data: {
      turn: 1,
      base64: Buffer.from(bytes).toString("base64"),
      offset: 0,
      length: bytes.length,
    },
  } as LoupeEvent;
}

function view(overrides: Partial<CaptureView>): CaptureView {
  return {
    id: "capture-1",
    source: "proxy",
    upstream: "local",
    exchange,
    streaming: false,
    request: null,
    assembled: { content: "", reasoning: "", toolCalls: [] },
    events: [
      {
        sessionId: "capture-1",
        seq: 1,
        at: 0,
        kind: "llm.request",
        data: {
          turn: 1,
          provider: "local",
          url: "",
          method: "POST",
          headers: {},
          body: "first part",
        },
      } as LoupeEvent,
      chunk(2, [0xff, 0xfe]),
      chunk(3, [0x00, 0x61]),
    ],
    actions: [],
    anatomy: null,
    conversation: null,
    diff: null,
    ...overrides,
  };
}

describe("captureHarEntry", () => {
  it("writes an answer that is not UTF-8 as base64 and says what the capture cut", () => {
    const entry = captureHarEntry(view({}), [SECRET]);
    expect(entry?.response.content).toEqual({
      size: 10,
      mimeType: "application/octet-stream",
      text: Buffer.from([0xff, 0xfe, 0x00, 0x61]).toString("base64"),
      encoding: "base64",
      comment: "Loupe recorded the first 4 of 10 bytes.",
    });
    expect(entry?.request.postData).toEqual({
      mimeType: "text/plain",
      text: "first part",
      comment: "Loupe recorded the first part of 30 bytes.",
    });
    expect(entry?.response.redirectURL).toBe("/elsewhere");
    expect(entry?.startedDateTime).toBe("2026-12-01T12:00:00.000Z");
    expect(entry?.timings).toMatchObject({ send: 0, wait: 5.25, receive: 7.25 });
    expect(entry?.time).toBe(12.5);
  });

  it("masks a secret inside a base64 answer", () => {
    const bytes = [0xff, ...Buffer.from(SECRET)];
    const entry = captureHarEntry(view({ events: [chunk(1, bytes)] }), [SECRET]);
    const text = Buffer.from(entry?.response.content.text ?? "", "base64").toString("latin1");
    expect(text).not.toContain(SECRET);
    expect(text).toContain("*".repeat(SECRET.length));
  });

  it("leaves out an import and a capture still streaming: neither is an HTTP exchange yet", () => {
    expect(captureHarEntry(view({ source: "import", exchange: null }), [])).toBeUndefined();
    expect(captureHarEntry(view({ exchange: null, streaming: true }), [])).toBeUndefined();
  });
});
