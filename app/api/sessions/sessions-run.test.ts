import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUT as putAutoApprove } from "@/app/api/sessions/[id]/auto-approve/route";
import { POST as postDecision } from "@/app/api/sessions/[id]/decision/route";
import { POST as postMessage } from "@/app/api/sessions/[id]/messages/route";
import { GET as getSession } from "@/app/api/sessions/[id]/route";
import { POST as postRun } from "@/app/api/sessions/[id]/run/route";
import { POST as postStep } from "@/app/api/sessions/[id]/step/route";
import { POST as postStop } from "@/app/api/sessions/[id]/stop/route";
import { POST as postSession } from "@/app/api/sessions/route";
import type { SessionView } from "@/lib/api/sessions";
import { hostActionOf } from "@/lib/dialects";
import { getSessionOverview } from "@/lib/loop/session-service";
import { EventStore, getEventStore } from "@/lib/store";
import { openDatabase } from "@/lib/store/database";
import { apiRequest, call, TEST_TOKEN } from "@/test/support/api-client";
import { eventMatching } from "@/test/support/session-event";

const weatherTask = "What's the weather in New York tomorrow? Write the result to result.md";
let dataDirectory = "";

beforeAll(() => {
  dataDirectory = mkdtempSync(path.join(tmpdir(), "loupe-run-"));
  process.env.LOUPE_DATA_DIR = dataDirectory;
  process.env.LOUPE_TOKEN = TEST_TOKEN;
  process.env.LOUPE_DEMO_DELAY_MS = "0";
});

afterAll(() => {
  rmSync(dataDirectory, { recursive: true, force: true });
});

async function createSession(body: Record<string, unknown> = {}) {
  const created = await call<Record<string, never>, { id: string; error?: { code: string } }>(
    postSession,
    apiRequest("/api/sessions", {
      method: "POST",
      body: { task: weatherTask, model: "demo", dialect: "xml", ...body },
    }),
    {},
  );
  return created;
}

async function newSessionId(body: Record<string, unknown> = {}): Promise<string> {
  const created = await createSession(body);
  expect(created.status).toBe(201);
  return created.body.id;
}

type ErrorBody = { error?: { code: string; message: string } };

function post<Body = Record<string, unknown> & ErrorBody>(
  handler: Parameters<typeof call<{ id: string }>>[0],
  id: string,
  route: string,
  body?: unknown,
) {
  return call<{ id: string }, Body & ErrorBody>(
    handler,
    apiRequest(`/api/sessions/${id}/${route}`, { method: "POST", body }),
    { id },
  );
}

async function view(id: string) {
  return (
    await call<{ id: string }, SessionView>(getSession, apiRequest(`/api/sessions/${id}`), { id })
  ).body;
}

/** Resolves with the first event of the session (already there or still to come) that matches. */
const runEnd = (id: string) => eventMatching(id, (event) => event.kind === "run.end");

