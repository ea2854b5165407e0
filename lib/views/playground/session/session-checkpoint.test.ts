import { beforeAll, describe, expect, it } from "vitest";
import type { SessionOverview } from "@/lib/api/sessions";
import type { LoupeEvent } from "@/lib/events/types";
import {
  createSession,
  decide,
  getSessionOverview,
  getSessionView,
  step,
} from "@/lib/loop/session-service";
import { openDatabase } from "@/lib/store/database";
import { EventStore } from "@/lib/store/event-store";
import { createSnapshotFolder, eventsCoverSnapshot, foldSnapshot } from "./session-checkpoint";

/** The weather demo run to its end in a private store: every event a real page would see. */
async function weatherRun() {
  process.env.LOUPE_DEMO_DELAY_MS = "0";
  const store = new EventStore(openDatabase(":memory:"));
  const { id } = await createSession(
    {
      task: "What's the weather in New York tomorrow? Write the result to result.md",
      model: "demo",
      dialect: "xml",
    },
    store,
  );
  const snapshots: SessionOverview[] = [getSessionOverview(id, store)];
  for (let turn = 0; turn < 3; turn += 1) {
    await step(id, store);
    snapshots.push(getSessionOverview(id, store));
    if (turn < 2) {
      await decide(id, { decision: "execute" }, store);
      snapshots.push(getSessionOverview(id, store));
    }
  }
  return { id, store, snapshots, final: getSessionView(id, store) };
}

let run: Awaited<ReturnType<typeof weatherRun>>;

beforeAll(async () => {
  run = await weatherRun();
});

/** The state fields, as the server folds them (no id, title, times or seq). */
function state(snapshot: SessionOverview) {
  const { id: _id, title: _title, createdAt: _c, updatedAt: _u, lastSeq: _l, ...rest } = snapshot;
  return rest;
}

describe("foldSnapshot", () => {
  it("brings the first snapshot to the server's final state from the streamed events alone", () => {
    const first = run.snapshots[0] as SessionOverview;
    const { events: _events, ...final } = run.final;
    expect(state(foldSnapshot(first, run.final.events))).toEqual(state(final));
    expect(foldSnapshot(first, run.final.events).status).toBe("done");
    expect(foldSnapshot(first, run.final.events).title).toBe(first.title);
  });

  it("agrees with the server at every pause of the run", () => {
    const first = run.snapshots[0] as SessionOverview;
    for (const snapshot of run.snapshots) {
      const events = run.final.events.filter((event) => event.seq <= snapshot.lastSeq);
      expect(state(foldSnapshot(first, events))).toEqual(state(snapshot));
    }
  });

  it("keeps the loaded snapshot until the events reach it", () => {
    const latest = run.snapshots.at(-1) as SessionOverview;
    const partial = run.final.events.slice(0, 10);
    expect(eventsCoverSnapshot(latest, partial)).toBe(false);
    expect(foldSnapshot(latest, partial)).toBe(latest);
    expect(foldSnapshot(latest, [])).toBe(latest);
    expect(eventsCoverSnapshot(latest, run.final.events.slice(1))).toBe(false);
  });

  it("does not take another session's events for this one's", () => {
    const first = run.snapshots[0] as SessionOverview;
    const elsewhere = run.final.events.map((event) => ({ ...event, sessionId: "other" }));
    expect(foldSnapshot(first, elsewhere as LoupeEvent[])).toBe(first);
  });
});

describe("createSnapshotFolder", () => {
  it("returns the same object until a state-changing event arrives", () => {
    const fold = createSnapshotFolder();
    const first = run.snapshots[0] as SessionOverview;
    const events = run.final.events;
    const turnStart = events.findIndex((event) => event.kind === "turn.start");
    const firstDelta = events.findIndex((event) => event.kind === "llm.delta");
    const upToTurnStart = events.slice(0, turnStart + 1);
    const a = fold(first, upToTurnStart);
    expect(a.status).toBe("running");
    const b = fold(first, events.slice(0, firstDelta + 1));
    expect(b).toBe(a);
    const c = fold(first, events);
    expect(c).not.toBe(a);
    expect(c.status).toBe("done");
  });
});
