import { describe, expect, it, vi } from "vitest";
import { eventBuilder } from "@/test/support/session-events";
import { createSessionEventCache } from "./session-event-cache";

describe("createSessionEventCache", () => {
  const event = eventBuilder();
  const first = event("turn.start", { turn: 1 });
  const second = event("llm.request", {
    turn: 1,
    provider: "demo",
    url: "http://127.0.0.1/api/demo/v1/chat/completions",
    method: "POST",
    headers: {},
    body: "{}",
  });
  const third = event("turn.end", { turn: 1, status: "done" });

  it("keeps events ordered by seq whatever order they arrive in", () => {
    const store = createSessionEventCache();
    store.add([third]);
    store.add([first, second]);
    expect(store.getSnapshot().map((item) => item.seq)).toEqual([1, 2, 3]);
    expect(store.lastSeq()).toBe(3);
  });

  it("ignores an event it already holds and keeps the same snapshot", () => {
    const store = createSessionEventCache();
    store.add([first, second]);
    const before = store.getSnapshot();
    expect(store.add([second, first])).toBe(0);
    expect(store.getSnapshot()).toBe(before);
  });

  it("notifies subscribers once per change and stops after unsubscribe", () => {
    const store = createSessionEventCache();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.add([first]);
    store.add([first]);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.add([second]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("batches notifications through the scheduler it is given", () => {
    const flushes: Array<() => void> = [];
    const store = createSessionEventCache((flush) => flushes.push(flush));
    const listener = vi.fn();
    store.subscribe(listener);
    store.add([first]);
    store.add([second]);
    store.add([third]);
    expect(flushes).toHaveLength(1);
    flushes[0]?.();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toHaveLength(3);
  });

  it("takes a stream's events one at a time and orders them when read, a new array per change", () => {
    const store = createSessionEventCache();
    const events = Array.from({ length: 50 }, (_, index) => event("turn.start", { turn: index }));
    for (const item of events) store.add([item]);
    expect(store.lastSeq()).toBe(events.at(-1)?.seq);
    const read = store.getSnapshot();
    expect(read.map((item) => item.seq)).toEqual(events.map((item) => item.seq));
    expect(store.getSnapshot()).toBe(read);
    store.add([third]);
    expect(store.getSnapshot()).not.toBe(read);
    expect(store.getSnapshot().map((item) => item.seq)).toEqual(
      [...events, third].map((item) => item.seq).sort((left, right) => left - right),
    );
  });

  it("forgets everything on clear", () => {
    const store = createSessionEventCache();
    store.add([first, second]);
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
    expect(store.lastSeq()).toBe(0);
    store.add([first]);
    expect(store.getSnapshot()).toHaveLength(1);
  });
});
