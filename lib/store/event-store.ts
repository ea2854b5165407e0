import "server-only";
import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import { RAW_EXCHANGE_KINDS } from "@/lib/events/raw-exchange";
import type { EventKind, LoupeEvent, NewEvent, SessionParent } from "@/lib/events/types";
import { capJsonDepth } from "@/lib/json/json-depth";
import { scrubEvent, scrubText } from "@/lib/security/scrub-event";
import { knownSecrets } from "@/lib/security/secret-registry";
import type { LoupeDatabase } from "@/lib/store/database";
import { ensureRedactedColumn } from "@/lib/store/redacted-column";
import {
  checkpointStatements,
  ensureCheckpointTable,
  type SessionCheckpoint,
} from "@/lib/store/session-checkpoints";
import { ensureSessionColumns } from "@/lib/store/session-columns";

/**
 * What a sessions row holds: a playground session, an imported capture, the traffic log of a
 * server the inspector opened, a comparison (a group of sessions, `comparison.created`), or a
 * tool-choice matrix (`tool-choice.created`, and each cell's one turn while it runs). A
 * capture, a traffic log, a comparison and a matrix hold events the way a session does but are read
 * through their own routes, and the session list leaves them out.
 */
export type LogKind = "session" | "capture" | "traffic" | "comparison" | "tool-choice";

/** What a session row holds; everything else about a session is in its events. */
export interface SessionRecord {
  id: string;
  kind: LogKind;
  createdAt: number;
  task: string;
  model: string;
  /** The session's dialect; null for a capture or a traffic log (a capture's is in its events). */
  dialect: string | null;
  /** The name a person gave the session; null until renamed. */
  title: string | null;
  /** The latest of its creation, its last rename and its last event. */
  updatedAt: number;
}

/**
 * What a new sessions row is given: a session's dialect (and a fork's parent), or the kind of log
 * it is.
 */
export type NewSessionRecord = { id?: string; task: string; model: string } & (
  | { kind?: "session"; dialect: string; parent?: SessionParent }
  | { kind: Exclude<LogKind, "session">; dialect?: undefined }
);

/** Whether a sessions row is a playground session, not an inspector's traffic log or a capture. */
export function isPlaygroundSession(record: { kind: LogKind } | undefined): boolean {
  return record?.kind === "session";
}

/** Where a page of the session list ends: the last session it holds (newest first). */
export interface SessionCursor {
  createdAt: number;
  id: string;
}

/** A page of sessions, newest first, and the cursor of the next page when more follow. */
export interface SessionPage {
  sessions: SessionRecord[];
  nextBefore?: SessionCursor;
}

/**
 * What a store-wide listener hears (`EventStore.onChange`): an event was appended to a log, or a
 * log was deleted, with the kind of log it was.
 */
export type LogChange =
  | { type: "appended"; sessionId: string }
  | { type: "deleted"; sessionId: string; kind: LogKind };

/** The emitter channel of store-wide listeners; no session id can equal it. */
const EVERY_LOG = Symbol("every log");

/** The raw exchange kinds as an SQL list (constants, not input). */
const rawKindList = RAW_EXCHANGE_KINDS.map((kind) => `'${kind}'`).join(", ");

const sessionColumns = `s.id, s.kind, s.created_at AS createdAt, s.task, s.model, s.dialect, s.title,
  MAX(s.created_at, COALESCE(s.updated_at, 0), COALESCE(
    (SELECT e.at FROM events e WHERE e.session_id = s.id ORDER BY e.seq DESC LIMIT 1), 0))
  AS updatedAt`;

/** `text` as a LIKE pattern matching it anywhere, its own `%`, `_` and `\\` taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** An event as the store holds it: its data the JSON text it was written as (`JSON.stringify`). */
export interface StoredEvent {
  seq: number;
  at: number;
  kind: EventKind;
  dataText: string;
  redacted: boolean;
}

interface EventRow {
  session_id: string;
  seq: number;
  at: number;
  kind: string;
  data: string;
  redacted?: number | null;
}

/** A stored row as the event it holds. */
function eventFromRow(row: EventRow): LoupeEvent {
  return {
    sessionId: row.session_id,
    seq: row.seq,
    at: row.at,
    kind: row.kind,
    data: JSON.parse(row.data),
    ...(row.redacted ? { redacted: true } : {}),
  } as LoupeEvent;
}

/** The event with its data's parts past `MAX_JSON_DEPTH` kept as text; the same event when none are. */
function depthCapped<Kind extends EventKind>(event: NewEvent<Kind>): NewEvent<Kind> {
  const data = capJsonDepth(event.data);
  return data === event.data ? event : { ...event, data };
}

