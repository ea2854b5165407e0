import type { EventKind, EventPayloads } from "@/lib/events/types";

/** The `format` field of a session file (`GET /api/sessions/:id/export`). */
export const SESSION_FILE_FORMAT = "loupe-session";

/** The version this Loupe writes; the import reads every version up to it. */
export const SESSION_FILE_VERSION = 1;

/** Largest session file `POST /api/sessions/import` accepts (64 MiB). */
export const MAX_SESSION_FILE_BYTES = 64 * 1024 * 1024;

/** A session as its file describes it: the row's fields, the rest being in its events. */
export interface SessionFileHead {
  id: string;
  title: string;
  task: string;
  model: string;
  dialect: string;
  createdAt: number;
  updatedAt: number;
}

/** One event as a file holds it: its place, time and payload, without its session's id. */
export type SessionFileEvent<Kind extends EventKind = EventKind> = {
  [K in Kind]: { seq: number; at: number; kind: K; data: EventPayloads[K]; redacted?: true };
}[Kind];

/** A session file, version 1: the session and every event of its log, secrets masked. */
export interface SessionFileV1 {
  format: typeof SESSION_FILE_FORMAT;
  version: 1;
  exportedAt: string;
  session: SessionFileHead;
  events: SessionFileEvent[];
}

/** What `POST /api/sessions/import` answers: the new session, and whether it can step. */
export interface ImportedSession {
  id: string;
  /** True while any of the file's servers is not here: fork it to go on. */
  readOnly: boolean;
  missingServers: string[];
}
