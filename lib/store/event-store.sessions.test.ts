import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { openDatabase } from "@/lib/store/database";
import { EventStore } from "@/lib/store/event-store";

function storeWithTasks(tasks: string[]) {
  const store = new EventStore(openDatabase(":memory:"));
  const ids = tasks.map((task) => store.createSession({ task, model: "demo", dialect: "xml" }).id);
  return { store, ids };
}

const idsOf = (sessions: Array<{ id: string }>) => sessions.map((session) => session.id);

describe("EventStore's session list", () => {
  it("lists sessions newest first, with a null title and updatedAt at creation", () => {
    const { store, ids } = storeWithTasks(["one", "two", "three"]);
    const { sessions, nextBefore } = store.sessionsPage({ limit: 10 });
    expect(idsOf(sessions)).toEqual([...ids].reverse());
    expect(nextBefore).toBeUndefined();
    expect(sessions[0]).toMatchObject({ task: "three", title: null, model: "demo" });
    expect(sessions[0]?.updatedAt).toBe(sessions[0]?.createdAt);
  });

  it("pages with a cursor until no page follows", () => {
    const { store, ids } = storeWithTasks(["a", "b", "c", "d", "e"]);
    const first = store.sessionsPage({ limit: 2 });
    expect(idsOf(first.sessions)).toEqual([ids[4], ids[3]]);
    expect(first.nextBefore).toEqual({ createdAt: first.sessions[1]?.createdAt, id: ids[3] });
    const second = store.sessionsPage({ limit: 2, before: first.nextBefore });
    expect(idsOf(second.sessions)).toEqual([ids[2], ids[1]]);
    const third = store.sessionsPage({ limit: 2, before: second.nextBefore });
    expect(idsOf(third.sessions)).toEqual([ids[0]]);
    expect(third.nextBefore).toBeUndefined();
  });

  it("keeps paging right when the cursor's own session was deleted", () => {
    const { store, ids } = storeWithTasks(["a", "b", "c"]);
    const first = store.sessionsPage({ limit: 1 });
    store.deleteSession(ids[2] as string);
    expect(idsOf(store.sessionsPage({ limit: 5, before: first.nextBefore }).sessions)).toEqual([
      ids[1],
      ids[0],
    ]);
  });

  it("searches title and task as a case-insensitive substring", () => {
    const { store, ids } = storeWithTasks(["Weather in Paris", "weather in OSLO", "Write a poem"]);
    store.renameSession(ids[2] as string, "Rome trip");
    const search = (query: string) => idsOf(store.sessionsPage({ query, limit: 10 }).sessions);
    expect(search("WEATHER")).toEqual([ids[1], ids[0]]);
    expect(search("oslo")).toEqual([ids[1]]);
    expect(search("rome")).toEqual([ids[2]]);
    expect(search("poem")).toEqual([ids[2]]);
    expect(search("  ")).toHaveLength(3);
    expect(search("nowhere")).toEqual([]);
  });

  it("takes %, _ and \\ in a query literally", () => {
    const { store, ids } = storeWithTasks(["100% sure", "a_b", "back\\slash", "plain 100 x"]);
    const search = (query: string) => idsOf(store.sessionsPage({ query, limit: 10 }).sessions);
    expect(search("100%")).toEqual([ids[0]]);
    expect(search("%")).toEqual([ids[0]]);
    expect(search("_")).toEqual([ids[1]]);
    expect(search("\\")).toEqual([ids[2]]);
  });

  it("renames a session, moving its updatedAt, and answers false for an unknown id", () => {
    const { store, ids } = storeWithTasks(["task"]);
    const id = ids[0] as string;
    const before = store.getSession(id);
    expect(store.renameSession(id, "My run")).toBe(true);
    const after = store.getSession(id);
    expect(after?.title).toBe("My run");
    expect(after?.updatedAt).toBeGreaterThan(before?.updatedAt ?? Number.POSITIVE_INFINITY);
    expect(store.renameSession("no-such-session", "x")).toBe(false);
  });

  it("counts the last event in updatedAt", () => {
    const { store, ids } = storeWithTasks(["task"]);
    const id = ids[0] as string;
    const event = store.append(id, { kind: "turn.start", data: { turn: 1 } });
    expect(store.getSession(id)?.updatedAt).toBe(event.at);
  });

  it("deletes a session with its events, leaving the others", () => {
    const { store, ids } = storeWithTasks(["keep", "drop"]);
    const [keep, drop] = ids as [string, string];
    store.append(keep, { kind: "turn.start", data: { turn: 1 } });
    store.append(drop, { kind: "turn.start", data: { turn: 1 } });
    expect(store.deleteSession(drop)).toBe(true);
    expect(store.getSession(drop)).toBeUndefined();
    expect(store.events(drop)).toEqual([]);
    expect(store.lastSeq(drop)).toBe(0);
    expect(store.events(keep)).toHaveLength(1);
    expect(store.deleteSession(drop)).toBe(false);
  });

  it("reads the status events since the last turn started, and the last seq", () => {
    const { store, ids } = storeWithTasks(["task"]);
    const id = ids[0] as string;
    expect(store.statusEvents(id)).toEqual([]);
    store.append(id, { kind: "turn.start", data: { turn: 1 } });
    store.append(id, { kind: "turn.end", data: { turn: 1, status: "awaiting-decision" } });
    store.append(id, { kind: "turn.start", data: { turn: 2 } });
    store.append(id, { kind: "error", data: { turn: 2, where: "model", code: "x", message: "y" } });
    store.append(id, { kind: "turn.end", data: { turn: 2, status: "error" } });
    expect(store.statusEvents(id).map((event) => [event.kind, event.seq])).toEqual([
      ["turn.start", 3],
      ["turn.end", 5],
    ]);
    expect(store.lastSeq(id)).toBe(5);
  });
});

describe("a database made before sessions had titles", () => {
  it("gains the title and updated_at columns and keeps its sessions", () => {
    const database = new Database(":memory:");
    database.exec(`
      CREATE TABLE sessions (id TEXT PRIMARY KEY, created_at REAL NOT NULL, task TEXT NOT NULL,
        model TEXT NOT NULL, dialect TEXT NOT NULL);
      CREATE TABLE events (session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
        seq INTEGER NOT NULL, at REAL NOT NULL, kind TEXT NOT NULL, turn INTEGER,
        data TEXT NOT NULL, PRIMARY KEY (session_id, seq)) WITHOUT ROWID;
      INSERT INTO sessions VALUES ('old', 5, 'an old task', 'demo', 'xml');`);
    const store = new EventStore(database);
    expect(store.getSession("old")).toEqual({
      id: "old",
      kind: "session",
      createdAt: 5,
      task: "an old task",
      model: "demo",
      dialect: "xml",
      title: null,
      updatedAt: 5,
    });
    expect(store.renameSession("old", "renamed")).toBe(true);
    expect(new EventStore(database).getSession("old")?.title).toBe("renamed");
  });
});
