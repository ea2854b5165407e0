import { describe, expect, it } from "vitest";
import { createSseByteFramer } from "@/lib/sse/sse-byte-framer";
import type { SseItem } from "@/lib/sse/sse-framer";

const encoder = new TextEncoder();

describe("createSseByteFramer", () => {
  it("decodes a multi-byte character split across every byte boundary", () => {
    const bytes = encoder.encode("data: 天气 — ok 🌦\n\n");
    for (let cut = 1; cut < bytes.length; cut += 1) {
      const items: SseItem[] = [];
      const framer = createSseByteFramer((item) => items.push(item));
      framer.push(bytes.subarray(0, cut), 1);
      framer.push(bytes.subarray(cut), 2);
      framer.end();
      expect(items[0], `cut at byte ${cut}`).toMatchObject({ data: "天气 — ok 🌦" });
    }
  });

  it("gives each chunk its byte offset and length", () => {
    const framer = createSseByteFramer(() => {});
    expect(framer.push(encoder.encode("data: é"), 1)).toEqual({ offset: 0, length: 8 });
    expect(framer.push(encoder.encode("\n\n"), 2)).toEqual({ offset: 8, length: 2 });
    expect(framer.byteLength).toBe(10);
  });

  it("strips a UTF-8 byte order mark split over two reads", () => {
    const items: SseItem[] = [];
    const framer = createSseByteFramer((item) => items.push(item));
    framer.push(Uint8Array.of(0xef, 0xbb), 1);
    framer.push(Uint8Array.of(0xbf, ...encoder.encode("data: x\n\n")), 2);
    framer.end();
    expect(items[0]).toMatchObject({ lines: ["data: x"], chunkRefs: [2] });
  });

  it("turns a truncated character at the end of the stream into a replacement character", () => {
    const items: SseItem[] = [];
    const framer = createSseByteFramer((item) => items.push(item));
    framer.push(Uint8Array.of(...encoder.encode("data: "), 0xe5, 0xa4), 1);
    expect(framer.end()).toEqual({ endedMidEvent: true });
    expect(items[0]).toMatchObject({ data: "\uFFFD", complete: false, chunkRefs: [1] });
  });
});