/** A high-resolution wall-clock timestamp in milliseconds. */
export function now(): number {
  return performance.timeOrigin + performance.now();
}

/**
 * The append-only session event log (docs/architecture.md) over SQLite. An event is stored before
 * listeners hear of it, so nothing shown can be lost by a crash.
 */
export class EventStore {
  private readonly emitter = new EventEmitter();
  private readonly nextSeq = new Map<string, number>();
  /** Events appended inside a running `burst`, told to listeners when it commits. */
  private deferred: LoupeEvent[] | undefined;
  /** The known secrets a running `burst` masks in each of its events, read once at its start. */
  private burstSecrets: readonly string[] | undefined;
  private readonly statements;
  private readonly checkpoints;

  constructor(private readonly database: LoupeDatabase) {
    this.emitter.setMaxListeners(0);
    ensureRedactedColumn(database);
    ensureSessionColumns(database);
    ensureCheckpointTable(database);
    this.checkpoints = checkpointStatements(database);
    this.statements = {
      insertSession: database.prepare(
        "INSERT INTO sessions (id, kind, created_at, task, model, dialect, parent_id, parent_turn) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
      ),
      parentOf: database.prepare(
        "SELECT parent_id AS id, parent_turn AS turn FROM sessions WHERE id = ? AND parent_id IS NOT NULL",
      ),
      forksOf: database.prepare(
        "SELECT id, parent_turn AS turn FROM sessions WHERE parent_id = ? ORDER BY created_at, id",
      ),
      getSession: database.prepare(`SELECT ${sessionColumns} FROM sessions s WHERE s.id = ?`),
      sessionsPage: database.prepare(`
        SELECT ${sessionColumns} FROM sessions s
        WHERE s.kind = 'session'
          AND (@pattern IS NULL OR s.title LIKE @pattern ESCAPE '\\' OR s.task LIKE @pattern ESCAPE '\\'
            OR s.model LIKE @pattern ESCAPE '\\' OR s.dialect LIKE @pattern ESCAPE '\\')
          AND (@beforeCreatedAt IS NULL OR s.created_at < @beforeCreatedAt
            OR (s.created_at = @beforeCreatedAt AND s.id < @beforeId))
        ORDER BY s.created_at DESC, s.id DESC LIMIT @limit`),
      renameSession: database.prepare("UPDATE sessions SET title = ?, updated_at = ? WHERE id = ?"),
      deleteEvents: database.prepare("DELETE FROM events WHERE session_id = ?"),
      deleteSession: database.prepare("DELETE FROM sessions WHERE id = ? RETURNING kind"),
      statusEvents: database.prepare(`
        SELECT session_id, seq, at, kind, data, redacted FROM events
        WHERE session_id = @id AND kind IN ('turn.start', 'turn.end', 'observation')
          AND seq >= COALESCE((SELECT seq FROM events WHERE session_id = @id
            AND kind = 'turn.start' ORDER BY seq DESC LIMIT 1), 0)
        ORDER BY seq`),
      maxSeq: database.prepare("SELECT MAX(seq) AS seq FROM events WHERE session_id = ?"),
      insertEvent: database.prepare(
        "INSERT INTO events (session_id, seq, at, kind, turn, data, redacted) VALUES (?, ?, ?, ?, ?, ?, ?)",
      ),
      eventsAfter: database.prepare(
        "SELECT session_id, seq, at, kind, data, redacted FROM events WHERE session_id = ? AND seq > ? ORDER BY seq",
      ),
      eventsOfKinds: database.prepare(`
        SELECT session_id, seq, at, kind, data, redacted FROM events
        WHERE session_id = ? AND seq > ? AND seq < ? AND kind IN (SELECT value FROM json_each(?))
        ORDER BY seq`),
      turnStartSeq: database.prepare(
        "SELECT seq FROM events WHERE session_id = ? AND kind = 'turn.start' AND turn = ? ORDER BY seq LIMIT 1",
      ),
      eventsAfterWithoutOldRaw: database.prepare(`
        SELECT session_id, seq, at, kind, data, redacted FROM events
        WHERE session_id = ? AND seq > ? AND NOT (kind IN (${rawKindList}) AND turn < ?)
        ORDER BY seq`),
      turnRawEvents: database.prepare(`
        SELECT session_id, seq, at, kind, data, redacted FROM events
        WHERE session_id = ? AND turn = ? AND kind IN (${rawKindList}) ORDER BY seq`),
      latestTurn: database.prepare(
        "SELECT MAX(turn) AS turn FROM events WHERE session_id = ? AND kind = 'turn.start'",
      ),
      openTurns: database.prepare(`
        SELECT started.session_id AS sessionId, started.turn AS turn FROM events started
        WHERE started.kind = 'turn.start' AND NOT EXISTS (
          SELECT 1 FROM events ended WHERE ended.session_id = started.session_id
            AND ended.kind = 'turn.end' AND ended.turn = started.turn)`),
    };
  }

