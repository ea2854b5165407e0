import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "@/lib/store/database";
import { EventStore } from "@/lib/store/event-store";

/** The schema as it was before `session_checkpoints`, with every column and index it had gained. */
const schemaBeforeCheckpoints = `
CREATE TABLE sessions (id TEXT PRIMARY KEY, created_at REAL NOT NULL, task TEXT NOT NULL,
  model TEXT NOT NULL, dialect TEXT, kind TEXT NOT NULL DEFAULT 'session', title TEXT,
  updated_at REAL, parent_id TEXT, parent_turn INTEGER);
CREATE TABLE events (session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  seq INTEGER NOT NULL, at REAL NOT NULL, kind TEXT NOT NULL, turn INTEGER, data TEXT NOT NULL,
  redacted INTEGER, PRIMARY KEY (session_id, seq)) WITHOUT ROWID;
INSERT INTO sessions (id, created_at, task, model, dialect) VALUES ('old', 1, 'a task', 'demo', 'xml');
INSERT INTO events VALUES ('old', 1, 1, 'turn.start', 1, '{"turn":1}', NULL);
`;

describe("a database made before sessions had checkpoints", () => {
  const directories: string[] = [];
  afterEach(() => {
    for (const directory of directories.splice(0))
      rmSync(directory, { recursive: true, force: true });
  });

  function oldDatabaseFile(): string {
    const directory = mkdtempSync(path.join(tmpdir(), "loupe-checkpoints-"));
    directories.push(directory);
    const file = path.join(directory, "loupe.db");
    const old = new Database(file);
    old.exec(schemaBeforeCheckpoints);
    old.close();
    return file;
  }

  it("gains the table, keeps its sessions, and keeps one checkpoint per session until it is deleted", () => {
    const file = oldDatabaseFile();
    const store = new EventStore(openDatabase(file));
    expect(store.events("old").map((event) => event.kind)).toEqual(["turn.start"]);
    expect(store.readCheckpoint("old")).toBeUndefined();

    store.writeCheckpoint("old", { version: 1, seq: 1, state: '{"a":1}' });
    store.writeCheckpoint("old", { version: 2, seq: 1, state: '{"a":2}' });
    expect(store.readCheckpoint("old")).toEqual({ version: 2, seq: 1, state: '{"a":2}' });

    // Opened again (the next start-up), the migration is a no-op and the checkpoint is there.
    const reopened = new EventStore(openDatabase(file));
    expect(reopened.readCheckpoint("old")).toEqual({ version: 2, seq: 1, state: '{"a":2}' });

    expect(reopened.deleteSession("old")).toBe(true);
    expect(reopened.readCheckpoint("old")).toBeUndefined();
  });
});
