import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createSseFramer, type SseFramerOptions, type SseItem } from "@/lib/sse/sse-framer";
import {
  arbitraryCuts,
  arbitrarySseText,
  cutInto,
  propertyRuns,
} from "@/test/support/stream-properties";

/** Frames `pieces` in order; items without their chunk numbers, which differ by design. */
function frame(pieces: readonly string[], options?: SseFramerOptions) {
  const items: Array<Omit<SseItem, "chunkRefs">> = [];
  const framer = createSseFramer(({ chunkRefs: _chunkRefs, ...item }) => items.push(item), options);
  pieces.forEach((piece, index) => {
    framer.push(piece, index);
  });
  return { items, end: framer.end() };
}

const smallLimits = { maxLineLength: 12, maxEventLength: 24 };

describe("the SSE framer, for any text cut anywhere", () => {
  it("never throws and frames every cut of a text as it frames the whole", () => {
    fc.assert(
      fc.property(arbitrarySseText, arbitraryCuts, (text, cuts) => {
        expect(frame(cutInto(text, cuts))).toEqual(frame([text]));
      }),
      propertyRuns,
    );
  });

  it("reports the same size errors for every cut when lines and events are over the limits", () => {
    fc.assert(
      fc.property(arbitrarySseText, arbitraryCuts, (text, cuts) => {
        expect(frame(cutInto(text, cuts), smallLimits)).toEqual(frame([text], smallLimits));
      }),
      propertyRuns,
    );
  });

  it("points each item at chunks that exist, in order", () => {
    fc.assert(
      fc.property(arbitrarySseText, arbitraryCuts, (text, cuts) => {
        const pieces = cutInto(text, cuts);
        const framer = createSseFramer((item) => {
          expect(item.chunkRefs).toEqual([...new Set(item.chunkRefs)].sort((a, b) => a - b));
          for (const ref of item.chunkRefs) expect(ref).toBeLessThan(pieces.length);
        });
        pieces.forEach((piece, index) => {
          framer.push(piece, index);
        });
        framer.end();
      }),
      propertyRuns,
    );
  });
});
