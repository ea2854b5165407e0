import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createSseByteFramer } from "@/lib/sse/sse-byte-framer";
import type { SseItem } from "@/lib/sse/sse-framer";
import {
  arbitraryCuts,
  arbitrarySseBytes,
  cutInto,
  propertyRuns,
} from "@/test/support/stream-properties";

/** Frames byte `pieces` in order: items without chunk numbers, the end, each piece's position. */
function frame(pieces: readonly Uint8Array[]) {
  const items: Array<Omit<SseItem, "chunkRefs">> = [];
  const framer = createSseByteFramer(({ chunkRefs: _chunkRefs, ...item }) => items.push(item));
  const positions = pieces.map((piece, index) => framer.push(piece, index));
  return { items, end: framer.end(), byteLength: framer.byteLength, positions };
}

describe("the SSE byte framer, for any bytes cut anywhere", () => {
  it("never throws and frames every cut of the bytes as it frames them whole", () => {
    fc.assert(
      fc.property(arbitrarySseBytes, arbitraryCuts, (bytes, cuts) => {
        const whole = frame([bytes]);
        const cut = frame(cutInto(bytes, cuts));
        expect(cut.items).toEqual(whole.items);
        expect(cut.end).toEqual(whole.end);
        expect(cut.byteLength).toBe(bytes.byteLength);
      }),
      propertyRuns,
    );
  });

  it("places each piece right after the previous one", () => {
    fc.assert(
      fc.property(arbitrarySseBytes, arbitraryCuts, (bytes, cuts) => {
        const pieces = cutInto(bytes, cuts);
        let offset = 0;
        for (const [index, position] of frame(pieces).positions.entries()) {
          expect(position).toEqual({ offset, length: pieces[index]?.byteLength });
          offset += position.length;
        }
      }),
      propertyRuns,
    );
  });
});
