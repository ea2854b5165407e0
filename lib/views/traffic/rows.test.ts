import { describe, expect, it } from "vitest";
import { captureListItem } from "@/test/support/capture-list-item";
import { emptyTrafficRows, withFeedEvent, withoutCapture, withPage } from "./rows";

const ids = (state: { rows: Array<{ id: string }> }) => state.rows.map((row) => row.id);

describe("withPage", () => {
  it("appends older pages after the first, newest first", () => {
    const first = withPage(emptyTrafficRows, [
      captureListItem({ id: "c", startedAt: 30 }),
      captureListItem({ id: "b", startedAt: 20 }),
    ]);
    const second = withPage(first, [captureListItem({ id: "a", startedAt: 10 })]);
    expect(ids(second)).toEqual(["c", "b", "a"]);
  });

  it("keeps one row per id when a page repeats one", () => {
    const first = withPage(emptyTrafficRows, [captureListItem({ id: "a", startedAt: 10 })]);
    const again = withPage(first, [captureListItem({ id: "a", startedAt: 10 })]);
    expect(ids(again)).toEqual(["a"]);
  });

  it("keeps a feed row that arrived before the first page, in its place", () => {
    const live = withFeedEvent(emptyTrafficRows, {
      type: "capture",
      capture: captureListItem({ id: "new", startedAt: 50, status: null, durationMs: 5 }),
    });
    const loaded = withPage(live, [
      captureListItem({ id: "new", startedAt: 50, status: null, durationMs: null }),
      captureListItem({ id: "old", startedAt: 5 }),
    ]);
    expect(ids(loaded)).toEqual(["new", "old"]);
    expect(loaded.rows[0]?.durationMs).toBe(5);
  });

  it("takes the page's row when it knows the exchange ended and the feed's copy does not", () => {
    const live = withFeedEvent(emptyTrafficRows, {
      type: "capture",
      capture: captureListItem({ id: "a", status: null, durationMs: null }),
    });
    const loaded = withPage(live, [captureListItem({ id: "a", status: 200, durationMs: 90 })]);
    expect(loaded.rows[0]?.status).toBe(200);
  });

  it("does not bring back a row deleted before the page arrived", () => {
    const gone = withoutCapture(emptyTrafficRows, "a");
    expect(ids(withPage(gone, [captureListItem({ id: "a" })]))).toEqual([]);
  });
});

describe("withFeedEvent", () => {
  const loaded = withPage(emptyTrafficRows, [
    captureListItem({ id: "b", startedAt: 20 }),
    captureListItem({ id: "a", startedAt: 10 }),
  ]);

  it("puts a new capture at the top", () => {
    const next = withFeedEvent(loaded, {
      type: "capture",
      capture: captureListItem({ id: "c", startedAt: 30, status: null }),
    });
    expect(ids(next)).toEqual(["c", "b", "a"]);
  });

  it("updates a streaming row in place as it progresses", () => {
    const opened = withFeedEvent(loaded, {
      type: "capture",
      capture: captureListItem({ id: "c", startedAt: 30, status: null, responseBytes: 10 }),
    });
    const ended = withFeedEvent(opened, {
      type: "capture",
      capture: captureListItem({ id: "c", startedAt: 30, status: 200, responseBytes: 900 }),
    });
    expect(ids(ended)).toEqual(["c", "b", "a"]);
    expect(ended.rows[0]).toMatchObject({ status: 200, responseBytes: 900 });
  });

  it("removes a deleted capture and ignores its later progress", () => {
    const gone = withFeedEvent(loaded, { type: "deleted", id: "b" });
    expect(ids(gone)).toEqual(["a"]);
    const late = withFeedEvent(gone, { type: "capture", capture: captureListItem({ id: "b" }) });
    expect(ids(late)).toEqual(["a"]);
  });

  it("leaves out a new capture the filters refuse, but still updates a shown one", () => {
    const refuse = () => false;
    const skipped = withFeedEvent(
      loaded,
      { type: "capture", capture: captureListItem({ id: "c", startedAt: 30 }) },
      refuse,
    );
    expect(ids(skipped)).toEqual(["b", "a"]);
    const updated = withFeedEvent(
      loaded,
      { type: "capture", capture: captureListItem({ id: "a", startedAt: 10, status: 500 }) },
      refuse,
    );
    expect(updated.rows[1]?.status).toBe(500);
  });
});
