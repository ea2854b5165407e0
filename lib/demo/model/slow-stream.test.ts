import { afterEach, describe, expect, it, vi } from "vitest";
import { streamDemoCompletion } from "@/lib/demo/model/stream";
import { readSse, xmlRequest } from "@/test/support/demo-requests";

afterEach(() => {
  vi.useRealTimers();
});

describe("demo-slow's stream", () => {
  it("spreads the answer over about ten seconds of the clock, with keep-alives before and between the chunks", async () => {
    vi.useFakeTimers();
    const started = Date.now();
    const reading = readSse(streamDemoCompletion(xmlRequest(), { slow: true, delayMs: 0 }));
    await vi.runAllTimersAsync();
    const { items } = await reading;
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThan(9_000);
    expect(elapsed).toBeLessThan(11_000);
    const firstData = items.findIndex((item) => "data" in item);
    expect(firstData).toBeGreaterThanOrEqual(8);
    const laterComments = items.slice(firstData).filter((item) => "comment" in item);
    expect(laterComments.length).toBeGreaterThan(3);
  });
});
