import "server-only";
import type { Tracer } from "@opentelemetry/api";
import type { EventPayloads } from "@/lib/events/types";
import { type EventStore, isPlaygroundSession, now } from "@/lib/store";
import {
  SessionSpanBuilder,
  SPAN_EVENT_KINDS,
  sessionFactsOf,
} from "@/lib/telemetry/session-spans";

/**
 * How long appended events wait before they are read: a stream's appends are read a batch at a
 * time, not once each. The spans keep the events' own times, so the wait changes none of them.
 */
const READ_DELAY_MS = 100;

/** A session followed: its span builder and the last event it was given. */
interface Followed {
  builder: SessionSpanBuilder;
  seq: number;
}

/** What the store listener holds: every playground session it follows, and what waits to be read. */
export interface SessionTracing {
  /** Reads now what was appended since the last read (a flush calls it before sending). */
  drain(): void;
  /** Stops listening and ends every open span. */
  stop(): void;
  /** Events the listener could not turn into spans (each failure counted, never thrown). */
  failures(): number;
}

/**
 * Follows every playground session of `store` (its `onChange`) and turns its events into spans
 * (`SessionSpanBuilder`). The listener only notes which log changed; the events are read from the
 * store a little later (`READ_DELAY_MS`, after the writer's step has moved on), the stream's chunks never read, and
 * anything that fails is counted and dropped: export costs a step nothing and can never fail it.
 * A session is first looked at when its first event is appended: one created now is followed
 * from its start, one first seen mid-life (Loupe restarted) from its latest turn.
 */
export function traceSessions(
  store: EventStore,
  tracer: Tracer,
  options: { captureContent: boolean },
): SessionTracing {
  const followed = new Map<string, Followed | null>();
  const dirty = new Set<string>();
  let scheduled: NodeJS.Timeout | undefined;
  let failed = 0;

  const follow = (sessionId: string): Followed | null => {
    const known = followed.get(sessionId);
    if (known !== undefined) return known;
    let entry: Followed | null = null;
    if (isPlaygroundSession(store.getSession(sessionId))) {
      const [created] = store.eventsOfKinds(sessionId, ["session.created"]);
      const facts = sessionFactsOf(created?.data as EventPayloads["session.created"] | undefined);
      const builder = new SessionSpanBuilder(tracer, sessionId, facts, options.captureContent);
      const latest = store.latestTurn(sessionId);
      const fromTurn = latest > 0 ? store.turnStartSeq(sessionId, latest) : undefined;
      const justCreated = created !== undefined && store.lastSeq(sessionId) === created.seq;
      entry = { builder, seq: justCreated || fromTurn === undefined ? 0 : fromTurn - 1 };
    }
    followed.set(sessionId, entry);
    return entry;
  };

  const read = (sessionId: string): void => {
    const entry = follow(sessionId);
    if (!entry) return;
    for (const event of store.eventsOfKinds(sessionId, SPAN_EVENT_KINDS, { afterSeq: entry.seq })) {
      entry.seq = event.seq;
      try {
        entry.builder.add(event);
      } catch {
        failed += 1;
      }
    }
  };

  const drain = (): void => {
    scheduled = undefined;
    const sessions = [...dirty];
    dirty.clear();
    for (const sessionId of sessions) {
      try {
        read(sessionId);
      } catch {
        failed += 1;
      }
    }
  };

  const unsubscribe = store.onChange((change) => {
    if (change.type === "deleted") {
      followed.get(change.sessionId)?.builder.endAll(now());
      followed.delete(change.sessionId);
      dirty.delete(change.sessionId);
      return;
    }
    try {
      if (follow(change.sessionId) === null) return;
    } catch {
      failed += 1;
      return;
    }
    dirty.add(change.sessionId);
    scheduled ??= setTimeout(drain, READ_DELAY_MS).unref();
  });

  return {
    drain: () => {
      if (scheduled) clearTimeout(scheduled);
      drain();
    },
    stop: () => {
      unsubscribe();
      if (scheduled) clearTimeout(scheduled);
      scheduled = undefined;
      const at = now();
      for (const entry of followed.values()) entry?.builder.endAll(at);
      followed.clear();
    },
    failures: () => failed,
  };
}
