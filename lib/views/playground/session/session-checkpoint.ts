import type { SessionOverview } from "@/lib/api/sessions";
import { foldSessionState, stateEventKinds } from "@/lib/events/session-state";
import type { LoupeEvent } from "@/lib/events/types";

/**
 * Whether the events the page holds are the session's whole log up to the snapshot's last event
 * at least: from seq 1, of the same session, reaching `lastSeq`. Only then can they replace it.
 */
export function eventsCoverSnapshot(
  snapshot: SessionOverview,
  events: readonly LoupeEvent[],
): boolean {
  const first = events[0];
  const last = events.at(-1);
  return (
    first?.seq === 1 &&
    first.sessionId === snapshot.id &&
    last !== undefined &&
    last.seq >= snapshot.lastSeq
  );
}

/**
 * The session as the page shows it: the snapshot loaded once (`?events=none`), brought up to
 * date by folding the events the stream delivered, once they cover it; the snapshot as loaded
 * before that. The page never downloads the session again to learn what changed.
 */
export function foldSnapshot(
  snapshot: SessionOverview,
  events: readonly LoupeEvent[],
): SessionOverview {
  if (!eventsCoverSnapshot(snapshot, events)) return snapshot;
  return withFoldedState(snapshot, events, stateEventsOf(events));
}

function stateEventsOf(events: readonly LoupeEvent[]): LoupeEvent[] {
  return events.filter((event) => stateEventKinds.has(event.kind));
}

function withFoldedState(
  snapshot: SessionOverview,
  events: readonly LoupeEvent[],
  stateEvents: readonly LoupeEvent[],
): SessionOverview {
  const last = events.at(-1);
  const folded = foldSessionState(stateEvents);
  // Only the server knows a run it does not run any more was cut by a restart.
  const interrupted =
    snapshot.run?.state === "interrupted" &&
    folded.run?.state === "running" &&
    folded.run.fromTurn === snapshot.run.fromTurn;
  return {
    ...snapshot,
    ...folded,
    ...(interrupted ? { run: snapshot.run } : {}),
    lastSeq: last?.seq ?? snapshot.lastSeq,
    updatedAt: Math.max(snapshot.updatedAt, last?.at ?? 0),
  };
}

/**
 * `foldSnapshot` for a page that calls it on every new event: it folds again only when the
 * snapshot changed or a state-changing event arrived, and otherwise returns the same object.
 */
export function createSnapshotFolder(): (
  snapshot: SessionOverview,
  events: readonly LoupeEvent[],
) => SessionOverview {
  let previous:
    | {
        snapshot: SessionOverview;
        covered: boolean;
        stateEvents: LoupeEvent[];
        result: SessionOverview;
      }
    | undefined;
  return (snapshot, events) => {
    const covered = eventsCoverSnapshot(snapshot, events);
    const stateEvents = covered ? stateEventsOf(events) : [];
    if (
      previous?.snapshot === snapshot &&
      previous.covered === covered &&
      sameEvents(previous.stateEvents, stateEvents)
    ) {
      return previous.result;
    }
    const result = covered ? withFoldedState(snapshot, events, stateEvents) : snapshot;
    previous = { snapshot, covered, stateEvents, result };
    return result;
  };
}

function sameEvents(left: readonly LoupeEvent[], right: readonly LoupeEvent[]): boolean {
  return left.length === right.length && left.every((event, index) => event === right[index]);
}
