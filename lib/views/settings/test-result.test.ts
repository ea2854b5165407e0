import { describe, expect, it } from "vitest";
import { describeTestResult } from "./test-result";

describe("a connection test's outcome", () => {
  it("reads latency and model count, or the error with its time", () => {
    expect(describeTestResult({ ok: true, latencyMs: 42, models: 1 })).toEqual({
      ok: true,
      text: "Connected in 42 ms · 1 model listed",
    });
    expect(describeTestResult({ ok: true, latencyMs: 7, models: 0 }).text).toBe(
      "Connected in 7 ms · 0 models listed",
    );
    expect(
      describeTestResult({
        ok: false,
        latencyMs: 10_001,
        error: { code: "model:request_failed", message: "No answer from http://h/models." },
      }),
    ).toEqual({ ok: false, text: "No answer from http://h/models. (after 10001 ms)" });
  });
});
