import "server-only";
import {
  foldInto,
  SESSION_FOLD_VERSION,
  type SessionFold,
  type SessionState,
  startFold,
  stateEventKinds,
  stateOfFold,
} from "@/lib/events/session-state";
import { runtimeSlot } from "@/lib/runtime";
import type { EventStore } from "@/lib/store";

/**
 * How many events (of any kind: a turn's stream holds hundreds) a session's log grows by before
 * its folded state is written again as its checkpoint.
 */
export const CHECKPOINT_EVERY_EVENTS = 2_000;

/**
 * A checkpoint is the whole fold, so it weighs what the session's history does: once the log is
 * long, one is written when it has grown by this fraction of the last checkpoint's seq, not every
 * `CHECKPOINT_EVERY_EVENTS`, so what writing them costs per event stays the same as the session
 * grows (a restart still folds at most that fraction of the log).
 */
export const CHECKPOINT_GROWTH = 0.1;

/** A session's fold as this process keeps it, and the seq its stored checkpoint reached. */
interface KeptFold {
  fold: SessionFold;
  checkpointSeq: number;
}

/** How many sessions' folds a store keeps in memory at most; the least recently read go first. */
export const MAX_KEPT_FOLDS = 200;

/**
 * The folds kept per store (a test's store has its own), by session id, least recently read
 * first; one per process, as Next gives each route its own copy of this module.
 */
function keptFolds(): WeakMap<EventStore, Map<string, KeptFold>> {
  return runtimeSlot("session-folds", () => new WeakMap<EventStore, Map<string, KeptFold>>());
}

/**
 * The session's state, folded from its log (`foldSessionState`) without folding it all again:
 * this process keeps each session's fold and folds into it only the events appended since it
 * last read it, each once; a process that has none starts from the session's checkpoint in the
 * store (written every `CHECKPOINT_EVERY_EVENTS` events, or `CHECKPOINT_GROWTH` of the log in a
 * long one; ignored when another fold version wrote it), and a session without one from its
 * first event. Only the kinds the fold reads are read.
 * The state is the caller's own: folding more leaves it as it is. `checkpointEvery` is for a
 * test that needs a checkpoint sooner.
 */
export function readSessionState(
  id: string,
  store: EventStore,
  checkpointEvery = CHECKPOINT_EVERY_EVENTS,
): SessionState {
  const lastSeq = store.lastSeq(id);
  // What a running burst appended may yet be undone: fold it without keeping the result.
  if (store.inBurst) {
    return stateOfFold(foldInto(startFold(), store.eventsOfKinds(id, stateEventKinds)));
  }
  const folds = foldsOf(store);
  let kept = folds.get(id);
  folds.delete(id);
  // A fold past the log's end is of events that are no more (a deleted log).
  if (!kept || kept.fold.seq > lastSeq) kept = fromCheckpoint(id, store, lastSeq);
  folds.set(id, kept);
  for (const oldest of folds.keys()) {
    if (folds.size <= MAX_KEPT_FOLDS) break;
    folds.delete(oldest);
  }
  if (kept.fold.seq < lastSeq) {
    foldInto(kept.fold, store.eventsOfKinds(id, stateEventKinds, { afterSeq: kept.fold.seq }));
    kept.fold.seq = lastSeq;
    const interval = Math.max(checkpointEvery, kept.checkpointSeq * CHECKPOINT_GROWTH);
    if (lastSeq - kept.checkpointSeq >= interval) {
      store.writeCheckpoint(id, {
        version: SESSION_FOLD_VERSION,
        seq: lastSeq,
        state: JSON.stringify(kept.fold),
      });
      kept.checkpointSeq = lastSeq;
    }
  }
  return stateOfFold(kept.fold);
}

/** This store's kept folds; a session's is dropped when it is deleted. */
function foldsOf(store: EventStore): Map<string, KeptFold> {
  let folds = keptFolds().get(store);
  if (!folds) {
    const created = new Map<string, KeptFold>();
    store.onChange((change) => {
      if (change.type === "deleted") created.delete(change.sessionId);
    });
    keptFolds().set(store, created);
    folds = created;
  }
  return folds;
}

/** The fold the session's checkpoint holds when this fold version wrote it; a new one otherwise. */
function fromCheckpoint(id: string, store: EventStore, lastSeq: number): KeptFold {
  const checkpoint = store.readCheckpoint(id);
  if (checkpoint?.version === SESSION_FOLD_VERSION && checkpoint.seq <= lastSeq) {
    try {
      return { fold: JSON.parse(checkpoint.state) as SessionFold, checkpointSeq: checkpoint.seq };
    } catch {
      // An unreadable checkpoint is folded again from the log, as a missing one is.
    }
  }
  return { fold: startFold(), checkpointSeq: 0 };
}
