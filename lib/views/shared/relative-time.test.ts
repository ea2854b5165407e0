import { describe, expect, it } from "vitest";
import { relativeTime } from "./relative-time";

describe("relativeTime", () => {
  const now = Date.UTC(2025, 5, 15, 12, 0, 0);
  const ago = (milliseconds: number) => relativeTime(now - milliseconds, now);

  it("reads as a person would say it", () => {
    expect(ago(5_000)).toBe("just now");
    expect(ago(50_000)).toBe("1 minute ago");
    expect(ago(5 * 60_000)).toBe("5 minutes ago");
    expect(ago(3 * 3_600_000)).toBe("3 hours ago");
    expect(ago(26 * 3_600_000)).toBe("yesterday");
    expect(ago(3 * 24 * 3_600_000)).toBe("3 days ago");
    expect(ago(15 * 24 * 3_600_000)).toBe("2 weeks ago");
    expect(ago(400 * 24 * 3_600_000)).toBe("last year");
  });

  it("treats a clock slightly ahead as just now", () => {
    expect(ago(-2_000)).toBe("just now");
  });
});
