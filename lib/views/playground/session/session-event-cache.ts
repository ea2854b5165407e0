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

/**
 * Creates an empty cache; `schedule` batches notifications (synchronous by default). A session's
 * stream delivers its log one event at a time (13,000 for 400 turns), so adding is O(new events)
 * and the ordered array is rebuilt once, when it is next read, not once per event.
 */
export function createSessionEventCache(schedule: NotifyScheduler = immediate): SessionEventCache {
  const bySeq = new Map<number, LoupeEvent>();
  const listeners = new Set<() => void>();
  let ordered: readonly LoupeEvent[] = [];
  /** Events added since `ordered` was built, in the order they came. */
  let fresh: LoupeEvent[] = [];
  /** Whether every fresh event's seq is above those before it, so `ordered` only grows at its end. */
  let appendsInOrder = true;
  let highestSeq = 0;
  let notifyPending = false;

  const notify = () => {
    if (notifyPending) return;
    notifyPending = true;
    schedule(() => {
      notifyPending = false;
      for (const listener of [...listeners]) listener();
    });
  };

  const snapshot = (): readonly LoupeEvent[] => {
    if (fresh.length === 0) return ordered;
    ordered = appendsInOrder
      ? [...ordered, ...fresh]
      : [...bySeq.values()].sort((left, right) => left.seq - right.seq);
    fresh = [];
    appendsInOrder = true;
    return ordered;
  };

  return {
    add(events) {
      let added = 0;
      for (const event of events) {
        if (bySeq.has(event.seq)) continue;
        bySeq.set(event.seq, event);
        if (event.seq < highestSeq) appendsInOrder = false;
        else highestSeq = event.seq;
        fresh.push(event);
        added += 1;
      }
      if (added > 0) notify();
      return added;
    },
    getSnapshot: snapshot,
    lastSeq: () => highestSeq,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    clear() {
      if (bySeq.size === 0) return;
      bySeq.clear();
      ordered = [];
      fresh = [];
      appendsInOrder = true;
      highestSeq = 0;
      notify();
    },
  };
}