describe("POST /api/sessions/:id/run", () => {
  it("runs the weather task to its final answer when its tools are auto-approved", async () => {
    const id = await newSessionId({ autoApprove: ["weather:*", "write_to_file"] });
    const started = await post(postRun, id, "run", {});
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ run: { fromTurn: 0, maxTurns: 10, state: "running" } });
    expect((await runEnd(id)).data).toMatchObject({ turn: 3, reason: "done" });
    const session = await view(id);
    expect(session.status).toBe("done");
    expect(session.run).toMatchObject({ state: "done" });
    expect(session.files.map((file) => file.path)).toEqual(["result.md"]);
    const decisions = session.events.filter((event) => event.kind === "decision");
    expect(decisions.map((event) => event.data)).toEqual([
      { turn: 1, decision: "execute" },
      { turn: 2, decision: "execute" },
    ]);
  });

  it("pauses at an action that is not auto-approved, and goes on once it is", async () => {
    const id = await newSessionId({ autoApprove: ["get_forecast"] });
    await post(postRun, id, "run");
    expect((await runEnd(id)).data).toMatchObject({ turn: 2, reason: "decision" });
    expect((await view(id)).status).toBe("awaiting-decision");
    const refused = await post(postRun, id, "run");
    expect(refused.status).toBe(409);
    expect(refused.body.error?.code).toBe("session:decision_required");

    const allowed = await call<{ id: string }, { autoApprove: string[] } & ErrorBody>(
      putAutoApprove,
      apiRequest(`/api/sessions/${id}/auto-approve`, {
        method: "PUT",
        body: { tools: ["get_forecast", "write_to_file", "write_to_file"] },
      }),
      { id },
    );
    expect(allowed.body).toEqual({ autoApprove: ["get_forecast", "write_to_file"] });
    const before = getEventStore().events(id).at(-1)?.seq ?? 0;
    await post(postRun, id, "run");
    const end = await eventMatching(id, (event) => event.kind === "run.end" && event.seq > before);
    expect(end.data).toMatchObject({ reason: "done" });
  });

  it("stops after maxTurns turns", async () => {
    const id = await newSessionId({ autoApprove: ["weather:*", "write_to_file"] });
    await post(postRun, id, "run", { maxTurns: 1 });
    expect((await runEnd(id)).data).toMatchObject({ turn: 1, reason: "max-turns" });
    expect((await view(id)).status).toBe("ready");
  });

  it("refuses maxTurns out of bounds, unknown fields and an unknown session", async () => {
    const id = await newSessionId();
    for (const body of [
      { maxTurns: 0 },
      { maxTurns: 101 },
      { maxTurns: 1.5 },
      { maxTurns: "3" },
      { turns: 3 },
    ]) {
      const answer = await post(postRun, id, "run", body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error?.code).toBe("request:invalid");
    }
    const missing = await post(postRun, "no-such-session", "run");
    expect(missing.status).toBe(404);
    expect((await view(id)).run).toBeUndefined();
  });

  it("refuses a second run while one runs (409), and a finished session", async () => {
    const id = await newSessionId({ model: "demo-slow" });
    await post(postRun, id, "run");
    const second = await post(postRun, id, "run");
    expect(second.status).toBe(409);
    expect(second.body.error?.code).toBe("session:running");
    const step = await post(postStep, id, "step");
    expect(step.status).toBe(409);
    expect(step.body.error?.code).toBe("session:busy");
    await post(postStop, id, "stop");

    const done = await newSessionId({ autoApprove: ["weather:*", "write_to_file"] });
    await post(postRun, done, "run");
    await runEnd(done);
    const again = await post(postRun, done, "run");
    expect(again.status).toBe(409);
    expect(again.body.error?.code).toBe("session:finished");
  });
});

describe("POST /api/sessions/:id/stop", () => {
  it("stops demo-slow mid-stream: the partial answer is kept in the log and the turn marked stopped", async () => {
    const id = await newSessionId({ model: "demo-slow" });
    await post(postRun, id, "run");
    await eventMatching(id, (event) => event.kind === "llm.delta");
    const stopped = await post(postStop, id, "stop");
    expect(stopped.status).toBe(200);
    expect(stopped.body).toEqual({ stopped: "run", turn: 1 });
    const session = await view(id);
    const response = session.events.find((event) => event.kind === "llm.response");
    expect(response?.kind === "llm.response" && response.data.assembled.content).not.toBe("");
    expect(session.events.find((event) => event.kind === "turn.end")?.data).toEqual({
      turn: 1,
      status: "stopped",
    });
    expect(session.events.find((event) => event.kind === "run.end")?.data).toMatchObject({
      reason: "stopped",
    });
    expect(session.status).toBe("stopped");
    // The cut answer stays out of what the next request sends.
    expect(session.messages.map((message) => message.role)).toEqual(["system", "user"]);
  });

  it("stops a Step's streaming turn too", async () => {
    const id = await newSessionId({ model: "demo-slow" });
    const stepping = post(postStep, id, "step");
    await eventMatching(id, (event) => event.kind === "llm.delta");
    expect((await post(postStop, id, "stop")).body).toEqual({ stopped: "step", turn: 1 });
    expect((await stepping).body).toMatchObject({ turn: 1, status: "stopped" });
  });

  it("answers 409 when nothing runs", async () => {
    const id = await newSessionId();
    const answer = await post(postStop, id, "stop");
    expect(answer.status).toBe(409);
    expect(answer.body.error?.code).toBe("session:not_running");
  });
});

describe("a run interrupted by a restart", () => {
  it("reads as interrupted from a fresh store on the same database", async () => {
    const id = await newSessionId();
    // What a process killed mid-run leaves: its run.start, and no run.end.
    getEventStore().append(id, { kind: "run.start", data: { maxTurns: 10, fromTurn: 0 } });
    const database = openDatabase(path.join(dataDirectory, "loupe.db"));
    try {
      const fresh = new EventStore(database);
      expect(getSessionOverview(id, fresh).run).toEqual({
        fromTurn: 0,
        maxTurns: 10,
        state: "interrupted",
      });
    } finally {
      database.close();
    }
    const started = await post(postRun, id, "run", { maxTurns: 1 });
    expect(started.status).toBe(202);
    await eventMatching(id, (event) => event.kind === "run.end");
  });
});

