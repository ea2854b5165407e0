import { describe, expect, it } from "vitest";
import { captureListItem } from "@/test/support/capture-list-item";
import { durationCell, sizeCell, statusCell, tokensCell } from "./cells";

describe("statusCell", () => {
  it("says pending while a proxied exchange streams", () => {
    expect(statusCell(captureListItem({ status: null, durationMs: null }))).toMatchObject({
      text: "pending",
      tone: "pending",
    });
  });

  it("marks error statuses and an exchange that ended with none", () => {
    expect(statusCell(captureListItem({ status: 502 }))).toMatchObject({
      text: "502",
      tone: "danger",
    });
    expect(statusCell(captureListItem({ status: 0 }))).toMatchObject({
      text: "no answer",
      tone: "danger",
    });
    expect(statusCell(captureListItem({ status: null, durationMs: 40 }))).toMatchObject({
      text: "failed",
      tone: "danger",
    });
  });

  it("shows a success as its status and an import as a dash", () => {
    expect(statusCell(captureListItem({ status: 200 }))).toMatchObject({
      text: "200",
      tone: "success",
    });
    expect(statusCell(captureListItem({ source: "import", status: null }))).toMatchObject({
      text: "—",
      tone: "neutral",
    });
  });
});

describe("durationCell", () => {
  it("formats a known time and dashes an unknown one", () => {
    expect(durationCell(340)).toBe("340 ms");
    expect(durationCell(1240)).toBe("1.24 s");
    expect(durationCell(null)).toBe("—");
  });
});

describe("tokensCell", () => {
  it("shows tokens in and out", () => {
    expect(tokensCell({ input: 1204, output: 88, raw: {} })).toBe("1,204 / 88");
    expect(tokensCell({ input: 12, raw: {} })).toBe("12 / ?");
  });

  it("dashes a row without usage", () => {
    expect(tokensCell(null)).toBe("—");
    expect(tokensCell({ total: 5, raw: {} })).toBe("—");
  });
});

describe("sizeCell", () => {
  it("shows both sides in human units", () => {
    expect(sizeCell(1200, 4_800_000)).toBe("1.2 kB / 4.8 MB");
    expect(sizeCell(512, null)).toBe("512 B / —");
  });
});
