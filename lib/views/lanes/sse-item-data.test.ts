import { describe, expect, it } from "vitest";
import type { SseLine } from "@/lib/views/playground/conversation/turn-view";
import { sseItemData } from "./sse-item-data";

const line = (sseSeq: number, index: number, text: string, type: SseLine["type"] = "event") => ({
  sseSeq,
  index,
  text,
  offsetMs: 10,
  type,
});

describe("sseItemData", () => {
  it("reads a data line as JSON", () => {
    const lines = [
      line(4, 0, ": DEMO PROCESSING", "comment"),
      line(7, 0, 'data: {"choices":[{"delta":{"content":"<thinking>"}}]}'),
    ];
    expect(sseItemData(lines, 7)).toEqual({
      sseSeq: 7,
      data: '{"choices":[{"delta":{"content":"<thinking>"}}]}',
      hasData: true,
      json: { choices: [{ delta: { content: "<thinking>" } }] },
    });
  });

  it("joins an item's data lines and keeps its event name", () => {
    const lines = [
      line(2, 0, "event: content_block_delta"),
      line(2, 1, 'data: {"a":'),
      line(2, 2, "data:1}"),
      line(3, 0, 'data: {"b":2}'),
    ];
    expect(sseItemData(lines, 2)).toMatchObject({
      event: "content_block_delta",
      data: '{"a":\n1}',
      json: { a: 1 },
    });
  });

  it("keeps data that is not JSON as text, and says when an item had none", () => {
    expect(sseItemData([line(9, 0, "data: [DONE]")], 9)).toEqual({
      sseSeq: 9,
      data: "[DONE]",
      hasData: true,
    });
    expect(sseItemData([line(1, 0, ": ping", "comment")], 1)).toEqual({
      sseSeq: 1,
      data: "",
      hasData: false,
    });
  });

  it("carries the waits before the item: since the last data line and the last keep-alive", () => {
    const lines = [
      { ...line(5, 0, 'data: {"a":1}'), sinceDataMs: 4_000, sinceCommentMs: 1_500 },
      line(5, 1, ""),
    ];
    expect(sseItemData(lines, 5)).toMatchObject({ sinceDataMs: 4_000, sinceCommentMs: 1_500 });
  });
});
