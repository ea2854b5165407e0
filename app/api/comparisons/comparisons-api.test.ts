import { describe, expect, it } from "vitest";
import { DELETE as deleteSession } from "@/app/api/sessions/[id]/route";
import { POST as postSessionRun } from "@/app/api/sessions/[id]/run/route";
import { DIALECT_IDS } from "@/lib/dialects/dialect-ids";
import type { LoupeEvent } from "@/lib/events/types";
import { apiRequest, call } from "@/test/support/api-client";
import {
  createComparison,
  decideComparison,
  deleteComparison,
  listComparisons,
  runComparison,
  stepComparison,
  stepToTheEnd,
  stopComparison,
  viewComparison,
} from "@/test/support/comparison-routes";
import { eventMatching } from "@/test/support/session-event";
import { stepSession, viewSession } from "@/test/support/session-routes";
import { failingOpenAiModel, testDataDirectory } from "@/test/support/test-data-directory";

/**
 * Comparisons through their routes with the demo model and the demo weather server, both
 * in-process: columns stepped in lockstep to the end and measured, a shared mock, runs, Stop,
 * paging and deletion.
 */
const weatherTask = "What's the weather in New York tomorrow? Write the result to result.md";
const failingModel = failingOpenAiModel();
testDataDirectory("loupe-comparisons-");

