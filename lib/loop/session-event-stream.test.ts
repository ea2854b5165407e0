import { afterEach, describe, expect, it, vi } from "vitest";
import type { NewEvent } from "@/lib/events/types";
import {
  DEFAULT_EVENT_STREAM_LIMITS,
  type EventStreamLimits,
  sessionEventStream,
} from "@/lib/loop/session-event-stream";
import { openDatabase } from "@/lib/store/database";
import { EventStore } from "@/lib/store/event-store";
import { sseReader } from "@/test/support/sse-reader";

const created = { task: "t", model: "demo", dialect: "xml" } as const;

/** An `llm.chunk` event carrying `bytes` characters of base64. */
function chunk(bytes: number): NewEvent<"llm.chunk"> {
  return { kind: "llm.chunk", data: { turn: 1, base64: "A".repeat(bytes), offset: 0, length: 0 } };
}

function storeWithSession(events: number, bytesEach = 16) {
  const store = new EventStore(openDatabase(":memory:"));
  const { id } = store.createSession(created);
  store.appendMany(
    id,
    Array.from({ length: events }, () => chunk(bytesEach)),
  );
  return { store, id };
}

/** Counts the events the stream takes out of the store, through whichever read it uses. */
function countReads(store: EventStore) {
  const counted = { events: 0 };
  const page = store.eventsPage.bind(store);
  const all = store.events.bind(store);
  vi.spyOn(store, "eventsPage").mockImplementation((...args) => {
    const events = page(...args);
    counted.events += events.length;
    return events;
  });
  vi.spyOn(store, "events").mockImplementation((...args) => {
    const events = all(...args);
    counted.events += events.length;
    return events;
  });
  return counted;
}

/** Counts unsubscribes, so a test can see that a finished stream stops listening. */
function countUnsubscribes(store: EventStore) {
  const counted = { subscribed: 0, unsubscribed: 0 };
  const subscribe = store.subscribe.bind(store);
  vi.spyOn(store, "subscribe").mockImplementation((sessionId, listener) => {
    counted.subscribed += 1;
    const unsubscribe = subscribe(sessionId, listener);
    return () => {
      counted.unsubscribed += 1;
      unsubscribe();
    };
  });
  return counted;
}