  /**
   * Creates a session row (secrets masked in its task); the caller appends its first event.
   * `id` is for a row whose id is known in advance (a traffic log); a new random one otherwise.
   */
  createSession(input: NewSessionRecord): SessionRecord {
    const createdAt = now();
    const parent = "parent" in input ? input.parent : undefined;
    const record: SessionRecord = {
      id: input.id ?? randomUUID(),
      kind: input.kind ?? "session",
      createdAt,
      task: scrubText(input.task),
      model: input.model,
      dialect: input.dialect ?? null,
      title: null,
      updatedAt: createdAt,
    };
    this.statements.insertSession.run(
      record.id,
      record.kind,
      record.createdAt,
      record.task,
      record.model,
      record.dialect,
      parent?.id ?? null,
      parent?.turn ?? null,
    );
    return record;
  }

  /** The session and turn a fork was made from (read from its row); undefined when not a fork. */
  parentOf(id: string): SessionParent | undefined {
    return this.statements.parentOf.get(id) as SessionParent | undefined;
  }

  /** The forks made from a session, oldest first, each with the turn it was forked at (indexed). */
  forksOf(id: string): Array<{ id: string; turn: number }> {
    return this.statements.forksOf.all(id) as Array<{ id: string; turn: number }>;
  }

  /** The session's row, or undefined when there is none with this id. */
  getSession(id: string): SessionRecord | undefined {
    return this.statements.getSession.get(id) as SessionRecord | undefined;
  }

  /** The newest `limit` sessions, newest first. */
  listSessions(limit = 50): SessionRecord[] {
    return this.sessionsPage({ limit }).sessions;
  }

  /**
   * One page of sessions, newest first: at most `limit`, those created before the `before`
   * cursor, and only those whose title, task, model or dialect holds `query` (case-insensitive
   * for ASCII).
   */
  sessionsPage(options: { query?: string; limit: number; before?: SessionCursor }): SessionPage {
    const query = options.query?.trim();
    const rows = this.statements.sessionsPage.all({
      pattern: query ? containsPattern(query) : null,
      beforeCreatedAt: options.before?.createdAt ?? null,
      beforeId: options.before?.id ?? null,
      limit: options.limit + 1,
    }) as SessionRecord[];
    const sessions = rows.slice(0, options.limit);
    const last = sessions.at(-1);
    return rows.length > options.limit && last
      ? { sessions, nextBefore: { createdAt: last.createdAt, id: last.id } }
      : { sessions };
  }

  /** Names a session (secrets masked, as in its task); false when there is no such session. */
  renameSession(id: string, title: string): boolean {
    return this.statements.renameSession.run(scrubText(title), now(), id).changes > 0;
  }

  /**
   * Deletes a session and all its events (store-wide listeners hear of it); false when there was
   * no such session.
   */
  deleteSession(id: string): boolean {
    const deleted = this.database.transaction(() => {
      this.checkpoints.delete(id);
      this.statements.deleteEvents.run(id);
      return this.statements.deleteSession.get(id) as { kind: LogKind } | undefined;
    })();
    this.nextSeq.delete(id);
    if (deleted) this.tellEveryLogListener({ type: "deleted", sessionId: id, kind: deleted.kind });
    return deleted !== undefined;
  }

  /**
   * The events that set a session's status since its last turn started (`turn.start`,
   * `turn.end`, `observation`): enough to fold its status and turn without reading its log.
   */
  statusEvents(sessionId: string): LoupeEvent[] {
    const rows = this.statements.statusEvents.all({ id: sessionId }) as EventRow[];
    return rows.map(eventFromRow);
  }

  /** The session's highest event seq, 0 when it has none. */
  lastSeq(sessionId: string): number {
    const row = this.statements.maxSeq.get(sessionId) as { seq: number | null };
    return row.seq ?? 0;
  }

