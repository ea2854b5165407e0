import "server-only";
import path from "node:path";
import Database from "better-sqlite3";
import { runtimeSlot } from "@/lib/runtime";
import { createPrivateFile, makeDataDirectory } from "@/lib/store/data-dir-mode.mjs";

/** A better-sqlite3 handle; the store is synchronous by design (docs/architecture.md). */
export type LoupeDatabase = Database.Database;

const schema = `
CREATE TABLE IF NOT EXISTS sessions (
  id TEXT PRIMARY KEY,
  created_at REAL NOT NULL,
  task TEXT NOT NULL,
  model TEXT NOT NULL,
  dialect TEXT,
  kind TEXT NOT NULL DEFAULT 'session'
);
CREATE TABLE IF NOT EXISTS events (
  session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  seq INTEGER NOT NULL,
  at REAL NOT NULL,
  kind TEXT NOT NULL,
  turn INTEGER,
  data TEXT NOT NULL,
  PRIMARY KEY (session_id, seq)
) WITHOUT ROWID;
`;

/**
 * Opens (and migrates) a database file; `:memory:` gives a private in-memory store for tests. A
 * new file is created 0600 in a 0700 directory, and SQLite gives its `-wal` and `-shm` files the
 * same mode, since they hold server secrets in clear.
 */
export function openDatabase(file: string): LoupeDatabase {
  if (file !== ":memory:") {
    makeDataDirectory(path.dirname(file));
    createPrivateFile(file);
  }
  const database = new Database(file);
  database.pragma("journal_mode = WAL");
  database.pragma("synchronous = NORMAL");
  database.pragma("foreign_keys = ON");
  database.exec(schema);
  return database;
}

/** Where the data lives: `LOUPE_DATA_DIR` (default `./.loupe`), as an absolute path. */
export function dataDirectory(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.LOUPE_DATA_DIR || ".loupe");
}

/** The database file in the data directory: `loupe.db`. */
export function databasePath(env: NodeJS.ProcessEnv = process.env): string {
  return path.join(dataDirectory(env), "loupe.db");
}

/** The process-wide database handle, opened on first use. */
export function getDatabase(): LoupeDatabase {
  return runtimeSlot("database", () => openDatabase(databasePath()));
}
