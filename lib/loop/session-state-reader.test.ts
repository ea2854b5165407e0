import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stateAtTurnEnd } from "@/lib/events/fork-point";
import { foldSessionState, SESSION_FOLD_VERSION, startFold } from "@/lib/events/session-state";
import type { LoupeEvent, NewEvent } from "@/lib/events/types";
import { forkSession } from "@/lib/loop/session-fork";
import { startRun, stopSession } from "@/lib/loop/session-run";
import {
  createSession,
  decide,
  editMessage,
  getSessionOverview,
  step,
} from "@/lib/loop/session-service";
import { CHECKPOINT_GROWTH, readSessionState } from "@/lib/loop/session-state-reader";
import { closeInterruptedTurns } from "@/lib/server-start";
import { openDatabase } from "@/lib/store/database";
import { EventStore } from "@/lib/store/event-store";
import { answerFor, forecastRequest } from "@/test/support/host-actions";
import {
  type ScriptedModelServer,
  startScriptedModelServer,
} from "@/test/support/scripted-model-server";

let model: ScriptedModelServer;
let directory: string;

beforeAll(async () => {
  // A model that always asks for the forecast, as a long agent session's model asks for tools.
  model = await startScriptedModelServer([answerFor("xml", forecastRequest).content]);
  process.env.OPENAI_BASE_URL = model.baseUrl;
  process.env.OPENAI_MODEL = "fake-model";
  directory = mkdtempSync(path.join(tmpdir(), "loupe-state-reader-"));
});

afterAll(async () => {
  delete process.env.OPENAI_BASE_URL;
  delete process.env.OPENAI_MODEL;
  await model.close();
  rmSync(directory, { recursive: true, force: true });
});

/** A store on the test's database file: a second one is what a restarted process opens. */
function openStore(): EventStore {
  return new EventStore(openDatabase(path.join(directory, "loupe.db")));
}

/** The kept state must be exactly what folding the whole log again gives. */
function expectKeptEqualsFull(store: EventStore, id: string): void {
  expect(readSessionState(id, store)).toEqual(foldSessionState(store.events(id)));
}

function nextEvent(store: EventStore, id: string, kind: LoupeEvent["kind"]): Promise<LoupeEvent> {
  return new Promise((resolve) => {
    const unsubscribe = store.subscribe(id, (event) => {
      if (event.kind !== kind) return;
      unsubscribe();
      resolve(event);
    });
  });
}

