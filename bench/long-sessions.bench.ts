/**
 * Long sessions stay fast (issue 17): what a command costs in a long session against a short
 * one, the model always asking for a tool (`tool-asking-model.ts`), every turn a few hundred
 * events (its request, each network chunk, SSE line and delta, the MCP exchange). Goals: a step
 * and a decision at turn 400 within 2× of turn 4 (the log is not folded again); the turn-400
 * request built within about 10× of the turn-40 one (linear in what is sent, not in the log);
 * fork and export of a 500-turn session within about 10× of a 50-turn one (linear); the first page
 * of the session list with 1,000 sessions within 2× of 100 (only the page is read). The run
 * prints whether each is met and never fails on it.
 *
 * The sessions are made by `long-session.ts` (two real turns, the second's events appended again
 * per turn) in a store of their own (SQLite, a temporary data directory), the demo weather server
 * executing each action. Step, decision, fork and export are timed on the wall clock (a step
 * waits on the model's socket), the request and the list in processor time. A listed session
 * holds what the list reads of a turn (its start, answer, action, end, decision, observation),
 * not its stream, since the list never reads a stream.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { dialectFor } from "@/lib/dialects";
import { stateEventKinds } from "@/lib/events/session-state";
import type { NewEvent } from "@/lib/events/types";
import { buildTurnRequest } from "@/lib/loop/run-turn";
import { forkSession } from "@/lib/loop/session-fork";
import { listSessions } from "@/lib/loop/session-list";
import { decide, step } from "@/lib/loop/session-service";
import { readSessionState } from "@/lib/loop/session-state-reader";
import { exportSessionFile } from "@/lib/session-file/export-session-file";
import { openDatabase } from "@/lib/store/database";
import { EventStore } from "@/lib/store/event-store";
import type { Comparison } from "./interleaved-rounds";
import { LONG_SESSION_MODEL, longSession } from "./long-session";
import type { MeasuredComparison } from "./measured-rounds";
import { startToolAskingModel } from "./tool-asking-model";

const directory = mkdtempSync(path.join(tmpdir(), "loupe-bench-long-"));
process.once("exit", () => rmSync(directory, { recursive: true, force: true }));
process.env.OPENAI_BASE_URL = await startToolAskingModel();
process.env.OPENAI_MODEL = LONG_SESSION_MODEL.slice("openai:".length);

const store = new EventStore(openDatabase(path.join(directory, "loupe.db")));
const sessions = {
  4: await longSession(store, 4),
  40: await longSession(store, 40),
  50: await longSession(store, 50),
  400: await longSession(store, 400),
  500: await longSession(store, 500),
};

/** `turns`-turn session's size, as a label says it. */
function sized(turns: keyof typeof sessions): string {
  return `${turns} turns (${store.lastSeq(sessions[turns]).toLocaleString("en")} events)`;
}
const labels = {
  4: sized(4),
  40: sized(40),
  50: sized(50),
  400: sized(400),
  500: sized(500),
};

/** Milliseconds `work` takes on the wall clock. */
async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

/** One step, which must end waiting for the decision on its tool call. */
async function stepToDecision(id: string): Promise<void> {
  const result = await step(id, store);
  if (result.status !== "awaiting-decision") {
    throw new Error(`turn ${result.turn} ended ${result.status}: ${result.error?.message}`);
  }
}

/** A step timed, then its action executed (untimed), so the session is ready for the next. */
function timedStep(id: string): () => Promise<number> {
  return async () => {
    const elapsed = await timed(() => stepToDecision(id));
    await decide(id, { decision: "execute" }, store);
    return elapsed;
  };
}

/** A step (untimed), then the decision to execute its action, timed. */
function timedDecision(id: string): () => Promise<number> {
  return async () => {
    await stepToDecision(id);
    return timed(() => decide(id, { decision: "execute" }, store));
  };
}