async function created(body: unknown) {
  const answer = await createComparison(body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

describe("demo against demo-sloppy on the weather task, in lockstep", () => {
  it("opens each column as an ordinary session that names its comparison and column", async () => {
    const comparison = await created({
      task: weatherTask,
      columns: [{ model: "demo" }, { model: "demo-sloppy", label: "sloppy" }],
    });
    expect(comparison.sessions).toEqual([
      { id: expect.any(String), column: 0, model: "demo", dialect: "xml", label: "demo" },
      { id: expect.any(String), column: 1, model: "demo-sloppy", dialect: "xml", label: "sloppy" },
    ]);
    const session = (await viewSession(comparison.sessions[1]?.id ?? "")).body;
    expect(session).toMatchObject({ model: "demo-sloppy", dialect: "xml", status: "ready" });
    expect(session.events[0]).toMatchObject({
      kind: "session.created",
      data: { comparison: { id: comparison.id, column: 1 } },
    });
  });

  it("steps both to the end: both finish, and the sloppy column's format errors are counted", async () => {
    const { id } = await created({
      task: weatherTask,
      columns: [{ model: "demo" }, { model: "demo-sloppy" }],
    });
    const first = await stepComparison(id);
    expect(first.status).toBe(200);
    expect(first.body.columns).toEqual([
      expect.objectContaining({ column: 0, result: expect.objectContaining({ turn: 1 }) }),
      expect.objectContaining({ column: 1, result: expect.objectContaining({ turn: 1 }) }),
    ]);

    const view = await stepToTheEnd(id);
    expect(view).toMatchObject({ id, task: weatherTask, dialect: "xml" });
    const [demo, sloppy] = view.columns;
    expect(demo).toMatchObject({ model: "demo", status: "done", metrics: { finished: true } });
    expect(sloppy).toMatchObject({
      model: "demo-sloppy",
      status: "done",
      metrics: { finished: true },
    });
    expect(demo?.metrics?.formatErrors).toBe(0);
    expect(sloppy?.metrics?.formatErrors).toBeGreaterThan(0);
    expect(sloppy?.turn).toBeGreaterThan(demo?.turn ?? 0);
    for (const column of view.columns) {
      const metrics = column.metrics;
      expect(metrics?.toolCalls).toEqual({ "weather.get_forecast": 1, "files.write": 1 });
      expect(metrics?.turns).toBe(column.turn);
      expect(metrics?.ttftMs).toHaveLength(column.turn);
      expect(metrics?.answer).toContain("New York");
      expect(metrics?.cost).toBeNull();
    }
    expect(sloppy?.metrics?.turnActions[0]).toMatchObject({ turn: 1, kind: "invalid" });
    expect(demo?.metrics?.turnActions[0]).toMatchObject({ turn: 1, tool: "weather.get_forecast" });

    const again = await stepComparison(id);
    expect(again.status).toBe(409);
    expect(again.body.error?.code).toBe("session:finished");
  });
});

describe("a column whose model fails", () => {
  it("fails its own step only: the other column's step goes on", async () => {
    const { id } = await created({
      task: weatherTask,
      columns: [{ model: "demo" }, { model: "openai:failing" }],
    });
    const stepped = await stepComparison(id);
    expect(stepped.status).toBe(200);
    expect(stepped.body.columns[0]).toMatchObject({ result: { status: "awaiting-decision" } });
    expect(stepped.body.columns[1]).toMatchObject({
      result: { status: "error", error: { code: expect.stringMatching(/^model:/) } },
    });
    const view = (await viewComparison(id)).body;
    expect(view.columns.map((column) => column.status)).toEqual(["awaiting-decision", "error"]);
    expect(failingModel.server.requestCount()).toBe(1);
  });
});

describe("demo in every dialect the project speaks", () => {
  it("finishes the weather task in each", async () => {
    const { id, sessions } = await created({
      task: weatherTask,
      columns: DIALECT_IDS.map((dialect) => ({ model: "demo", dialect })),
    });
    expect(sessions.map((session) => session.label)).toEqual(
      DIALECT_IDS.map((dialect) => `demo · ${dialect}`),
    );
    const view = await stepToTheEnd(id);
    expect(view.columns.map((column) => [column.dialect, column.status])).toEqual(
      DIALECT_IDS.map((dialect) => [dialect, "done"]),
    );
    for (const column of view.columns) {
      expect(column.metrics).toMatchObject({ finished: true, formatErrors: 0 });
      expect(column.metrics?.toolCalls["weather.get_forecast"]).toBe(1);
    }
  });
});

describe("a shared observation", () => {
  it("a mock with its observation reaches every waiting column, or only those listed", async () => {
    const { id, sessions } = await created({
      task: weatherTask,
      columns: [{ model: "demo" }, { model: "demo", dialect: "native" }, { model: "demo-sloppy" }],
    });
    await stepComparison(id);
    const mocked = await decideComparison(id, {
      decision: "mock",
      observation: "Rain, 12°C",
      columns: [0, sessions[1]?.id],
    });
    expect(mocked.status).toBe(200);
    expect(mocked.body.columns.map((outcome) => outcome.column)).toEqual([0, 1]);
    for (const outcome of mocked.body.columns) {
      expect(outcome).toMatchObject({
        result: {
          turn: 1,
          observation: { source: "mock", text: expect.stringContaining("Rain, 12°C") },
        },
      });
    }
    for (const session of sessions.slice(0, 2)) {
      const observed = (await viewSession(session.id)).body.events.filter(
        (event): event is LoupeEvent<"observation"> => event.kind === "observation",
      );
      expect(observed.map((event) => event.data.text)).toEqual([
        expect.stringContaining("Rain, 12°C"),
      ]);
    }
    const columns = (await viewComparison(id)).body.columns.map((column) => column.status);
    expect(columns).toEqual(["ready", "ready", "awaiting-decision"]);

    const rest = await decideComparison(id, { decision: "mock", observation: "Fog" });
    expect(rest.body.columns.map((outcome) => outcome.column)).toEqual([2]);
  });
});

describe("runs and Stop", () => {
  it("starts each column's run, reports a column that cannot run apart, and stops them all", async () => {
    const { id, sessions } = await created({
      task: weatherTask,
      columns: [{ model: "demo-slow" }, { model: "demo-slow" }],
    });
    const first = sessions[0]?.id ?? "";
    const alone = await call(
      postSessionRun,
      apiRequest(`/api/sessions/${first}/run`, { method: "POST", body: {} }),
      { id: first },
    );
    expect(alone.status).toBe(202);

    const run = await runComparison(id, { maxTurns: 3 });
    expect(run.status).toBe(202);
    expect(run.body.columns).toEqual([
      {
        column: 0,
        sessionId: first,
        error: { code: "session:running", message: expect.any(String) },
      },
      {
        column: 1,
        sessionId: sessions[1]?.id,
        result: { run: { fromTurn: 0, maxTurns: 3, state: "running" } },
      },
    ]);

    const stopped = await stopComparison(id);
    expect(stopped.status).toBe(200);
    expect(stopped.body.columns).toEqual([
      expect.objectContaining({ column: 0, result: expect.objectContaining({ stopped: "run" }) }),
      expect.objectContaining({ column: 1, result: expect.objectContaining({ stopped: "run" }) }),
    ]);
    for (const session of sessions) {
      await eventMatching(session.id, (event) => event.kind === "run.end");
    }
    const nothing = await stopComparison(id);
    expect(nothing.status).toBe(409);
    expect(nothing.body.error?.code).toBe("session:not_running");
  });

  it("skips a column waiting for a decision, as Step does, and runs the others", async () => {
    const { id, sessions } = await created({
      task: weatherTask,
      columns: [{ model: "demo" }, { model: "demo" }],
    });
    const waiting = sessions[0]?.id ?? "";
    expect((await stepSession(waiting)).status).toBe(200);

    const run = await runComparison(id, { maxTurns: 1 });
    expect(run.status).toBe(202);
    expect(run.body.columns).toEqual([
      { column: 0, sessionId: waiting, skipped: expect.stringContaining("decision") },
      {
        column: 1,
        sessionId: sessions[1]?.id,
        result: { run: { fromTurn: 0, maxTurns: 1, state: "running" } },
      },
    ]);
    await eventMatching(sessions[1]?.id ?? "", (event) => event.kind === "run.end");
  });

  it("stops a lockstep step mid-stream: each column's turn ends stopped", async () => {
    const { id, sessions } = await created({
      task: weatherTask,
      columns: [{ model: "demo-slow" }, { model: "demo-slow", dialect: "json" }],
    });
    const stepping = stepComparison(id);
    for (const session of sessions) {
      await eventMatching(session.id, (event) => event.kind === "llm.request");
    }
    const stopped = await stopComparison(id);
    expect(
      stopped.body.columns.map((outcome) => "result" in outcome && outcome.result.stopped),
    ).toEqual(["step", "step"]);
    const stepped = await stepping;
    expect(
      stepped.body.columns.map((outcome) => "result" in outcome && outcome.result.status),
    ).toEqual(["stopped", "stopped"]);
  });
});

describe("the list, a deleted column and deletion", () => {
  it("pages comparisons newest first and finds them by model", async () => {
    const older = await created({
      task: "Older task",
      columns: [{ model: "demo" }, { model: "demo" }],
    });
    const newer = await created({
      task: "Newer task",
      columns: [{ model: "demo" }, { model: "demo-sloppy" }],
    });
    const page = await listComparisons("?limit=1");
    expect(page.status).toBe(200);
    expect(page.body.comparisons).toEqual([
      expect.objectContaining({
        id: newer.id,
        task: "Newer task",
        columns: [
          expect.objectContaining({ column: 0, model: "demo", sessionId: newer.sessions[0]?.id }),
          expect.objectContaining({ column: 1, model: "demo-sloppy" }),
        ],
      }),
    ]);
    const next = await listComparisons(`?limit=1&before=${page.body.nextBefore}`);
    expect(next.body.comparisons.map((comparison) => comparison.id)).toEqual([older.id]);
    const found = await listComparisons("?q=Older");
    expect(found.body.comparisons.map((comparison) => comparison.id)).toEqual([older.id]);
  });

  it("shows a column whose session was deleted as deleted, and steps the others", async () => {
    const { id, sessions } = await created({
      task: weatherTask,
      columns: [{ model: "demo" }, { model: "demo" }],
    });
    const gone = sessions[0]?.id ?? "";
    const removed = await call(
      deleteSession,
      apiRequest(`/api/sessions/${gone}`, { method: "DELETE" }),
      { id: gone },
    );
    expect(removed.status).toBe(204);
    const stepped = await stepComparison(id);
    expect(stepped.body.columns[0]).toEqual({
      column: 0,
      sessionId: gone,
      skipped: "its session was deleted",
    });
    expect(stepped.body.columns[1]).toMatchObject({ result: { status: "awaiting-decision" } });
    const view = (await viewComparison(id)).body;
    expect(view.columns[0]).toMatchObject({ status: "deleted", metrics: null });
  });

  it("deletes the comparison and its columns' sessions", async () => {
    const { id, sessions } = await created({
      task: weatherTask,
      columns: [{ model: "demo" }, { model: "demo-sloppy" }],
    });
    await stepComparison(id);
    const deleted = await deleteComparison(id);
    expect(deleted.status).toBe(204);
    expect((await viewComparison(id)).status).toBe(404);
    for (const session of sessions) expect((await viewSession(session.id)).status).toBe(404);
    const listed = await listComparisons("?limit=200");
    expect(listed.body.comparisons.map((comparison) => comparison.id)).not.toContain(id);
  });
});