  /**
   * Appends one event and returns it with its `seq`; listeners are told after it is stored
   * (inside a `burst`, after the burst commits). Every event is scrubbed first: each known secret
   * is masked in it, and it is marked `redacted` (see `scrubEvent`). Parts nested deeper than
   * `MAX_JSON_DEPTH` are kept as their JSON text (see `capJsonDepth`), so a hostile message is
   * recorded, and shown, instead of overflowing the stack.
   */
  append<Kind extends EventKind>(sessionId: string, event: NewEvent<Kind>): LoupeEvent<Kind> {
    const stored = this.insert(sessionId, event);
    if (this.deferred) this.deferred.push(stored as LoupeEvent);
    else this.notify(stored as LoupeEvent);
    return stored;
  }

  /**
   * Runs `work` (which appends events) in one transaction, as for a burst of stream events, the
   * known secrets read once for all of them: listeners hear of them once it commits; if it
   * throws, nothing is stored, no seq is skipped, and the error goes to the caller.
   */
  burst<Result>(work: () => Result): Result {
    if (this.deferred) return work();
    const deferred: LoupeEvent[] = [];
    const seqBefore = new Map(this.nextSeq);
    this.deferred = deferred;
    this.burstSecrets = knownSecrets();
    let result: Result;
    try {
      result = this.database.transaction(work)();
    } catch (error) {
      this.nextSeq.clear();
      for (const [sessionId, seq] of seqBefore) this.nextSeq.set(sessionId, seq);
      throw error;
    } finally {
      this.deferred = undefined;
      this.burstSecrets = undefined;
    }
    for (const event of deferred) this.notify(event);
    return result;
  }

  /** Appends several events in one `burst`. */
  appendMany(sessionId: string, events: NewEvent[]): LoupeEvent[] {
    return this.burst(() => events.map((event) => this.append(sessionId, event) as LoupeEvent));
  }

  private insert<Kind extends EventKind>(
    sessionId: string,
    newEvent: NewEvent<Kind>,
  ): LoupeEvent<Kind> {
    const event = scrubEvent(depthCapped(newEvent), this.burstSecrets ?? knownSecrets());
    const seq = this.allocateSeq(sessionId);
    const at = event.at ?? now();
    const data = event.data as { turn?: unknown };
    const turn = typeof data.turn === "number" ? data.turn : null;
    try {
      this.statements.insertEvent.run(
        sessionId,
        seq,
        at,
        event.kind,
        turn,
        JSON.stringify(event.data),
        event.redacted ? 1 : null,
      );
    } catch (error) {
      // Re-read the sequence next time: another writer may have taken this seq.
      this.nextSeq.delete(sessionId);
      throw error;
    }
    return {
      sessionId,
      seq,
      at,
      kind: event.kind,
      data: event.data,
      ...(event.redacted ? { redacted: true } : {}),
    } as LoupeEvent<Kind>;
  }

  /** Tells listeners; one that throws is logged and never fails the writer. */
  private notify(event: LoupeEvent): void {
    for (const listener of this.emitter.listeners(event.sessionId)) {
      try {
        (listener as (event: LoupeEvent) => void)(event);
      } catch (error) {
        console.error(`[loupe] a listener of session ${event.sessionId} failed:`, error);
      }
    }
    this.tellEveryLogListener({ type: "appended", sessionId: event.sessionId });
  }

  private tellEveryLogListener(change: LogChange): void {
    for (const listener of this.emitter.listeners(EVERY_LOG)) {
      try {
        (listener as (change: LogChange) => void)(change);
      } catch (error) {
        console.error("[loupe] a store-wide listener failed:", error);
      }
    }
  }

  /** The session's events with `seq` greater than `afterSeq`, in order. */
  events(sessionId: string, afterSeq = 0): LoupeEvent[] {
    const rows = this.statements.eventsAfter.all(sessionId, afterSeq) as EventRow[];
    return rows.map(eventFromRow);
  }

  /**
   * The session's events of the given kinds with `seq` between `afterSeq` and `beforeSeq` (both
   * left out), in order: the few a fold reads, without reading (or parsing) the stream's chunks.
   */
  eventsOfKinds(
    sessionId: string,
    kinds: Iterable<string>,
    range: { afterSeq?: number; beforeSeq?: number } = {},
  ): LoupeEvent[] {
    const rows = this.statements.eventsOfKinds.all(
      sessionId,
      range.afterSeq ?? 0,
      range.beforeSeq ?? Number.MAX_SAFE_INTEGER,
      JSON.stringify([...kinds]),
    ) as EventRow[];
    return rows.map(eventFromRow);
  }

  /** The seq of turn `turn`'s `turn.start`; undefined when that turn has not started. */
  turnStartSeq(sessionId: string, turn: number): number | undefined {
    const row = this.statements.turnStartSeq.get(sessionId, turn) as { seq: number } | undefined;
    return row?.seq;
  }

