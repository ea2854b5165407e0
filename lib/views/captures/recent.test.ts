import { describe, expect, it } from "vitest";
import {
  forgetCapture,
  readRecentCaptures,
  recentCapturesLimit,
  recentCapturesStorageKey,
  rememberCapture,
} from "./recent";

function memoryStorage(initial?: string) {
  const values = new Map<string, string>();
  if (initial !== undefined) values.set(recentCapturesStorageKey, initial);
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      values.set(key, value);
    },
  };
}

const first = "capture-11111111-1111-4111-8111-111111111111";
const second = "capture-22222222-2222-4222-8222-222222222222";

describe("recent captures", () => {
  it("remembers ids only, newest first, each once", () => {
    const storage = memoryStorage();
    rememberCapture(storage, first);
    rememberCapture(storage, second);
    expect(rememberCapture(storage, first)).toEqual([first, second]);
    expect(storage.values.get(recentCapturesStorageKey)).toBe(JSON.stringify([first, second]));
    expect(readRecentCaptures(storage)).toEqual([first, second]);
  });

  it("forgets one id", () => {
    const storage = memoryStorage(JSON.stringify([first, second]));
    expect(forgetCapture(storage, first)).toEqual([second]);
    expect(readRecentCaptures(storage)).toEqual([second]);
  });

  it(`keeps the newest ${recentCapturesLimit}`, () => {
    const storage = memoryStorage();
    const ids = Array.from(
      { length: recentCapturesLimit + 5 },
      (_unused, index) => `capture-${String(index).padStart(8, "0")}-0000-4000-8000-000000000000`,
    );
    for (const id of ids) rememberCapture(storage, id);
    const kept = readRecentCaptures(storage);
    expect(kept).toHaveLength(recentCapturesLimit);
    expect(kept[0]).toBe(ids.at(-1));
  });

  it("ignores what is stored when it is malformed, and ids that are no capture's", () => {
    expect(readRecentCaptures(memoryStorage("{not json"))).toEqual([]);
    expect(readRecentCaptures(memoryStorage('{"a":1}'))).toEqual([]);
    expect(
      readRecentCaptures(memoryStorage(JSON.stringify([first, 7, "session-1", first]))),
    ).toEqual([first]);
    const storage = memoryStorage();
    expect(rememberCapture(storage, "not-a-capture")).toEqual([]);
    expect(storage.values.size).toBe(0);
  });

  it("lives without storage, or with storage that refuses to write", () => {
    expect(readRecentCaptures(null)).toEqual([]);
    expect(rememberCapture(null, first)).toEqual([first]);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(rememberCapture(full, first)).toEqual([first]);
  });
});
