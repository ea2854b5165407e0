import { describe, expect, it } from "vitest";
import {
  createNdjsonByteFramer,
  type NdjsonLine,
  type NdjsonLineError,
} from "@/lib/llm/ndjson-byte-framer";

const encoder = new TextEncoder();

function frame(pieces: string[] | Uint8Array[], maxLineLength?: number) {
  const items: (NdjsonLine | NdjsonLineError)[] = [];
  const framer = createNdjsonByteFramer((item) => items.push(item), { maxLineLength });
  pieces.forEach((piece, index) => {
    framer.push(typeof piece === "string" ? encoder.encode(piece) : piece, index + 1);
  });
  return { items, end: framer.end() };
}

describe("createNdjsonByteFramer", () => {
  it("reports each non-blank line with its number and the reads that carried it", () => {
    const { items, end } = frame(['{"a":1}\r\n{"b"', ":2}\n\n", '{"c":3}']);
    expect(items).toEqual([
      { type: "line", text: '{"a":1}', lineNumber: 1, chunkRefs: [1] },
      { type: "line", text: '{"b":2}', lineNumber: 2, chunkRefs: [1, 2] },
      { type: "line", text: '{"c":3}', lineNumber: 4, chunkRefs: [3] },
    ]);
    expect(end).toEqual({ endedMidLine: true });
  });

  it("decodes a character split across reads whole", () => {
    const bytes = encoder.encode('"🌦"\n');
    const { items } = frame([bytes.slice(0, 3), bytes.slice(3)]);
    expect(items).toEqual([{ type: "line", text: '"🌦"', lineNumber: 1, chunkRefs: [1, 2] }]);
  });

  it("reports a line over the limit once, drops it, and goes on with the next", () => {
    const { items } = frame(["x".repeat(30), "y".repeat(30), "\nok\n"], 50);
    expect(items).toEqual([
      {
        type: "error",
        message:
          "Line 1 of the NDJSON body is longer than 50 characters; Loupe stopped reading it.",
        lineNumber: 1,
        chunkRefs: [1, 2],
      },
      { type: "line", text: "ok", lineNumber: 2, chunkRefs: [3] },
    ]);
  });
});