  /** Whether a `burst` is running: what it appended is not committed yet, and may be undone. */
  get inBurst(): boolean {
    return this.deferred !== undefined;
  }

  /** The session's kept checkpoint (see `SessionCheckpoint`); undefined when none was written. */
  readCheckpoint(sessionId: string): SessionCheckpoint | undefined {
    return this.checkpoints.read(sessionId);
  }

  /** Keeps a session's checkpoint in place of the one before; it goes when the session does. */
  writeCheckpoint(sessionId: string, checkpoint: SessionCheckpoint): void {
    this.checkpoints.write(sessionId, checkpoint);
  }

  /**
   * The next page of the session's events after `afterSeq`, in order: at most `maxEvents`, and
   * no more once their stored data reaches `maxBytes` (so one page holds at least one event if
   * any follow). Lets a reader walk a long session without holding it all in memory. With
   * `rawFromTurn`, the raw exchange (request, chunks, SSE lines, deltas) of earlier turns is left
   * out: a page shows those per turn, on demand (`turnRawEvents`).
   */
  eventsPage(
    sessionId: string,
    afterSeq: number,
    limits: { maxEvents: number; maxBytes: number },
    options: { rawFromTurn?: number } = {},
  ): LoupeEvent[] {
    return this.rowsPage(sessionId, afterSeq, limits, options).map(eventFromRow);
  }

  /**
   * `eventsPage` with each event's data as the JSON text it is stored as, not parsed: for a
   * writer that copies events out as JSON (an export) and parses only those it must change.
   */
  storedEventsPage(
    sessionId: string,
    afterSeq: number,
    limits: { maxEvents: number; maxBytes: number },
  ): StoredEvent[] {
    return this.rowsPage(sessionId, afterSeq, limits, {}).map((row) => ({
      seq: row.seq,
      at: row.at,
      kind: row.kind as EventKind,
      dataText: row.data,
      redacted: Boolean(row.redacted),
    }));
  }

  private rowsPage(
    sessionId: string,
    afterSeq: number,
    limits: { maxEvents: number; maxBytes: number },
    options: { rawFromTurn?: number },
  ): EventRow[] {
    const page: EventRow[] = [];
    let bytes = 0;
    const rows =
      options.rawFromTurn === undefined
        ? this.statements.eventsAfter.iterate(sessionId, afterSeq)
        : this.statements.eventsAfterWithoutOldRaw.iterate(
            sessionId,
            afterSeq,
            options.rawFromTurn,
          );
    for (const row of rows) {
      const eventRow = row as EventRow;
      page.push(eventRow);
      bytes += eventRow.data.length;
      if (page.length >= limits.maxEvents || bytes >= limits.maxBytes) break;
    }
    return page;
  }

  /** The raw model exchange of one turn (request, chunks, SSE lines, deltas), in order. */
  turnRawEvents(sessionId: string, turn: number): LoupeEvent[] {
    const rows = this.statements.turnRawEvents.all(sessionId, turn) as EventRow[];
    return rows.map(eventFromRow);
  }

  /** The number of the session's latest turn; 0 before the first. */
  latestTurn(sessionId: string): number {
    const row = this.statements.latestTurn.get(sessionId) as { turn: number | null } | undefined;
    return row?.turn ?? 0;
  }

  /** Calls `listener` with each event appended to the session from now on; returns an unsubscribe. */
  subscribe(sessionId: string, listener: (event: LoupeEvent) => void): () => void {
    this.emitter.on(sessionId, listener);
    return () => this.emitter.off(sessionId, listener);
  }

  /**
   * Calls `listener` after each event appended to any log and after each log deleted, from now on
   * (inside a `burst`, once it commits); returns an unsubscribe. For a reader of many logs at
   * once (the captures' live feed) that reads what changed from the store itself.
   */
  onChange(listener: (change: LogChange) => void): () => void {
    this.emitter.on(EVERY_LOG, listener);
    return () => this.emitter.off(EVERY_LOG, listener);
  }

  /** Turns that started but never ended: what was running when the last process died. */
  openTurns(): Array<{ sessionId: string; turn: number }> {
    return this.statements.openTurns.all() as Array<{ sessionId: string; turn: number }>;
  }

  private allocateSeq(sessionId: string): number {
    let next = this.nextSeq.get(sessionId);
    if (next === undefined) {
      const row = this.statements.maxSeq.get(sessionId) as { seq: number | null };
      next = (row.seq ?? 0) + 1;
    }
    this.nextSeq.set(sessionId, next + 1);
    return next;
  }
}
