import { describe, expect, it } from "vitest";
import { openDatabase } from "@/lib/store/database";
import { EventStore } from "@/lib/store/event-store";

function storeWithChunks(sizes: number[]) {
  const store = new EventStore(openDatabase(":memory:"));
  const { id } = store.createSession({ task: "t", model: "demo", dialect: "xml" });
  for (const size of sizes) {
    store.append(id, {
      kind: "llm.chunk",
      data: { turn: 1, base64: "A".repeat(size), offset: 0, length: size },
    });
  }
  return { store, id };
}

const seqs = (events: { seq: number }[]) => events.map((event) => event.seq);

describe("EventStore.eventsPage", () => {
  it("reads the events after a seq, in order, at most maxEvents of them", () => {
    const { store, id } = storeWithChunks([10, 10, 10, 10, 10]);
    const limits = { maxEvents: 2, maxBytes: 1_000_000 };
    expect(seqs(store.eventsPage(id, 0, limits))).toEqual([1, 2]);
    expect(seqs(store.eventsPage(id, 2, limits))).toEqual([3, 4]);
    expect(seqs(store.eventsPage(id, 4, limits))).toEqual([5]);
    expect(store.eventsPage(id, 5, limits)).toEqual([]);
    expect(store.eventsPage(id, 1, limits)).toEqual(store.events(id, 1).slice(0, 2));
  });

  it("stops a page once its stored data reaches maxBytes, and always holds one event", () => {
    const { store, id } = storeWithChunks([500, 500, 500, 5_000, 10]);
    const limits = { maxEvents: 100, maxBytes: 1_000 };
    expect(seqs(store.eventsPage(id, 0, limits))).toEqual([1, 2]);
    expect(seqs(store.eventsPage(id, 2, limits))).toEqual([3, 4]);
    expect(seqs(store.eventsPage(id, 3, { maxEvents: 100, maxBytes: 10 }))).toEqual([4]);
  });

  it("reads nothing of another session", () => {
    const { store, id } = storeWithChunks([10]);
    const other = store.createSession({ task: "t", model: "demo", dialect: "xml" });
    expect(store.eventsPage(other.id, 0, { maxEvents: 10, maxBytes: 1_000 })).toEqual([]);
    expect(seqs(store.eventsPage(id, 0, { maxEvents: 10, maxBytes: 1_000 }))).toEqual([1]);
  });
});

describe("EventStore.storedEventsPage", () => {
  it("reads the page eventsPage reads, each event's data as its stored JSON text", () => {
    const { store, id } = storeWithChunks([10, 20, 30]);
    store.append(id, { kind: "mcp.stderr", data: { serverId: "s", text: "key" }, redacted: true });
    const limits = { maxEvents: 3, maxBytes: 1_000_000 };
    const page = store.storedEventsPage(id, 1, limits);
    expect(
      page.map(({ dataText, ...event }) => ({ ...event, data: JSON.parse(dataText) })),
    ).toEqual(
      store.eventsPage(id, 1, limits).map(({ sessionId: _sessionId, redacted, ...event }) => ({
        ...event,
        redacted: redacted === true,
      })),
    );
    expect(page.at(-1)).toMatchObject({ redacted: true });
    expect(page[0]?.dataText).toBe(JSON.stringify(store.eventsPage(id, 1, limits)[0]?.data));
  });
});
