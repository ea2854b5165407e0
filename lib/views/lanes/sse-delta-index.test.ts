import { describe, expect, it } from "vitest";
import type { ContentDelta } from "@/lib/views/playground/conversation/turn-view";
import { sseDeltaIndex } from "./sse-delta-index";

/** Deltas as a stream makes them: item 10 + 2k carries piece k; item 11 + 2k carried nothing. */
function streamDeltas(pieces: readonly string[]): ContentDelta[] {
  let offset = 0;
  return pieces.map((text, index) => {
    const delta = { seq: 1000 + index, sseSeq: 10 + index * 2, text, contentOffset: offset };
    offset += text.length;
    return delta;
  });
}

describe("sseDeltaIndex", () => {
  const deltas = streamDeltas(["Hel", "lo, ", "world"]);
  const index = sseDeltaIndex(deltas);

  it("gives each SSE item's deltas and text", () => {
    expect(index.deltasOf(12).map((delta) => delta.text)).toEqual(["lo, "]);
    expect(index.textOf(14)).toBe("world");
    expect(index.textOf(11)).toBeUndefined();
    expect(index.deltasOf(99)).toEqual([]);
  });

  it("finds the SSE item that carried each character of the content", () => {
    const content = "Hello, world";
    const owners = [...content].map((_, offset) => index.sseSeqAt(offset));
    expect(owners).toEqual([10, 10, 10, 12, 12, 12, 12, 14, 14, 14, 14, 14]);
    expect(index.sseSeqAt(content.length)).toBeUndefined();
    expect(index.sseSeqAt(-1)).toBeUndefined();
  });

  it("joins an item's text when it produced several deltas", () => {
    const twice: ContentDelta[] = [
      { seq: 5, sseSeq: 4, text: "a", contentOffset: 0 },
      { seq: 6, sseSeq: 4, text: "b", contentOffset: 1 },
    ];
    expect(sseDeltaIndex(twice).textOf(4)).toBe("ab");
  });

  it("works on deltas out of order", () => {
    const shuffled = [...deltas].reverse();
    const reversed = sseDeltaIndex(shuffled);
    expect(reversed.textOf(12)).toBe("lo, ");
    expect(reversed.sseSeqAt(8)).toBe(14);
  });

  it("is built once per deltas array", () => {
    expect(sseDeltaIndex(deltas)).toBe(index);
  });

  it("links both ways at 20,000 items", () => {
    const many = streamDeltas(Array.from({ length: 20_000 }, (_, k) => `w${k} `));
    const big = sseDeltaIndex(many);
    const last = many.at(-1) as ContentDelta;
    expect(big.sseSeqAt(last.contentOffset + 1)).toBe(last.sseSeq);
    expect(big.textOf(last.sseSeq)).toBe(last.text);
    expect(big.sseSeqAt((many[12_345] as ContentDelta).contentOffset)).toBe(10 + 12_345 * 2);
  });
});

describe("sseDeltaIndex().sseSeqsIn", () => {
  const deltas = streamDeltas([
    "<thinking>",
    "ok</thinking>\n<get_",
    "weather>x",
    "</get_weather>",
  ]);
  const content = deltas.map((delta) => delta.text).join("");
  const index = sseDeltaIndex(deltas);

  it("lights every item that carried a character of a span, and no other", () => {
    const start = content.indexOf("<get_weather>");
    const seqs = index.sseSeqsIn({ start, end: content.length });
    expect([...seqs]).toEqual([12, 14, 16]);
    expect([...index.sseSeqsIn({ start: 0, end: 1 })]).toEqual([10]);
    expect([...index.sseSeqsIn({ start: 3, end: 3 })]).toEqual([]);
  });

  it("agrees with a scan of every delta on any span", () => {
    for (let start = 0; start < content.length; start += 3) {
      for (let end = start; end <= content.length; end += 5) {
        const scanned = deltas
          .filter(
            (delta) => delta.contentOffset < end && delta.contentOffset + delta.text.length > start,
          )
          .map((delta) => delta.sseSeq);
        expect([...index.sseSeqsIn({ start, end })]).toEqual(start < end ? scanned : []);
      }
    }
  });
});