describe("the kept folded state of a session", () => {
  it("equals a full fold after every command: steps, decisions, edits, runs, stops, forks, a crash", async () => {
    const store = openStore();
    const { id } = await createSession(
      {
        task: "Weather in New York?",
        model: "openai:fake-model",
        dialect: "xml",
        autoApprove: ["weather:*"],
      },
      store,
    );
    expectKeptEqualsFull(store, id);

    await step(id, store);
    expectKeptEqualsFull(store, id);
    await decide(id, { decision: "execute" }, store);
    expectKeptEqualsFull(store, id);
    const stateBeforeEdit = readSessionState(id, store);

    editMessage(id, 1, "Weather in Boston?", store);
    editMessage(id, 0, "An edited system prompt.", store);
    expectKeptEqualsFull(store, id);
    // A state read earlier is the reader's own: later events leave it as it was.
    expect(stateBeforeEdit.messages[1]?.content).not.toBe("Weather in Boston?");
    expect(stateBeforeEdit.systemPrompt).not.toBe("An edited system prompt.");

    await step(id, store);
    await decide(id, { decision: "mock", observation: "Sunny." }, store);
    expectKeptEqualsFull(store, id);

    const ended = nextEvent(store, id, "run.end");
    startRun(id, { maxTurns: 2 }, store);
    await ended;
    expectKeptEqualsFull(store, id);
    expect(readSessionState(id, store).turn).toBe(4);

    // A run stopped before its first turn.
    startRun(id, { maxTurns: 2 }, store);
    await stopSession(id, store);
    expectKeptEqualsFull(store, id);

    // A crash mid-run: its run and its turn left open, closed at the next start-up.
    await step(id, store);
    await decide(id, { decision: "skip" }, store);
    const fromTurn = readSessionState(id, store).turn;
    store.append(id, { kind: "run.start", data: { fromTurn, maxTurns: 3 } });
    store.append(id, { kind: "turn.start", data: { turn: fromTurn + 1 } });
    expectKeptEqualsFull(store, id);
    expect(closeInterruptedTurns(store)).toBe(1);
    expectKeptEqualsFull(store, id);
    expect(getSessionOverview(id, store).run?.state).toBe("interrupted");

    // A fork at turn 1 with a mocked observation, then stepped with the slow demo model and
    // stopped mid-stream.
    const fork = await forkSession(id, { turn: 1, edit: { model: "demo-slow" } }, store);
    expectKeptEqualsFull(store, fork.id);
    expect(readSessionState(fork.id, store).messages).toEqual(
      stateAtTurnEnd(store.events(id), 1).messages,
    );
    const streaming = nextEvent(store, fork.id, "llm.delta");
    const stepped = step(fork.id, store);
    await streaming;
    await stopSession(fork.id, store);
    await expect(stepped).resolves.toMatchObject({ status: "stopped" });
    expectKeptEqualsFull(store, fork.id);

    const edited = await forkSession(
      id,
      { turn: 2, edit: { observation: "Raining in Boston." } },
      store,
    );
    expectKeptEqualsFull(store, edited.id);
    expect(readSessionState(edited.id, store).messages.at(-1)?.content).toBe("Raining in Boston.");
  }, 60_000);

  it("is read back from the store's checkpoint after a restart, folding only the events after it", async () => {
    const before = openStore();
    const { id } = await createSession(
      { task: "Weather?", model: "openai:fake-model", dialect: "xml" },
      before,
    );
    await step(id, before);
    // A checkpoint written at every read, here.
    readSessionState(id, before, 1);
    const checkpoint = before.readCheckpoint(id);
    expect(checkpoint).toMatchObject({ version: SESSION_FOLD_VERSION, seq: before.lastSeq(id) });
    await decide(id, { decision: "mock", observation: "Sunny." }, before);

    // The restarted process reads the checkpoint: a marked one shows it is the one read.
    const marked = JSON.parse(checkpoint?.state ?? "{}");
    marked.state.task = "read from the checkpoint";
    before.writeCheckpoint(id, {
      ...(checkpoint ?? { version: 0, seq: 0 }),
      state: JSON.stringify(marked),
    });
    const restarted = openStore();
    const state = readSessionState(id, restarted);
    expect(state.task).toBe("read from the checkpoint");
    expect(state).toEqual({ ...foldSessionState(restarted.events(id)), task: state.task });
  });

  it("writes a long session's checkpoint again once its log grew by a tenth, not every few events", async () => {
    const store = openStore();
    const { id } = await createSession(
      { task: "Weather?", model: "openai:fake-model", dialect: "xml" },
      store,
    );
    const lines = (count: number): NewEvent[] =>
      Array.from({ length: count }, () => ({
        kind: "mcp.stderr",
        data: { serverId: "weather", text: "line" },
      }));
    store.appendMany(id, lines(999));
    readSessionState(id, store, 10);
    const first = store.lastSeq(id);
    expect(store.readCheckpoint(id)?.seq).toBe(first);

    store.appendMany(id, lines(Math.ceil(first * CHECKPOINT_GROWTH) - 1));
    readSessionState(id, store, 10);
    expect(store.readCheckpoint(id)?.seq).toBe(first);

    store.appendMany(id, lines(1));
    readSessionState(id, store, 10);
    expect(store.readCheckpoint(id)?.seq).toBe(store.lastSeq(id));
    expectKeptEqualsFull(openStore(), id);
  });

  it("ignores a checkpoint another fold version wrote, or one it cannot read, and folds the log", async () => {
    const first = openStore();
    const { id } = await createSession(
      { task: "Weather?", model: "openai:fake-model", dialect: "xml" },
      first,
    );
    await step(id, first);
    const wrong = { ...startFold(), seq: first.lastSeq(id) };
    wrong.state.task = "a stale fold";

    first.writeCheckpoint(id, {
      version: SESSION_FOLD_VERSION - 1,
      seq: first.lastSeq(id),
      state: JSON.stringify(wrong),
    });
    expectKeptEqualsFull(openStore(), id);

    first.writeCheckpoint(id, {
      version: SESSION_FOLD_VERSION,
      seq: first.lastSeq(id),
      state: "{not json",
    });
    expectKeptEqualsFull(openStore(), id);

    // One past the log's end (its events are gone) is no fold of this log either.
    first.writeCheckpoint(id, {
      version: SESSION_FOLD_VERSION,
      seq: first.lastSeq(id) + 10,
      state: JSON.stringify(wrong),
    });
    expectKeptEqualsFull(openStore(), id);
  });
});
