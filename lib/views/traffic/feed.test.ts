import { describe, expect, it } from "vitest";
import { captureListItem } from "@/test/support/capture-list-item";
import { parseFeedMessage } from "./feed";

describe("parseFeedMessage", () => {
  it("reads a capture's row and a deletion", () => {
    const capture = captureListItem({ status: null });
    expect(parseFeedMessage(JSON.stringify({ type: "capture", capture }))).toEqual({
      type: "capture",
      capture,
    });
    expect(parseFeedMessage('{"type":"deleted","id":"capture-1"}')).toEqual({
      type: "deleted",
      id: "capture-1",
    });
  });

  it("skips what is not a feed message", () => {
    for (const data of [
      "not json",
      "[]",
      '{"type":"other"}',
      '{"type":"deleted"}',
      '{"type":"capture","capture":{"id":"capture-1"}}',
      '{"type":"capture","capture":null}',
    ]) {
      expect(parseFeedMessage(data)).toBeNull();
    }
  });
});
