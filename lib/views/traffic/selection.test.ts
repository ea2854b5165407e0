import { describe, expect, it } from "vitest";
import { isSelectionKey, moveSelection, selectionAfterDelete } from "./selection";

const order = ["a", "b", "c"];

describe("moveSelection", () => {
  it("moves one row down and up, stopping at the ends", () => {
    expect(moveSelection(order, "a", "ArrowDown")).toBe("b");
    expect(moveSelection(order, "c", "ArrowDown")).toBe("c");
    expect(moveSelection(order, "b", "ArrowUp")).toBe("a");
    expect(moveSelection(order, "a", "ArrowUp")).toBe("a");
  });

  it("jumps to the ends with Home and End", () => {
    expect(moveSelection(order, "b", "Home")).toBe("a");
    expect(moveSelection(order, "b", "End")).toBe("c");
  });

  it("starts from an end when nothing shown is selected", () => {
    expect(moveSelection(order, null, "ArrowDown")).toBe("a");
    expect(moveSelection(order, "gone", "ArrowUp")).toBe("c");
    expect(moveSelection([], null, "ArrowDown")).toBeNull();
  });
});

describe("isSelectionKey", () => {
  it("knows the arrow keys, Home and End only", () => {
    expect(["ArrowDown", "ArrowUp", "Home", "End"].every(isSelectionKey)).toBe(true);
    expect(isSelectionKey("Enter")).toBe(false);
  });
});

describe("selectionAfterDelete", () => {
  it("selects the next row, else the previous, else none", () => {
    expect(selectionAfterDelete(order, "b")).toBe("c");
    expect(selectionAfterDelete(order, "c")).toBe("b");
    expect(selectionAfterDelete(["a"], "a")).toBeNull();
    expect(selectionAfterDelete(order, "gone")).toBeNull();
  });
});
