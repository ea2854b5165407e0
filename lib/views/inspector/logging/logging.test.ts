import { describe, expect, it } from "vitest";
import type { TrafficMessage } from "@/lib/api/inspector";
import {
  dataText,
  filterLogEntries,
  filterStderr,
  isAtEnd,
  isLogLevel,
  LOG_LEVELS,
  levelTone,
  logEntries,
} from "./logging";

const notification = (seq: number, params: unknown, direction: "in" | "out" = "in") =>
  ({
    seq,
    at: 1_000 + seq,
    direction,
    message: { jsonrpc: "2.0", method: "notifications/message", params },
  }) satisfies TrafficMessage;

describe("levels", () => {
  it("knows the eight MCP levels in order of severity", () => {
    expect(LOG_LEVELS).toEqual([
      "debug",
      "info",
      "notice",
      "warning",
      "error",
      "critical",
      "alert",
      "emergency",
    ]);
    expect(isLogLevel("warning")).toBe(true);
    expect(isLogLevel("warn")).toBe(false);
  });

  it("colours debug grey, info blue, warning amber and the severe ones red", () => {
    expect(
      ["debug", "info", "notice", "warning", "error", "emergency", "verbose"].map(levelTone),
    ).toEqual(["neutral", "accent", "accent", "warning", "danger", "danger", "neutral"]);
  });
});

describe("logEntries", () => {
  it("keeps the server's notifications/message with level, logger and data as text", () => {
    const entries = logEntries([
      notification(1, { level: "info", logger: "db", data: "connected" }),
      notification(2, { level: "error", data: { code: 7, detail: ["a"] } }),
      notification(3, { level: "info", data: "sent by Loupe" }, "out"),
      {
        seq: 4,
        at: 4,
        direction: "in",
        message: { jsonrpc: "2.0", method: "notifications/progress" },
      },
      { seq: 5, at: 5, direction: "in", message: "not an object" },
      notification(6, null),
    ]);
    expect(entries).toEqual([
      { seq: 1, at: 1_001, level: "info", logger: "db", data: "connected", text: "connected" },
      {
        seq: 2,
        at: 1_002,
        level: "error",
        data: { code: 7, detail: ["a"] },
        text: '{\n  "code": 7,\n  "detail": [\n    "a"\n  ]\n}',
      },
      { seq: 6, at: 1_006, level: "unknown", data: undefined, text: "" },
    ]);
  });

  it("writes data that is not a string as JSON", () => {
    expect(dataText(42)).toBe("42");
    expect(dataText(null)).toBe("null");
    expect(dataText(undefined)).toBe("");
  });
});

describe("filterLogEntries", () => {
  const entries = logEntries([
    notification(1, { level: "debug", data: "cache warm" }),
    notification(2, { level: "warning", logger: "disk", data: "almost full" }),
    notification(3, { level: "emergency", data: { text: "Disk gone" } }),
    notification(4, { level: "verbose", data: "odd level" }),
  ]);
  const seqs = (filter: Parameters<typeof filterLogEntries>[1]) =>
    filterLogEntries(entries, filter).map((entry) => entry.seq);

  it("shows the minimum level and above, and levels it does not know", () => {
    expect(seqs({ minimumLevel: "debug", text: "", clearedThrough: 0 })).toEqual([1, 2, 3, 4]);
    expect(seqs({ minimumLevel: "warning", text: "", clearedThrough: 0 })).toEqual([2, 3, 4]);
    expect(seqs({ minimumLevel: "emergency", text: "", clearedThrough: 0 })).toEqual([3, 4]);
  });

  it("finds a text in the data or the logger, case ignored, and hides what was cleared", () => {
    expect(seqs({ minimumLevel: "debug", text: "DISK", clearedThrough: 0 })).toEqual([2, 3]);
    expect(seqs({ minimumLevel: "debug", text: "disk", clearedThrough: 2 })).toEqual([3]);
  });

  it("filters stderr lines by text and by what was cleared", () => {
    const stderr = [
      { seq: 1, at: 1, text: "Starting server" },
      { seq: 5, at: 5, text: "Listening on stdio" },
    ];
    expect(filterStderr(stderr, { text: "", clearedThrough: 0 })).toEqual(stderr);
    expect(filterStderr(stderr, { text: "stdio", clearedThrough: 0 })).toEqual([stderr[1]]);
    expect(filterStderr(stderr, { text: "", clearedThrough: 1 })).toEqual([stderr[1]]);
  });
});

describe("isAtEnd", () => {
  it("follows new lines only while the list is scrolled to its end", () => {
    expect(isAtEnd({ scrollTop: 600, clientHeight: 400, scrollHeight: 1_000 })).toBe(true);
    expect(isAtEnd({ scrollTop: 580, clientHeight: 400, scrollHeight: 1_000 })).toBe(true);
    expect(isAtEnd({ scrollTop: 300, clientHeight: 400, scrollHeight: 1_000 })).toBe(false);
    expect(isAtEnd({ scrollTop: 0, clientHeight: 400, scrollHeight: 300 })).toBe(true);
  });
});
