import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "@/lib/store/database";
import { EventStore } from "@/lib/store/event-store";

const created = { task: "t", model: "demo", dialect: "xml" } as const;

describe("EventStore", () => {
  const directories: string[] = [];
  afterEach(() => {
    for (const directory of directories.splice(0))
      rmSync(directory, { recursive: true, force: true });
  });

  it("numbers events per session with strictly increasing seq", () => {
    const store = new EventStore(openDatabase(":memory:"));
    const first = store.createSession(created);
    const second = store.createSession(created);
    const a = store.append(first.id, { kind: "turn.start", data: { turn: 1 } });
    const b = store.append(first.id, { kind: "turn.end", data: { turn: 1, status: "done" } });
    const c = store.append(second.id, { kind: "turn.start", data: { turn: 1 } });
    expect([a.seq, b.seq, c.seq]).toEqual([1, 2, 1]);
    expect(store.events(first.id).map((event) => event.kind)).toEqual(["turn.start", "turn.end"]);
    expect(store.events(first.id, 1).map((event) => event.seq)).toEqual([2]);
  });

  it("tells store-wide listeners of every log's appends once stored, and of deletions with their kind", () => {
    const store = new EventStore(openDatabase(":memory:"));
    const session = store.createSession(created);
    const capture = store.createSession({ task: "t", model: "m", kind: "capture" });
    const heard: unknown[] = [];
    const stop = store.onChange((change) =>
      heard.push({ ...change, stored: store.lastSeq(change.sessionId) }),
    );
    store.burst(() => {
      store.append(capture.id, { kind: "turn.start", data: { turn: 1 } });
      expect(heard).toEqual([]);
    });
    store.append(session.id, { kind: "turn.start", data: { turn: 1 } });
    store.deleteSession(capture.id);
    expect(store.deleteSession(capture.id)).toBe(false);
    stop();
    store.deleteSession(session.id);
    expect(heard).toEqual([
      { type: "appended", sessionId: capture.id, stored: 1 },
      { type: "appended", sessionId: session.id, stored: 1 },
      { type: "deleted", sessionId: capture.id, kind: "capture", stored: 0 },
    ]);
  });

  it("tells subscribers only after the event is stored", () => {
    const store = new EventStore(openDatabase(":memory:"));
    const session = store.createSession(created);
    const seen: number[] = [];
    const unsubscribe = store.subscribe(session.id, (event) => {
      seen.push(store.events(session.id).length);
      expect(event.seq).toBe(seen.length);
    });
    store.append(session.id, { kind: "turn.start", data: { turn: 1 } });
    unsubscribe();
    store.append(session.id, { kind: "turn.end", data: { turn: 1, status: "done" } });
    expect(seen).toEqual([1]);
  });

  it("keeps events across a reopen and continues the sequence", () => {
    const directory = mkdtempSync(path.join(tmpdir(), "loupe-store-"));
    directories.push(directory);
    const file = path.join(directory, "loupe.db");
    const before = new EventStore(openDatabase(file));
    const session = before.createSession(created);
    before.append(session.id, { kind: "turn.start", data: { turn: 1 } });
    const after = new EventStore(openDatabase(file));
    expect(after.getSession(session.id)?.task).toBe("t");
    expect(
      after.append(session.id, { kind: "turn.end", data: { turn: 1, status: "done" } }).seq,
    ).toBe(2);
  });

  it("finds turns that started and never ended", () => {
    const store = new EventStore(openDatabase(":memory:"));
    const session = store.createSession(created);
    store.append(session.id, { kind: "turn.start", data: { turn: 1 } });
    store.append(session.id, { kind: "turn.end", data: { turn: 1, status: "awaiting-decision" } });
    store.append(session.id, { kind: "turn.start", data: { turn: 2 } });
    expect(store.openTurns()).toEqual([{ sessionId: session.id, turn: 2 }]);
  });

  it("writes a burst of events in one transaction", () => {
    const store = new EventStore(openDatabase(":memory:"));
    const session = store.createSession(created);
    const events = store.appendMany(session.id, [
      { kind: "turn.start", data: { turn: 1 } },
      { kind: "turn.end", data: { turn: 1, status: "done" } },
    ]);
    expect(events.map((event) => event.seq)).toEqual([1, 2]);
  });
});

describe("EventStore under failure", () => {
  it("keeps appending when a listener throws", () => {
    const store = new EventStore(openDatabase(":memory:"));
    const session = store.createSession(created);
    store.subscribe(session.id, () => {
      throw new Error("a broken view");
    });
    const errors = console.error;
    console.error = () => undefined;
    try {
      expect(store.append(session.id, { kind: "turn.start", data: { turn: 1 } }).seq).toBe(1);
    } finally {
      console.error = errors;
    }
    expect(store.events(session.id)).toHaveLength(1);
  });

  it("tells listeners of a burst only after it committed, and a failed burst leaves no gap", () => {
    const store = new EventStore(openDatabase(":memory:"));
    const session = store.createSession(created);
    const heard: number[] = [];
    store.subscribe(session.id, (event) => heard.push(event.seq));
    const unserializable = { turn: 1, status: "done", loop: 1n } as unknown as {
      turn: number;
      status: "done";
    };
    expect(() =>
      store.appendMany(session.id, [
        { kind: "turn.start", data: { turn: 1 } },
        { kind: "turn.end", data: unserializable },
      ]),
    ).toThrow();
    expect(heard).toEqual([]);
    expect(store.events(session.id)).toHaveLength(0);
    expect(store.append(session.id, { kind: "turn.start", data: { turn: 1 } }).seq).toBe(1);
    expect(heard).toEqual([1]);
  });
});

describe("EventStore bursts", () => {
  it("stores a burst in one go and tells listeners only after it committed", () => {
    const store = new EventStore(openDatabase(":memory:"));
    const session = store.createSession(created);
    const heard: number[] = [];
    store.subscribe(session.id, (event) => heard.push(event.seq));
    store.burst(() => {
      store.append(session.id, { kind: "turn.start", data: { turn: 1 } });
      store.append(session.id, { kind: "turn.end", data: { turn: 1, status: "done" } });
      expect(heard).toEqual([]);
    });
    expect(heard).toEqual([1, 2]);
  });

  it("stores nothing of a burst whose work throws, and passes the error on", () => {
    const store = new EventStore(openDatabase(":memory:"));
    const session = store.createSession(created);
    expect(() =>
      store.burst(() => {
        store.append(session.id, { kind: "turn.start", data: { turn: 1 } });
        throw new Error("the parser broke");
      }),
    ).toThrow("the parser broke");
    expect(store.events(session.id)).toEqual([]);
    expect(store.append(session.id, { kind: "turn.start", data: { turn: 1 } }).seq).toBe(1);
  });
});