describe("auto-approve", () => {
  it("refuses a malformed list on create and on PUT", async () => {
    for (const autoApprove of [
      ["a b"],
      "weather:*",
      [""],
      ["x:*:y"],
      Array.from({ length: 101 }, (_, index) => `t${index}`),
    ]) {
      const created = await createSession({ autoApprove });
      expect(created.status, JSON.stringify(autoApprove).slice(0, 40)).toBe(400);
    }
    const id = await newSessionId();
    const put = (body: unknown) =>
      call<{ id: string }, ErrorBody>(
        putAutoApprove,
        apiRequest(`/api/sessions/${id}/auto-approve`, { method: "PUT", body }),
        { id },
      );
    expect((await put({ tools: ["*"] })).status).toBe(400);
    expect((await put({})).status).toBe(400);
    expect((await put({ tools: ["weather:*"] })).status).toBe(200);
    const session = await view(id);
    expect(session.autoApprove).toEqual(["weather:*"]);
    expect(session.events.at(-1)).toMatchObject({
      kind: "auto-approve",
      data: { tools: ["weather:*"] },
    });
  });
});

describe("ask_followup_question", () => {
  it("waits for the person's answer and sends it back as the observation", async () => {
    const id = await newSessionId({ task: "What's the weather tomorrow?" });
    const asked = await post<{ status: string }>(postStep, id, "step");
    expect(asked.body.status).toBe("awaiting-decision");
    const session = await view(id);
    const pending = session.pendingAction;
    expect(pending && hostActionOf({ dialect: "xml", action: pending }).kind).toBe("question");
    const answered = await post<{ observation: { source: string; text: string } }>(
      postDecision,
      id,
      "decision",
      { decision: "mock", observation: "Chicago" },
    );
    expect(answered.body.observation.source).toBe("user");
    expect(answered.body.observation.text).toContain("Chicago");
    await post(postStep, id, "step");
    const next = (await view(id)).pendingAction;
    const host = next && hostActionOf({ dialect: "xml", action: next });
    expect(host).toMatchObject({ kind: "mcp-tool", tool: "get_forecast" });
    expect(host?.kind === "mcp-tool" && host.arguments.latitude).toBeCloseTo(41.88, 1);
  });
});

describe("the demo's follow-up question in every dialect", () => {
  for (const dialect of ["native", "react-text", "json"] as const) {
    it(`asks which city in ${dialect}, and reads the answer`, async () => {
      const id = await newSessionId({ task: "What's the weather tomorrow?", dialect });
      await post(postStep, id, "step");
      const asked = (await view(id)).pendingAction;
      expect(asked && hostActionOf({ dialect, action: asked }).kind).toBe("question");
      await post(postDecision, id, "decision", { decision: "mock", observation: "Seattle" });
      await post(postStep, id, "step");
      const next = (await view(id)).pendingAction;
      const host = next && hostActionOf({ dialect, action: next });
      expect(host?.kind === "mcp-tool" && host.arguments.latitude).toBeCloseTo(47.6, 1);
    });
  }
});

describe("POST /api/sessions/:id/messages", () => {
  it("continues a finished run with the person's feedback", async () => {
    const id = await newSessionId({ autoApprove: ["weather:*", "write_to_file"] });
    const early = await post(postMessage, id, "messages", { text: "More, please" });
    expect(early.status).toBe(409);
    expect(early.body.error?.code).toBe("session:not_finished");
    await post(postRun, id, "run");
    await runEnd(id);
    expect((await post(postMessage, id, "messages", { text: "  " })).status).toBe(400);
    expect((await post(postMessage, id, "messages", {})).status).toBe(400);

    const continued = await post(postMessage, id, "messages", {
      text: "Say it in one line.",
      run: false,
    });
    expect(continued.status).toBe(202);
    expect(continued.body).toEqual({ turn: 3 });
    const session = await view(id);
    expect(session.status).toBe("ready");
    expect(session.messages.at(-1)).toEqual({ role: "user", content: "Say it in one line." });

    const resumed = await post(postStep, id, "step");
    expect(resumed.body).toMatchObject({ turn: 4 });
  });

  it("starts the run again from the feedback unless told not to", async () => {
    const id = await newSessionId({ autoApprove: ["weather:*", "write_to_file"] });
    await post(postRun, id, "run");
    await runEnd(id);
    const continued = await post(postMessage, id, "messages", {
      text: "Thanks, again",
      maxTurns: 2,
    });
    expect(continued.body).toMatchObject({ turn: 3, run: { fromTurn: 3, maxTurns: 2 } });
    const store = getEventStore();
    const end = await eventMatching(id, (event) => event.kind === "run.end" && event.data.turn > 3);
    expect(end.data).toMatchObject({ turn: 4, reason: "done" });
    expect(store.events(id).filter((event) => event.kind === "run.start")).toHaveLength(2);
  });
});
