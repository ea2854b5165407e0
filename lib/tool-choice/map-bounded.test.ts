import { describe, expect, it } from "vitest";
import { mapBounded } from "@/lib/tool-choice/map-bounded";

describe("mapBounded", () => {
  it("answers in the items' order with never more than the limit running", async () => {
    let running = 0;
    let most = 0;
    const results = await mapBounded([5, 1, 4, 2, 3], 2, async (item, index) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, item));
      running -= 1;
      return `${index}:${item}`;
    });
    expect(results).toEqual(["0:5", "1:1", "2:4", "3:2", "4:3"]);
    expect(most).toBe(2);
  });

  it("answers an empty list without calling work", async () => {
    expect(await mapBounded([], 3, async () => 1)).toEqual([]);
  });
});