/** A fork at the session's last turn, which ended with its observation. */
function timedFork(id: string): () => Promise<number> {
  return () => timed(() => forkSession(id, { turn: readSessionState(id, store).turn }, store));
}

/** The session file exported and read to its end. */
function timedExport(id: string): () => Promise<number> {
  return () =>
    timed(async () => {
      const reader = exportSessionFile(store, id, "json").getReader();
      while (!(await reader.read()).done) {}
    });
}

const xml = dialectFor("xml");

/** The request the session's next turn sends, from its kept state. */
function nextRequest(id: string): () => unknown {
  return () => JSON.stringify(buildTurnRequest(readSessionState(id, store), xml, "bench"));
}

/** A store of `count` sessions, each with the events the list reads of one turn. */
function storeOfSessions(count: number): EventStore {
  const listed = new EventStore(openDatabase(path.join(directory, `list-${count}.db`)));
  const turn: NewEvent[] = store
    .eventsOfKinds(sessions[4], stateEventKinds)
    .filter((event) => (event.data as { turn?: unknown }).turn === 1)
    .map((event) => ({ kind: event.kind, data: event.data }) as NewEvent);
  const created = store.eventsOfKinds(sessions[4], ["session.created"]);
  for (let index = 0; index < count; index += 1) {
    const record = listed.createSession({ task: `task ${index}`, model: "demo", dialect: "xml" });
    listed.appendMany(record.id, [
      ...created.map((event) => ({ kind: event.kind, data: event.data }) as NewEvent),
      ...turn,
    ]);
  }
  return listed;
}

const hundred = storeOfSessions(100);
const thousand = storeOfSessions(1_000);

/** The request built, and the list's first page (50, as `GET /api/sessions` gives by default). */
export const comparisons: Comparison[] = [
  {
    title: "build the next turn's request (serialized) from the kept state",
    goal: 12,
    baseline: { label: `after ${labels[40]}`, run: nextRequest(sessions[40]) },
    subject: { label: `after ${labels[400]}`, run: nextRequest(sessions[400]) },
  },
  {
    title: "list the first page of 50 sessions (GET /api/sessions)",
    goal: 2,
    baseline: { label: "100 sessions", run: () => listSessions({ limit: 50 }, hundred) },
    subject: { label: "1,000 sessions", run: () => listSessions({ limit: 50 }, thousand) },
  },
];

const withinTwice = {
  text: "within 2×",
  met: (subject: number, baseline: number) => subject <= baseline * 2,
};
const linear = {
  text: "about 10× for 10× the turns (linear), at most 12×",
  met: (subject: number, baseline: number) => subject <= baseline * 12,
};

/** Step and decision at turn 400 against turn 4; fork and export of 500 turns against 50. */
export const measuredComparisons: MeasuredComparison[] = [
  {
    title: "step (the model always asks for a tool)",
    unit: "ms",
    better: "lower",
    goal: withinTwice,
    baseline: { label: `at ${labels[4]}`, sample: timedStep(sessions[4]) },
    subject: { label: `at ${labels[400]}`, sample: timedStep(sessions[400]) },
  },
  {
    title: "decision (execute the tool call)",
    unit: "ms",
    better: "lower",
    goal: withinTwice,
    baseline: { label: `at ${labels[4]}`, sample: timedDecision(sessions[4]) },
    subject: { label: `at ${labels[400]}`, sample: timedDecision(sessions[400]) },
  },
  {
    title: "fork at the last turn",
    unit: "ms",
    better: "lower",
    goal: linear,
    baseline: { label: labels[50], sample: timedFork(sessions[50]) },
    subject: { label: labels[500], sample: timedFork(sessions[500]) },
  },
  {
    title: "export as a session file, read to its end",
    unit: "ms",
    better: "lower",
    goal: linear,
    rounds: 3,
    slotsPerRound: 1,
    baseline: { label: labels[50], sample: timedExport(sessions[50]) },
    subject: { label: labels[500], sample: timedExport(sessions[500]) },
  },
];
