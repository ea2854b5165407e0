import { describe, expect, it } from "vitest";
import { bytesPreview, decodeBase64, hexDump, sseSeqsOfChunk } from "./raw-bytes";

const encoder = new TextEncoder();

describe("decodeBase64", () => {
  it("gives back the bytes of a chunk event", () => {
    const bytes = encoder.encode("data: é\n\n");
    expect(decodeBase64(Buffer.from(bytes).toString("base64"))).toEqual(bytes);
  });
});

describe("bytesPreview", () => {
  it("shows line ends and control characters as escapes", () => {
    expect(bytesPreview(encoder.encode('data: {"a":1}\r\n\r\n'))).toBe('data: {"a":1}\\r\\n\\r\\n');
    expect(bytesPreview(encoder.encode("a\tb\u001bc"))).toBe("a\\tb\\x1bc");
  });

  it("shows a character cut by the read as a replacement character", () => {
    const bytes = encoder.encode("é");
    expect(bytesPreview(bytes.subarray(0, 1))).toBe("\uFFFD");
  });

  it("cuts a long read with an ellipsis", () => {
    expect(bytesPreview(encoder.encode("x".repeat(20)), 8)).toBe("xxxxxxxx…");
  });
});

describe("hexDump", () => {
  it("writes 16 bytes a row with their offset and ASCII", () => {
    const rows = hexDump(encoder.encode("data: [DONE]\n\n:é"), 100);
    expect(rows).toEqual([
      {
        offset: 100,
        hex: "64 61 74 61 3a 20 5b 44 4f 4e 45 5d 0a 0a 3a c3",
        ascii: "data: [DONE]..:.",
      },
      { offset: 116, hex: "a9", ascii: "." },
    ]);
    expect(hexDump(new Uint8Array())).toEqual([]);
  });
});

describe("sseSeqsOfChunk", () => {
  it("lists the SSE items a network read carried, once each", () => {
    const lines = [
      { sseSeq: 4, chunkSeqs: [2] },
      { sseSeq: 6, chunkSeqs: [2, 3] },
      { sseSeq: 6, chunkSeqs: [2, 3] },
      { sseSeq: 8, chunkSeqs: [3] },
      { sseSeq: 9 },
    ];
    expect(sseSeqsOfChunk(lines, 2)).toEqual([4, 6]);
    expect(sseSeqsOfChunk(lines, 3)).toEqual([6, 8]);
    expect(sseSeqsOfChunk(lines, 7)).toEqual([]);
  });
});
