import { describe, expect, it } from "vitest";
import { listKeyTarget, virtualWindow } from "./virtual-window";

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

describe("listKeyTarget", () => {
  const list = { current: 10, count: 100, pageSize: 20, firstVisible: 5 };

  it("moves one row with the arrows and stops at the ends", () => {
    expect(listKeyTarget("ArrowDown", list)).toBe(11);
    expect(listKeyTarget("ArrowUp", list)).toBe(9);
    expect(listKeyTarget("ArrowUp", { ...list, current: 0 })).toBe(0);
    expect(listKeyTarget("ArrowDown", { ...list, current: 99 })).toBe(99);
  });

  it("moves a page less one row, and jumps with Home and End", () => {
    expect(listKeyTarget("PageDown", list)).toBe(29);
    expect(listKeyTarget("PageUp", list)).toBe(0);
    expect(listKeyTarget("Home", list)).toBe(0);
    expect(listKeyTarget("End", list)).toBe(99);
  });

  it("starts at the first visible row when nothing is selected yet", () => {
    expect(listKeyTarget("ArrowDown", { ...list, current: -1 })).toBe(5);
    expect(listKeyTarget("End", { ...list, current: -1 })).toBe(99);
  });

  it("ignores other keys and empty lists", () => {
    expect(listKeyTarget("a", list)).toBeUndefined();
    expect(listKeyTarget("ArrowDown", { ...list, count: 0 })).toBeUndefined();
  });
});
