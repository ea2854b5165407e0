import { describe, expect, it } from "vitest";
import { virtualWindow } from "./virtual-window";

describe("virtualWindow", () => {
  it("renders the visible rows plus overscan and pads the rest", () => {
    const window = virtualWindow({
      count: 1000,
      rowHeight: 20,
      scrollTop: 2000,
      viewportHeight: 400,
      overscan: 10,
    });
    expect(window.start).toBe(90);
    expect(window.end).toBe(131);
    expect(window.paddingTop).toBe(1800);
    expect(window.paddingBottom).toBe((1000 - 131) * 20);
  });

  it("renders everything for a short list", () => {
    expect(virtualWindow({ count: 5, rowHeight: 20, scrollTop: 0, viewportHeight: 400 })).toEqual({
      start: 0,
      end: 5,
      paddingTop: 0,
      paddingBottom: 0,
    });
  });

  it("is empty for an empty list", () => {
    expect(virtualWindow({ count: 0, rowHeight: 20, scrollTop: 0, viewportHeight: 400 }).end).toBe(
      0,
    );
  });
});
