import { describe, expect, it } from "vitest";
import { streamModel } from "@/lib/llm/stream-model";
import {
  createEventRecorder,
  fakeFetch,
  helloRequest,
  modelTarget,
  sseResponse,
} from "@/test/support/fake-model-fetch";

const encoder = new TextEncoder();

function chunk(content: string): string {
  return `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;
}

describe("streamModel withinRead", () => {
  it("wraps each network read's events, and only those, in one call", async () => {
    const recorder = createEventRecorder();
    const pieces = [chunk("Hel") + chunk("lo"), chunk("!"), "data: [DONE]\n\n"].map((text) =>
      encoder.encode(text),
    );
    const { fetch } = fakeFetch(() => sseResponse(pieces).response);
    const kindsPerRead: string[][] = [];
    await streamModel({
      turn: 1,
      request: helloRequest,
      target: modelTarget({ fetch }),
      onEvent: recorder.onEvent,
      withinRead: (handleRead) => {
        const before = recorder.events.length;
        handleRead();
        kindsPerRead.push(recorder.events.slice(before).map((event) => event.kind));
      },
    });
    expect(kindsPerRead).toHaveLength(3);
    expect(kindsPerRead[0]).toEqual(["llm.chunk", "llm.sse", "llm.delta", "llm.sse", "llm.delta"]);
    expect(kindsPerRead[1]).toEqual(["llm.chunk", "llm.sse", "llm.delta"]);
    expect(recorder.events[0]?.kind).toBe("llm.request");
    expect(recorder.events.at(-1)?.kind).toBe("llm.response");
  });
});
