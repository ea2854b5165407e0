import type { LoupeEvent } from "@/lib/events/types";

/** Schedules a notification; the browser passes `requestAnimationFrame` to batch bursts. */
export type NotifyScheduler = (flush: () => void) => void;

/** A session's events as the browser holds them: ordered by `seq`, each `seq` once. */
export interface SessionEventCache {
  /** Adds events (in any order, duplicates ignored); returns how many were new. */
  add(events: readonly LoupeEvent[]): number;
  /** The events in `seq` order; a new array after every change, the same one otherwise. */
  getSnapshot(): readonly LoupeEvent[];
  /** The highest `seq` held, 0 when empty. */
  lastSeq(): number;
  /** Calls `listener` after changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Forgets every event (a new run). */
  clear(): void;
}

const immediate: NotifyScheduler = (flush) => flush();

/** Creates an empty cache; `schedule` batches notifications (synchronous by default). */
export function createSessionEventCache(schedule: NotifyScheduler = immediate): SessionEventCache {
  const bySeq = new Map<number, LoupeEvent>();
  const listeners = new Set<() => void>();
  let ordered: readonly LoupeEvent[] = [];
  let notifyPending = false;

  const notify = () => {
    if (notifyPending) return;
    notifyPending = true;
    schedule(() => {
      notifyPending = false;
      for (const listener of [...listeners]) listener();
    });
  };

  return {
    add(events) {
      const fresh: LoupeEvent[] = [];
      for (const event of events) {
        if (bySeq.has(event.seq)) continue;
        bySeq.set(event.seq, event);
        fresh.push(event);
      }
      if (fresh.length === 0) return 0;
      const last = ordered.at(-1)?.seq ?? 0;
      fresh.sort((left, right) => left.seq - right.seq);
      const appendsInOrder = (fresh[0]?.seq ?? 0) > last;
      ordered = appendsInOrder
        ? [...ordered, ...fresh]
        : [...bySeq.values()].sort((left, right) => left.seq - right.seq);
      notify();
      return fresh.length;
    },
    getSnapshot: () => ordered,
    lastSeq: () => ordered.at(-1)?.seq ?? 0,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    clear() {
      if (ordered.length === 0) return;
      bySeq.clear();
      ordered = [];
      notify();
    },
  };
}
