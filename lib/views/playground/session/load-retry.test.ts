import { describe, expect, it } from "vitest";
import { loadRetryDelay } from "./load-retry";

describe("loadRetryDelay", () => {
  it("backs off a few times after network failures, then gives up", () => {
    const delays = [1, 2, 3].map((failures) => loadRetryDelay(failures, 0));
    expect(delays).toEqual([1_000, 3_000, 10_000]);
    expect(loadRetryDelay(4, 0)).toBeUndefined();
    expect(loadRetryDelay(0, 0)).toBeUndefined();
  });

  it("retries a server error but not an answer only the person can change", () => {
    expect(loadRetryDelay(1, 503)).toBeDefined();
    expect(loadRetryDelay(1, 404)).toBeUndefined();
    expect(loadRetryDelay(1, 401)).toBeUndefined();
  });
});
