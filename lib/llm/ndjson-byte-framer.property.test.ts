import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  createNdjsonByteFramer,
  type NdjsonLine,
  type NdjsonLineError,
} from "@/lib/llm/ndjson-byte-framer";
import {
  arbitraryCuts,
  cutInto,
  jsonOrPrefix,
  propertyRuns,
  textFrom,
} from "@/test/support/stream-properties";

/** Frames byte `pieces` in order; lines and errors without chunk numbers. */
function frame(pieces: readonly Uint8Array[], maxLineLength?: number) {
  const items: Array<Omit<NdjsonLine | NdjsonLineError, "chunkRefs">> = [];
  const framer = createNdjsonByteFramer(
    ({ chunkRefs: _chunkRefs, ...item }) => items.push(item),
    maxLineLength === undefined ? {} : { maxLineLength },
  );
  pieces.forEach((piece, index) => {
    framer.push(piece, index);
  });
  return { items, end: framer.end() };
}

const ndjsonText = fc
  .array(
    fc.oneof(
      jsonOrPrefix(fc.jsonValue({ maxDepth: 2 })),
      textFrom(["\n", "\r\n", "\r", " ", "é", "😀", '{"message":{"content":"', '"}}', "\uFEFF"], 6),
    ),
    { maxLength: 10 },
  )
  .map((lines) => lines.join("\n"));

const arbitraryNdjsonBytes = fc.oneof(
  fc.uint8Array({ maxLength: 200 }),
  ndjsonText.map((text) => new TextEncoder().encode(text)),
);

describe("the NDJSON framer, for any bytes cut anywhere", () => {
  it("never throws and frames every cut of the bytes as it frames them whole", () => {
    fc.assert(
      fc.property(arbitraryNdjsonBytes, arbitraryCuts, (bytes, cuts) => {
        expect(frame(cutInto(bytes, cuts))).toEqual(frame([bytes]));
      }),
      propertyRuns,
    );
  });

  it("reports the same over-long lines for every cut", () => {
    fc.assert(
      fc.property(arbitraryNdjsonBytes, arbitraryCuts, (bytes, cuts) => {
        expect(frame(cutInto(bytes, cuts), 10)).toEqual(frame([bytes], 10));
      }),
      propertyRuns,
    );
  });
});
