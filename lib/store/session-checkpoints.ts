import "server-only";
import type { LoupeDatabase } from "@/lib/store/database";

/**
 * A session's state as folded up to one event, kept so a restarted process folds only the events
 * after it: `version` is the fold's (`SESSION_FOLD_VERSION`), so a checkpoint an older fold wrote
 * is known and ignored; `state` is the fold's JSON, which the store does not read.
 */
export interface SessionCheckpoint {
  version: number;
  seq: number;
  state: string;
}

/**
 * Adds the `session_checkpoints` table (one row per session, deleted with it) to a database made
 * before it existed; a no-op when it is there.
 */
export function ensureCheckpointTable(database: LoupeDatabase): void {
  database.exec(`
    CREATE TABLE IF NOT EXISTS session_checkpoints (
      session_id TEXT PRIMARY KEY REFERENCES sessions(id) ON DELETE CASCADE,
      version INTEGER NOT NULL,
      seq INTEGER NOT NULL,
      state TEXT NOT NULL
    ) WITHOUT ROWID`);
}

/** Reads and writes the checkpoint rows (`ensureCheckpointTable` must have run). */
export function checkpointStatements(database: LoupeDatabase): {
  read(sessionId: string): SessionCheckpoint | undefined;
  write(sessionId: string, checkpoint: SessionCheckpoint): void;
  delete(sessionId: string): void;
} {
  const read = database.prepare(
    "SELECT version, seq, state FROM session_checkpoints WHERE session_id = ?",
  );
  const write = database.prepare(`
    INSERT INTO session_checkpoints (session_id, version, seq, state) VALUES (?, ?, ?, ?)
    ON CONFLICT (session_id) DO UPDATE SET version = excluded.version, seq = excluded.seq,
      state = excluded.state`);
  const remove = database.prepare("DELETE FROM session_checkpoints WHERE session_id = ?");
  return {
    delete: (sessionId) => {
      remove.run(sessionId);
    },
    read: (sessionId) => read.get(sessionId) as SessionCheckpoint | undefined,
    write: (sessionId, checkpoint) => {
      write.run(sessionId, checkpoint.version, checkpoint.seq, checkpoint.state);
    },
  };
}
