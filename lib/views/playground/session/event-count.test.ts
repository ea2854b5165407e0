import { describe, expect, it } from "vitest";
import { recordedEventCount } from "./event-count";

describe("recordedEventCount", () => {
  it("counts every recorded event, those the stream left out included", () => {
    const live = Array.from({ length: 842 }, (_, index) => ({ seq: index + 1 }));
    const afterReload = live.filter((event) => event.seq <= 100 || event.seq > 700);
    expect(recordedEventCount(live)).toBe(842);
    expect(recordedEventCount(afterReload)).toBe(842);
  });

  it("is 0 before the first event", () => {
    expect(recordedEventCount([])).toBe(0);
  });
});
