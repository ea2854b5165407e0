import { describe, expect, it } from "vitest";
import { POST as postDecision } from "@/app/api/comparisons/[id]/decision/route";
import { POST as postRun } from "@/app/api/comparisons/[id]/run/route";
import { GET as listRoute, POST as postComparison } from "@/app/api/comparisons/route";
import { getEventStore } from "@/lib/store";
import { getDatabase } from "@/lib/store/database";
import { apiRequest, call } from "@/test/support/api-client";
import {
  createComparison,
  decideComparison,
  deleteComparison,
  listComparisons,
  runComparison,
  stepComparison,
  stopComparison,
  viewComparison,
} from "@/test/support/comparison-routes";
import { freePort } from "@/test/support/server-everything";
import { createSession } from "@/test/support/session-routes";
import { testDataDirectory } from "@/test/support/test-data-directory";

/** Every comparison route refuses what it cannot take, with the one error shape, saying where. */
const task = "What's the weather in New York tomorrow?";
testDataDirectory("loupe-comparisons-bad-");

const columnsOf = (count: number) => Array.from({ length: count }, () => ({ model: "demo" }));

describe("POST /api/comparisons", () => {
  it.each([1, 9])("refuses %i column(s): a comparison has 2 to 8", async (count) => {
    const answer = await createComparison({ task, columns: columnsOf(count) });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual({
      code: "request:invalid",
      message: expect.stringContaining("columns: a comparison has 2 to 8 columns"),
    });
  });

  it("refuses an unknown model, naming its column, and opens nothing", async () => {
    const before = (await listComparisons("?limit=200")).body.comparisons.length;
    const answer = await createComparison({
      task,
      columns: [{ model: "demo" }, { model: "no-such-model" }],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.code).toBe("model:not_found");
    expect(answer.body.error?.message).toMatch(/^columns\.1 \(no-such-model\): /);
    expect((await listComparisons("?limit=200")).body.comparisons).toHaveLength(before);
  });

  it("fails with 502 naming the column when its servers cannot be reached, and keeps nothing", async () => {
    const store = getEventStore();
    const sessionsBefore = store.listSessions(1000).length;
    const comparisonRows = () =>
      getDatabase()
        .prepare("SELECT COUNT(*) AS count FROM sessions WHERE kind = 'comparison'")
        .get();
    const comparisonsBefore = comparisonRows();
    const url = `http://127.0.0.1:${await freePort()}/mcp`;
    const answer = await createComparison({
      task,
      servers: [{ name: "gone", transport: "streamable-http", url }],
      columns: columnsOf(2),
    });
    expect(answer.status).toBe(502);
    expect(answer.body.error?.code).toBe("mcp:connect_failed");
    expect(answer.body.error?.message).toMatch(/^columns\.0 \(demo\): .*gone/);
    expect(store.listSessions(1000)).toHaveLength(sessionsBefore);
    expect(comparisonRows()).toEqual(comparisonsBefore);
  });

  it("refuses a column's unknown field, an unknown dialect and an empty task, each located", async () => {
    const answer = await createComparison({
      task: " ",
      columns: [
        { model: "demo", temperature: 1 },
        { model: "demo", dialect: "yaml" },
      ],
    });
    expect(answer.status).toBe(400);
    const message = answer.body.error?.message ?? "";
    expect(message).toContain("task: the task is empty");
    expect(message).toContain("columns.0");
    expect(message).toContain("columns.1.dialect");
  });

  it("refuses malformed JSON with a located message", async () => {
    const request = apiRequest("/api/comparisons", { method: "POST", body: '{"task": "x", ' });
    const answer = await call(postComparison, request, {});
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toMatch(/^The request body is not valid JSON: /);
  });

  it("refuses a request without the token", async () => {
    const request = apiRequest("/api/comparisons", {
      method: "POST",
      body: { task, columns: columnsOf(2) },
      token: null,
    });
    expect((await call(postComparison, request, {})).status).toBe(401);
    expect(
      (await call(listRoute, apiRequest("/api/comparisons", { token: null }), {})).status,
    ).toBe(401);
  });
});

describe("GET /api/comparisons", () => {
  it("refuses a cursor it did not give and a limit out of range", async () => {
    const cursor = await listComparisons("?before=yesterday");
    expect(cursor.status).toBe(400);
    expect(cursor.body.error?.message).toContain("before");
    expect((await listComparisons("?limit=0")).status).toBe(400);
  });
});

describe("an unknown comparison", () => {
  it("is 404 comparison:not_found on every route", async () => {
    const id = "no-such-comparison";
    const answers = await Promise.all([
      viewComparison(id),
      stepComparison(id),
      runComparison(id),
      stopComparison(id),
      decideComparison(id, { decision: "execute" }),
      deleteComparison(id),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body?.error?.code).toBe("comparison:not_found");
    }
  });

  it("is also what a session's id answers: a session is no comparison", async () => {
    const session = await createSession({ task, model: "demo", dialect: "xml" });
    const answer = await viewComparison(session.body.id as string);
    expect(answer.status).toBe(404);
  });
});

describe("a comparison's commands", () => {
  it("refuse a decision for a listed column that is not waiting, naming it, and decide nothing", async () => {
    const { id, sessions } = (await createComparison({ task, columns: columnsOf(2) })).body;
    expect((await stepComparison(id)).status).toBe(200);
    const one = await decideComparison(id, { decision: "execute", columns: [0] });
    expect(one.status).toBe(200);

    const answer = await decideComparison(id, { decision: "execute", columns: [0, 1] });
    expect(answer.status).toBe(409);
    expect(answer.body.error).toEqual({
      code: "session:not_awaiting_decision",
      message: expect.stringContaining("column 0 is ready"),
    });
    const view = (await viewComparison(id)).body;
    expect(view.columns.map((column) => column.status)).toEqual(["ready", "awaiting-decision"]);
    expect(view.columns[1]?.sessionId).toBe(sessions[1]?.id);
  });

  it("refuse a decision when no column waits, and a column the comparison does not have", async () => {
    const { id } = (await createComparison({ task, columns: columnsOf(2) })).body;
    const none = await decideComparison(id, { decision: "skip" });
    expect(none.status).toBe(409);
    expect(none.body.error?.code).toBe("session:not_awaiting_decision");
    const missing = await decideComparison(id, { decision: "skip", columns: [5] });
    expect(missing.status).toBe(400);
    expect(missing.body.error?.message).toContain("columns.0: the comparison has no column 5");
  });

  it("refuse a malformed decision and a malformed run, located", async () => {
    const { id } = (await createComparison({ task, columns: columnsOf(2) })).body;
    const mock = await decideComparison(id, { decision: "mock", columns: [0] });
    expect(mock.status).toBe(400);
    expect(mock.body.error?.message).toContain("observation");
    const columns = await decideComparison(id, { decision: "skip", columns: [-1] });
    expect(columns.status).toBe(400);
    expect(columns.body.error?.message).toContain("columns.0");
    const json = await call(
      postDecision,
      apiRequest(`/api/comparisons/${id}/decision`, { method: "POST", body: "{" }),
      { id },
    );
    expect(json.status).toBe(400);
    expect(json.body.error?.message).toMatch(/not valid JSON/);
    const run = await runComparison(id, { maxTurns: 0 });
    expect(run.status).toBe(400);
    expect(run.body.error?.message).toContain("maxTurns: maxTurns must be at least 1");
    const runJson = await call(
      postRun,
      apiRequest(`/api/comparisons/${id}/run`, { method: "POST", body: "[" }),
      { id },
    );
    expect(runJson.status).toBe(400);
  });

  it("refuse to stop when nothing runs in any column", async () => {
    const { id } = (await createComparison({ task, columns: columnsOf(2) })).body;
    const answer = await stopComparison(id);
    expect(answer.status).toBe(409);
    expect(answer.body.error?.code).toBe("session:not_running");
  });
});
