import { describe, expect, it } from "vitest";
import { createSseByteFramer } from "@/lib/sse/sse-byte-framer";
import type { SseEventItem, SseItem } from "@/lib/sse/sse-framer";
import {
  type LineEnding,
  listFixtureFiles,
  readChunkLines,
  readFixture,
  splitEvery,
  splitInsideCharacters,
  splitRandomly,
  withLineEnding,
} from "@/test/support/stream-fixtures";

const encoder = new TextEncoder();

function frameBytes(pieces: Uint8Array[]): { items: SseItem[]; endedMidEvent: boolean } {
  const items: SseItem[] = [];
  const framer = createSseByteFramer((item) => items.push(item));
  pieces.forEach((piece, index) => {
    framer.push(piece, index + 1);
  });
  return { items, endedMidEvent: framer.end().endedMidEvent };
}

const splits: [string, LineEnding, (bytes: Uint8Array) => Uint8Array[]][] = [
  ["in one read", "\n", (bytes) => [bytes]],
  ["in 1-byte reads with CRLF", "\r\n", (bytes) => splitEvery(bytes, 1)],
  ["in reads cut inside multi-byte characters", "\n", splitInsideCharacters],
  ["in random reads with bare CR", "\r", (bytes) => splitRandomly(bytes, 5)],
];

function events(items: SseItem[]): SseEventItem[] {
  return items.filter((item): item is SseEventItem => item.type === "event");
}

/** Raw SSE recordings from the Anthropic SDK: `event:` + `data:` pairs separated by blank lines. */
const rawAnthropicFiles = listFixtureFiles("anthropic").filter(
  (file) => !file.endsWith(".chunks.txt"),
);

/** Anthropic and Google payload lines, framed the way each provider streams them. */
const framedPayloadFiles = [
  ...listFixtureFiles("anthropic").filter((file) => file.endsWith(".chunks.txt")),
  ...listFixtureFiles("google"),
];

describe("the SSE framer on recorded Anthropic streams", () => {
  it("finds the four raw recordings", () => {
    expect(rawAnthropicFiles).toHaveLength(4);
  });

  describe.each(rawAnthropicFiles)("%s", (file) => {
    const text = readFixture(file);
    const rawLines = text.split("\n");
    const fieldLines = rawLines.filter((line) => line !== "");
    const eventNames = rawLines
      .filter((line) => line.startsWith("event: "))
      .map((line) => line.slice(7));

    it.each(splits)("frames every event %s", (_name, lineEnding, split) => {
      const { items, endedMidEvent } = frameBytes(
        split(encoder.encode(withLineEnding(text, lineEnding))),
      );
      expect(items.every((item) => item.type === "event")).toBe(true);
      const framed = events(items);
      expect(framed.map((item) => item.event)).toEqual(eventNames);
      expect(framed.flatMap((item) => item.lines)).toEqual(fieldLines);
      for (const item of framed) {
        expect(item.lines).toHaveLength(2);
        expect((JSON.parse(item.data ?? "") as { type: string }).type).toBe(item.event);
      }
      expect(endedMidEvent).toBe(!text.endsWith("\n\n"));
      expect(framed.at(-1)?.complete).toBe(text.endsWith("\n\n"));
    });
  });

  it("flushes the last event of the recording that stops without a blank line", () => {
    const text = readFixture("anthropic/incomplete_partial_json_response.txt");
    const { items, endedMidEvent } = frameBytes([encoder.encode(text)]);
    expect(endedMidEvent).toBe(true);
    expect(items.at(-1)).toMatchObject({
      event: "message_stop",
      data: '{"type":"message_stop" }',
      complete: false,
    });
  });
});

describe("the SSE framer on recorded Anthropic and Google payloads", () => {
  describe.each(framedPayloadFiles)("%s", (file) => {
    const payloads = readChunkLines(file);
    const isAnthropic = file.startsWith("anthropic/");
    const text = payloads
      .map((payload) => {
        const type = (JSON.parse(payload) as { type?: string }).type;
        return isAnthropic ? `event: ${type}\ndata: ${payload}\n\n` : `data: ${payload}\n\n`;
      })
      .join("");

    it.each(splits)("gives back every payload %s", (_name, lineEnding, split) => {
      const pieces = split(encoder.encode(withLineEnding(text, lineEnding)));
      const { items, endedMidEvent } = frameBytes(pieces);
      expect(endedMidEvent).toBe(false);
      const framed = events(items);
      expect(framed.map((item) => item.data)).toEqual(payloads);
      if (isAnthropic) {
        expect(framed.map((item) => item.event)).toEqual(
          payloads.map((payload) => (JSON.parse(payload) as { type: string }).type),
        );
      }
      for (const item of framed) {
        expect(item.chunkRefs.length).toBeGreaterThan(0);
        expect(item.chunkRefs.every((ref) => ref >= 1 && ref <= pieces.length)).toBe(true);
      }
    });
  });
});
