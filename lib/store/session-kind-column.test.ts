import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { getCapture } from "@/lib/captures/get-capture";
import { readTraffic } from "@/lib/inspector/read-traffic";
import { openDatabase } from "@/lib/store/database";
import { EventStore, isPlaygroundSession } from "@/lib/store/event-store";

/** The schema as it was before `sessions.kind`, with every column and index it had gained. */
const schemaBeforeKind = `
CREATE TABLE sessions (id TEXT PRIMARY KEY, created_at REAL NOT NULL, task TEXT NOT NULL,
  model TEXT NOT NULL, dialect TEXT NOT NULL, title TEXT, updated_at REAL);
CREATE TABLE events (session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  seq INTEGER NOT NULL, at REAL NOT NULL, kind TEXT NOT NULL, turn INTEGER, data TEXT NOT NULL,
  redacted INTEGER, PRIMARY KEY (session_id, seq)) WITHOUT ROWID;
CREATE INDEX sessions_newest_first ON sessions (created_at DESC, id DESC);
`;

const assembled = { content: "Sunny tomorrow.", reasoning: "", toolCalls: [] };

const rows = `
INSERT INTO sessions VALUES ('run', 3, 'a task', 'demo', 'native', 'named', 4);
INSERT INTO sessions VALUES ('capture-1', 2, 'Imported openai capture', 'gpt', 'capture', NULL, NULL);
INSERT INTO sessions VALUES ('inspector-s1', 1, 'Inspector traffic', '', 'inspector', NULL, NULL);
INSERT INTO events VALUES ('run', 1, 3, 'turn.start', 1, '{"turn":1}', NULL);
INSERT INTO events VALUES ('capture-1', 1, 2, 'session.created', NULL,
  '{"task":"Imported openai capture","model":"gpt","dialect":"xml","systemPrompt":""}', NULL);
INSERT INTO events VALUES ('capture-1', 2, 2, 'llm.response', 1,
  '${JSON.stringify({ turn: 1, status: 200, headers: {}, timings: {}, assembled })}', NULL);
INSERT INTO events VALUES ('inspector-s1', 1, 1, 'rpc', NULL,
  '{"serverId":"s1","direction":"out","message":{"jsonrpc":"2.0","id":1,"method":"ping"}}', NULL);
`;

describe("a database made before sessions had a kind", () => {
  const directories: string[] = [];
  afterEach(() => {
    for (const directory of directories.splice(0))
      rmSync(directory, { recursive: true, force: true });
  });

  /** A database file written with the schema before `sessions.kind`, holding one row of each kind. */
  function oldDatabaseFile(): string {
    const directory = mkdtempSync(path.join(tmpdir(), "loupe-session-kind-"));
    directories.push(directory);
    const file = path.join(directory, "loupe.db");
    const old = new Database(file);
    old.exec(schemaBeforeKind + rows);
    old.close();
    return file;
  }

  it("takes each row's kind from its dialect and keeps the dialect only for sessions", () => {
    const store = new EventStore(openDatabase(oldDatabaseFile()));
    expect(store.getSession("run")).toEqual({
      id: "run",
      kind: "session",
      createdAt: 3,
      task: "a task",
      model: "demo",
      dialect: "native",
      title: "named",
      updatedAt: 4,
    });
    expect(store.getSession("capture-1")).toMatchObject({ kind: "capture", dialect: null });
    expect(store.getSession("inspector-s1")).toMatchObject({ kind: "traffic", dialect: null });
    expect(isPlaygroundSession(store.getSession("run"))).toBe(true);
    expect(isPlaygroundSession(store.getSession("capture-1"))).toBe(false);
    expect(isPlaygroundSession(store.getSession("inspector-s1"))).toBe(false);
  });

  it("keeps every event, and the logs still read through their own routes only", () => {
    const store = new EventStore(openDatabase(oldDatabaseFile()));
    expect(store.events("run").map((event) => event.kind)).toEqual(["turn.start"]);
    expect(store.listSessions().map((session) => session.id)).toEqual(["run"]);
    expect(getCapture(store, "capture-1")).toMatchObject({
      id: "capture-1",
      assembled,
      actions: [],
    });
    expect(() => getCapture(store, "run")).toThrow(/no imported capture/);
    expect(readTraffic(store, "s1").messages.map((message) => message.seq)).toEqual([1]);
  });

  it("lets a capture and a traffic log go without a dialect, and still cascades deletes", () => {
    const database = openDatabase(oldDatabaseFile());
    const store = new EventStore(database);
    const columns = database.prepare("PRAGMA table_info(sessions)").all() as Array<{
      name: string;
      notnull: number;
    }>;
    expect(columns.map((column) => [column.name, column.notnull])).toEqual([
      ["id", 0],
      ["created_at", 1],
      ["task", 1],
      ["model", 1],
      ["dialect", 0],
      ["kind", 1],
      ["title", 0],
      ["updated_at", 0],
      ["parent_id", 0],
      ["parent_turn", 0],
    ]);
    expect(database.pragma("foreign_keys", { simple: true })).toBe(1);
    const indexes = database.prepare("PRAGMA index_list(sessions)").all() as Array<{
      name: string;
    }>;
    expect(indexes.map((index) => index.name)).toContain("sessions_newest_first");
    expect(indexes.map((index) => index.name)).toContain("sessions_by_parent");
    expect(store.deleteSession("capture-1")).toBe(true);
    expect(database.prepare("SELECT COUNT(*) AS count FROM events").get()).toEqual({ count: 2 });
    const log = store.createSession({ id: "inspector-s2", task: "t", model: "", kind: "traffic" });
    expect(store.getSession(log.id)).toMatchObject({ kind: "traffic", dialect: null });
  });

  it("runs again as a no-op", () => {
    const file = oldDatabaseFile();
    const first = openDatabase(file);
    new EventStore(first).renameSession("run", "renamed");
    first.close();
    const store = new EventStore(openDatabase(file));
    expect(store.getSession("run")).toMatchObject({ kind: "session", title: "renamed" });
    expect(store.getSession("capture-1")).toMatchObject({ kind: "capture", dialect: null });
  });
});

describe("a new database", () => {
  it("gives every row a kind, a session by default", () => {
    const store = new EventStore(openDatabase(":memory:"));
    const session = store.createSession({ task: "t", model: "demo", dialect: "xml" });
    const capture = store.createSession({ task: "t", model: "", kind: "capture" });
    expect(store.getSession(session.id)).toMatchObject({ kind: "session", dialect: "xml" });
    expect(store.getSession(capture.id)).toMatchObject({ kind: "capture", dialect: null });
    expect(store.listSessions().map((record) => record.id)).toEqual([session.id]);
  });
});

describe("the kind column's migration inside a transaction", () => {
  it("refuses, and leaves every row and event as it was", () => {
    const database = new Database(":memory:");
    database.exec(schemaBeforeKind + rows);
    database.pragma("foreign_keys = ON");
    database.exec("BEGIN");
    expect(() => new EventStore(database)).toThrow(/outside a transaction/);
    database.exec("ROLLBACK");
    expect(database.prepare("SELECT COUNT(*) AS count FROM events").get()).toEqual({ count: 4 });
    expect(database.prepare("SELECT dialect FROM sessions ORDER BY id").all()).toEqual([
      { dialect: "capture" },
      { dialect: "inspector" },
      { dialect: "native" },
    ]);
  });
});