/** Lets pending pulls, timers and microtasks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

function limits(overrides: Partial<EventStreamLimits>): EventStreamLimits {
  return { ...DEFAULT_EVENT_STREAM_LIMITS, ...overrides };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("sessionEventStream", () => {
  it("sends the history then live events, each once and in order, while events are appended during paging", async () => {
    const { store, id } = storeWithSession(40);
    const controller = new AbortController();
    const stream = sessionEventStream(
      store,
      id,
      0,
      controller.signal,
      limits({ pageEvents: 3, queuedBytes: 1 }),
    );
    const reader = sseReader(stream);
    let appended = 40;
    while (appended < 100) {
      await reader.readOnce();
      // Alternate single appends and bursts, so pages and notifications interleave.
      if (appended % 2 === 0) store.append(id, chunk(16));
      else store.appendMany(id, [chunk(16), chunk(16), chunk(16)]);
      appended = store.events(id).length;
    }
    await reader.readUntil((received) => received.ids.at(-1) === appended);
    controller.abort();
    expect(reader.received.comments[0]).toBe("connected");
    expect(reader.received.ids).toEqual(range(1, appended));
  });

  it("resumes after the given seq", async () => {
    const { store, id } = storeWithSession(30);
    const controller = new AbortController();
    const reader = sseReader(
      sessionEventStream(store, id, 12, controller.signal, limits({ pageEvents: 4 })),
    );
    await reader.readUntil((received) => received.ids.at(-1) === 30);
    store.append(id, chunk(16));
    await reader.readUntil((received) => received.ids.at(-1) === 31);
    controller.abort();
    expect(reader.received.ids).toEqual(range(13, 31));
  });

  it("reads one page for a client that does not read, and keeps no live event for it", async () => {
    const { store, id } = storeWithSession(200, 10_000);
    const reads = countReads(store);
    const controller = new AbortController();
    const stream = sessionEventStream(store, id, 0, controller.signal);
    await settle();
    const readWhileIdle = reads.events;
    expect(readWhileIdle).toBeGreaterThan(0);
    // Two default pages of 10 kB events: a fraction of the 200 stored.
    expect(readWhileIdle).toBeLessThanOrEqual(60);
    for (let index = 0; index < 50; index++) store.appendMany(id, [chunk(10_000), chunk(10_000)]);
    await settle();
    expect(reads.events).toBe(readWhileIdle);

    const reader = sseReader(stream);
    await reader.readUntil((received) => received.ids.at(-1) === 300);
    controller.abort();
    expect(reader.received.ids).toEqual(range(1, 300));
    expect(reads.events).toBe(300);
  });

  it("sends heartbeats while there is nothing to send", async () => {
    const { store, id } = storeWithSession(2);
    const controller = new AbortController();
    const reader = sseReader(
      sessionEventStream(store, id, 0, controller.signal, limits({ heartbeatMs: 5 })),
    );
    await reader.readUntil((received) => received.comments.includes("heartbeat"));
    controller.abort();
    expect(reader.received.comments[0]).toBe("connected");
    expect(reader.received.ids).toEqual([1, 2]);
  });

  it("ends when the request aborts, unsubscribes and stops its heartbeat", async () => {
    const { store, id } = storeWithSession(5);
    const subscriptions = countUnsubscribes(store);
    const setIntervalSpy = vi.spyOn(globalThis, "setInterval");
    const clearIntervalSpy = vi.spyOn(globalThis, "clearInterval");
    const controller = new AbortController();
    const reader = sseReader(sessionEventStream(store, id, 0, controller.signal));
    await reader.readUntil((received) => received.ids.length === 5);
    // The stream now waits for a live event; the abort must end that wait too.
    await settle();
    controller.abort();
    await reader.readUntil(() => false);
    expect(reader.received.ended).toBe(true);
    expect(subscriptions).toEqual({ subscribed: 1, unsubscribed: 1 });
    const heartbeat = setIntervalSpy.mock.results[0]?.value;
    expect(heartbeat).toBeDefined();
    expect(clearIntervalSpy).toHaveBeenCalledWith(heartbeat);
    store.append(id, chunk(16));
    expect(reader.received.ids).toEqual(range(1, 5));
  });

  it("unsubscribes when the client cancels", async () => {
    const { store, id } = storeWithSession(3);
    const subscriptions = countUnsubscribes(store);
    const reader = sseReader(sessionEventStream(store, id, 0, new AbortController().signal));
    await reader.readUntil((received) => received.ids.length === 3);
    await reader.cancel();
    expect(subscriptions).toEqual({ subscribed: 1, unsubscribed: 1 });
  });

  it("closes at once for a request already aborted", async () => {
    const { store, id } = storeWithSession(3);
    const subscriptions = countUnsubscribes(store);
    const reader = sseReader(sessionEventStream(store, id, 0, AbortSignal.abort()));
    await reader.readUntil(() => false);
    expect(reader.received).toMatchObject({ ids: [], ended: true });
    expect(subscriptions.subscribed).toBe(0);
  });

  it("fails the stream and unsubscribes when the store cannot be read", async () => {
    const { store, id } = storeWithSession(3);
    const subscriptions = countUnsubscribes(store);
    vi.spyOn(store, "eventsPage").mockImplementation(() => {
      throw new Error("database is locked");
    });
    const reader = sseReader(sessionEventStream(store, id, 0, new AbortController().signal));
    await expect(reader.readUntil(() => false)).rejects.toThrow("database is locked");
    expect(subscriptions.unsubscribed).toBe(1);
  });
});
