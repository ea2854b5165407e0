import { describe, expect, it } from "vitest";
import {
  freshKey,
  moveItem,
  readNumberInput,
  renameKey,
  setValueAt,
  updateList,
  valueAt,
} from "./schema-form-value";

describe("valueAt and setValueAt", () => {
  it("reads and writes nested values without changing the original", () => {
    const value = { user: { tags: ["a", "b"] } };
    const next = setValueAt(value, ["user", "tags", 1], "c");
    expect(next).toEqual({ user: { tags: ["a", "c"] } });
    expect(value).toEqual({ user: { tags: ["a", "b"] } });
    expect(valueAt(next, ["user", "tags", 1])).toBe("c");
    expect(valueAt(next, ["user", "missing", 0])).toBeUndefined();
  });

  it("removes a key when set to undefined and builds missing containers", () => {
    expect(setValueAt({ a: 1, b: 2 }, ["a"], undefined)).toEqual({ b: 2 });
    expect(setValueAt(undefined, ["a", 0, "b"], true)).toEqual({ a: [{ b: true }] });
    expect(setValueAt({ a: 1 }, [], "whole")).toBe("whole");
  });
});

describe("array and key edits", () => {
  it("adds, removes and reorders array items", () => {
    const value = { list: [1, 2, 3] };
    expect(updateList(value, ["list"], (list) => [...list, 4])).toEqual({ list: [1, 2, 3, 4] });
    expect(updateList(value, ["list"], (list) => list.filter((_, index) => index !== 0))).toEqual({
      list: [2, 3],
    });
    expect(updateList(value, ["list"], (list) => moveItem(list, 2, 0))).toEqual({
      list: [3, 1, 2],
    });
    expect(moveItem([1, 2], 1, 2)).toEqual([1, 2]);
    expect(updateList({}, ["new"], (list) => [...list, "x"])).toEqual({ new: ["x"] });
  });

  it("renames a key in place, refusing one that is taken", () => {
    const value = { headers: { a: "1", b: "2" } };
    const renamed = renameKey(value, ["headers"], "a", "c") as { headers: Record<string, string> };
    expect(Object.keys(renamed.headers)).toEqual(["c", "b"]);
    expect(renameKey(value, ["headers"], "a", "b")).toBe(value);
  });

  it("proposes a key that is free", () => {
    expect(freshKey({})).toBe("key");
    expect(freshKey({ key: 1, key2: 2 })).toBe("key3");
  });
});

describe("readNumberInput", () => {
  it("reads numbers, empties and keeps what is not a number", () => {
    expect(readNumberInput("")).toBeUndefined();
    expect(readNumberInput(" 2.5 ")).toBe(2.5);
    expect(readNumberInput("-3")).toBe(-3);
    expect(readNumberInput("3x")).toBe("3x");
  });
});
