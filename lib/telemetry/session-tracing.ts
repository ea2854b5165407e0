import "server-only";
import type { Tracer } from "@opentelemetry/api";
import type { EventKind, EventPayloads, LoupeEvent } from "@/lib/events/types";
import { trafficLogServerId } from "@/lib/inspector/traffic-log";
import { proxyTaskParts } from "@/lib/proxy/proxy-capture";
import { getServerStore } from "@/lib/servers";
import { type EventStore, isPlaygroundSession, now, type SessionRecord } from "@/lib/store";
import { CAPTURE_SPAN_EVENT_KINDS, CaptureSpanBuilder } from "@/lib/telemetry/capture-spans";
import {
  SessionSpanBuilder,
  SPAN_EVENT_KINDS,
  sessionFactsOf,
} from "@/lib/telemetry/session-spans";
import type { ChosenTraceIds } from "@/lib/telemetry/trace-ids";
import { TRAFFIC_SPAN_EVENT_KINDS, TrafficSpanBuilder } from "@/lib/telemetry/traffic-spans";

/**
 * How long appended events wait before they are read: a stream's appends are read a batch at a
 * time, not once each. The spans keep the events' own times, so the wait changes none of them.
 */
const READ_DELAY_MS = 100;

/**
 * A log followed: its span builder (`finished` once it will make no more spans, so the log is let
 * go), the kinds it reads and the last event it was given.
 */
interface Followed {
  builder: { add(event: LoupeEvent): void; endAll(at: number): void; finished?(): boolean };
  kinds: readonly EventKind[];
  seq: number;
}

/** What the listener builds spans with. */
interface TracingOptions {
  captureContent: boolean;
  /** The provider's ids, through which a capture's span joins its conversation's trace. */
  ids: Pick<ChosenTraceIds, "inTrace">;
}

/** The transport of the listed server a traffic log records, when it is still listed. */
function trafficTransport(logId: string): string | undefined {
  const serverId = trafficLogServerId(logId);
  try {
    return serverId === undefined ? undefined : getServerStore().get(serverId)?.transport;
  } catch {
    return undefined;
  }
}

/**
 * The follower of a log first seen now, or null for one no span is made of: a playground
 * session from its start when just created, else from its latest turn (Loupe restarted); a
 * capture the proxy records from its start while its exchange runs (an imported one never); an
 * inspector traffic log from the event that woke it; any other log never.
 */
function followerOf(
  store: EventStore,
  record: SessionRecord | undefined,
  tracer: Tracer,
  options: TracingOptions,
): Followed | null {
  if (!record) return null;
  const sessionId = record.id;
  if (isPlaygroundSession(record)) {
    const [created] = store.eventsOfKinds(sessionId, ["session.created"]);
    const facts = sessionFactsOf(created?.data as EventPayloads["session.created"] | undefined);
    const builder = new SessionSpanBuilder(tracer, sessionId, facts, options.captureContent);
    const latest = store.latestTurn(sessionId);
    const fromTurn = latest > 0 ? store.turnStartSeq(sessionId, latest) : undefined;
    const justCreated = created !== undefined && store.lastSeq(sessionId) === created.seq;
    return {
      builder,
      kinds: SPAN_EVENT_KINDS,
      seq: justCreated || fromTurn === undefined ? 0 : fromTurn - 1,
    };
  }
  if (record.kind === "capture") {
    const proxied = proxyTaskParts(record.task) !== undefined;
    if (!proxied || store.eventsOfKinds(sessionId, ["capture.exchange"]).length > 0) return null;
    const builder = new CaptureSpanBuilder(tracer, sessionId, options.ids, options.captureContent);
    return { builder, kinds: CAPTURE_SPAN_EVENT_KINDS, seq: 0 };
  }
  if (record.kind === "traffic") {
    const builder = new TrafficSpanBuilder(tracer, trafficTransport(sessionId));
    return {
      builder,
      kinds: TRAFFIC_SPAN_EVENT_KINDS,
      seq: Math.max(0, store.lastSeq(sessionId) - 1),
    };
  }
  return null;
}

/** What the store listener holds: every log it follows, and what waits to be read. */
export interface SessionTracing {
  /** Reads now what was appended since the last read (a flush calls it before sending). */
  drain(): void;
  /** Stops listening and ends every open span. */
  stop(): void;
  /** Events the listener could not turn into spans (each failure counted, never thrown). */
  failures(): number;
}

/**
 * Follows every playground session, proxied capture and inspector traffic log of `store` (its
 * `onChange`) and turns their events into spans (`SessionSpanBuilder`, `CaptureSpanBuilder`,
 * `TrafficSpanBuilder`). The listener only notes which log changed; the events are read from the
 * store a little later (`READ_DELAY_MS`, after the writer's step has moved on), the stream's
 * chunks never read, and anything that fails is counted and dropped: export costs a step, a
 * proxied stream or an inspector call nothing and can never fail one. A log is first looked at
 * when an event is appended to it (`followerOf` says from where).
 */
export function traceSessions(
  store: EventStore,
  tracer: Tracer,
  options: TracingOptions,
): SessionTracing {
  const followed = new Map<string, Followed | null>();
  const dirty = new Set<string>();
  let scheduled: NodeJS.Timeout | undefined;
  let failed = 0;

  const follow = (sessionId: string): Followed | null => {
    const known = followed.get(sessionId);
    if (known !== undefined) return known;
    const entry = followerOf(store, store.getSession(sessionId), tracer, options);
    followed.set(sessionId, entry);
    return entry;
  };

  const read = (sessionId: string): void => {
    const entry = follow(sessionId);
    if (!entry) return;
    for (const event of store.eventsOfKinds(sessionId, entry.kinds, { afterSeq: entry.seq })) {
      entry.seq = event.seq;
      try {
        entry.builder.add(event);
      } catch {
        failed += 1;
      }
    }
    if (entry.builder.finished?.()) followed.delete(sessionId);
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
