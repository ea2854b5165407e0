import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as postDecision } from "@/app/api/sessions/[id]/decision/route";
import { POST as postFork } from "@/app/api/sessions/[id]/fork/route";
import { DELETE as deleteSession, GET as getSession } from "@/app/api/sessions/[id]/route";
import { POST as postRun } from "@/app/api/sessions/[id]/run/route";
import { POST as postStep } from "@/app/api/sessions/[id]/step/route";
import { POST as postStop } from "@/app/api/sessions/[id]/stop/route";
import { GET as getTree } from "@/app/api/sessions/[id]/tree/route";
import { POST as postSession } from "@/app/api/sessions/route";
import type { SessionTree, SessionView } from "@/lib/api/sessions";
import { type ApiBody, apiRequest, call } from "@/test/support/api-client";
import { enterTemporaryDataDirectory } from "@/test/support/inspector-api";
import { eventMatching } from "@/test/support/session-event";

/**
 * `POST /api/sessions/:id/fork` `{ turn, edit? }` and `GET /api/sessions/:id/tree`: a fork keeps
 * the history at the end of a turn with at most one change, and records its parent where the tree
 * finds it.
 */

let leave: () => void = () => undefined;

beforeAll(() => {
  leave = enterTemporaryDataDirectory("loupe-fork-");
  process.env.LOUPE_DEMO_DELAY_MS = "0";
});

afterAll(() => leave());

async function create(): Promise<string> {
  const response = await call(
    postSession,
    apiRequest("/api/sessions", {
      method: "POST",
      body: {
        task: "What's the weather in New York tomorrow? Write the result to result.md",
        model: "demo",
      },
    }),
    {},
  );
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id as string;
}

async function step(id: string): Promise<void> {
  const response = await call(
    postStep,
    apiRequest(`/api/sessions/${id}/step`, { method: "POST" }),
    { id },
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

async function execute(id: string): Promise<void> {
  const response = await call(
    postDecision,
    apiRequest(`/api/sessions/${id}/decision`, { method: "POST", body: { decision: "execute" } }),
    { id },
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

/** A weather session stepped and executed through two turns. */
async function twoTurns(): Promise<string> {
  const id = await create();
  for (let turn = 0; turn < 2; turn += 1) {
    await step(id);
    await execute(id);
  }
  return id;
}

function fork(id: string, body: unknown) {
  return call(postFork, apiRequest(`/api/sessions/${id}/fork`, { method: "POST", body }), { id });
}

async function forked(id: string, body: unknown): Promise<string> {
  const response = await fork(id, body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id as string;
}

async function view(id: string): Promise<SessionView> {
  const response = await call<{ id: string }, SessionView & ApiBody>(
    getSession,
    apiRequest(`/api/sessions/${id}`),
    { id },
  );
  expect(response.status).toBe(200);
  return response.body;
}

async function tree(id: string) {
  return call<{ id: string }, SessionTree & ApiBody>(
    getTree,
    apiRequest(`/api/sessions/${id}/tree`),
    { id },
  );
}

describe("POST /api/sessions/:id/fork", () => {
  let source = "";
  let sourceView: SessionView;

  beforeAll(async () => {
    source = await twoTurns();
    sourceView = await view(source);
  }, 30_000);

  it.each([1, 2])(
    "keeps the history at the end of turn %i, as the next request sends it",
    async (turn) => {
      const id = await forked(source, { turn });
      const copy = await view(id);
      // system, task, then an answer and an observation per turn
      expect(copy.messages).toEqual(sourceView.messages.slice(0, 2 + 2 * turn));
      expect(copy.turn).toBe(0);
      expect(copy.status).toBe("ready");
      expect(copy.title).toContain(`(fork at turn ${turn})`);
      const created = copy.events.find((event) => event.kind === "session.created");
      expect(created?.kind === "session.created" && created.data.parent).toEqual({
        id: source,
        turn,
      });
    },
  );

  it("replaces turn 2's observation, and leaves the source as it was", async () => {
    const id = await forked(source, { turn: 2, edit: { observation: "The service is down." } });
    const copy = await view(id);
    expect(copy.messages.at(-1)?.content).toBe("The service is down.");
    expect(copy.messages.at(-1)?.role).toBe(sourceView.messages[5]?.role);
    expect(copy.messages.slice(0, -1)).toEqual(sourceView.messages.slice(0, 5));
    expect((await view(source)).messages).toEqual(sourceView.messages);
  });

  it("replaces one message, the system prompt by index 0 or by name", async () => {
    const message = await view(
      await forked(source, {
        turn: 1,
        edit: { message: { index: 1, content: "Weather in Paris?" } },
      }),
    );
    expect(message.messages[1]?.content).toBe("Weather in Paris?");
    expect(message.messages[2]).toEqual(sourceView.messages[2]);
    for (const edit of [
      { message: { index: 0, content: "Be brief." } },
      { systemPrompt: "Be brief." },
    ]) {
      const copy = await view(await forked(source, { turn: 1, edit }));
      expect(copy.systemPrompt).toBe("Be brief.");
      expect(copy.messages[0]?.content).toBe("Be brief.");
      expect(copy.messages.slice(1)).toEqual(sourceView.messages.slice(1, 4));
    }
  });

  it("replaces turn 2's answer, found by the server, and refuses it at turn 0", async () => {
    const copy = await view(await forked(source, { turn: 2, edit: { answer: "I will guess." } }));
    expect(copy.messages[4]).toEqual({ ...sourceView.messages[4], content: "I will guess." });
    expect(copy.messages.slice(0, 4)).toEqual(sourceView.messages.slice(0, 4));
    expect(copy.messages[5]).toEqual(sourceView.messages[5]);
    const refused = await call<{ id: string }, { error?: { code: string; message: string } }>(
      postFork,
      apiRequest(`/api/sessions/${source}/fork`, {
        method: "POST",
        body: { turn: 0, edit: { answer: "x" } },
      }),
      { id: source },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toMatch(/^edit\.answer/);
  });

  it("changes the model, or the dialect with its own prompt", async () => {
    const model = await view(await forked(source, { turn: 1, edit: { model: "demo-slow" } }));
    expect(model.model).toBe("demo-slow");
    expect(model.messages).toEqual(sourceView.messages.slice(0, 4));
    const other = sourceView.dialect === "xml" ? "json" : "xml";
    const dialect = await view(await forked(source, { turn: 1, edit: { dialect: other } }));
    expect(dialect.dialect).toBe(other);
    expect(dialect.systemPrompt).not.toBe(sourceView.systemPrompt);
    expect(dialect.messages.slice(1)).toEqual(sourceView.messages.slice(1, 4));
  });

  it("forks at turn 0: the starting history", async () => {
    const copy = await view(await forked(source, { turn: 0 }));
    expect(copy.messages).toEqual(sourceView.messages.slice(0, 2));
  });

  it.each([
    [{ turn: 3 }, "turn: this session has turns 1 to 2"],
    [{ turn: -1 }, "turn"],
    [{ turn: 0, edit: { observation: "x" } }, "edit.observation"],
    [{ turn: 1, edit: { message: { index: 9, content: "x" } } }, "edit.message.index"],
    [{ turn: 1, edit: {} }, "exactly one change"],
    [{ turn: 1, edit: { model: "demo", observation: "x" } }, "exactly one change"],
    [{ turn: 1, edit: { tools: [] } }, "edit"],
  ])("refuses %j with 400 naming where", async (body, message) => {
    const response = await fork(source, body);
    expect(response.status).toBe(400);
    expect(response.body.error?.code).toBe("request:invalid");
    expect(response.body.error?.message).toContain(message);
  });

  it("refuses a turn waiting for a decision, and an unknown model", async () => {
    const id = await create();
    await step(id);
    const pending = await fork(id, { turn: 1 });
    expect(pending.status).toBe(400);
    expect(pending.body.error?.message).toContain("waiting for a decision");
    const model = await fork(source, { turn: 1, edit: { model: "no-such-model" } });
    expect(model.status).toBe(400);
  });

  it("forks while the source runs, at any turn that has ended, reading its log", async () => {
    const slow = await forked(source, { turn: 1, edit: { model: "demo-slow" } });
    const delta = eventMatching(slow, (event) => event.kind === "llm.delta");
    const run = await call(
      postRun,
      apiRequest(`/api/sessions/${slow}/run`, { method: "POST", body: {} }),
      {
        id: slow,
      },
    );
    expect(run.status).toBe(202);
    await delta;
    const copy = await view(await forked(slow, { turn: 0 }));
    expect(copy.messages).toEqual(sourceView.messages.slice(0, 4));
    const running = await fork(slow, { turn: 1 });
    expect(running.status).toBe(400);
    expect(running.body.error?.message).toContain("turn: turn 1 is still running");
    await call(postStop, apiRequest(`/api/sessions/${slow}/stop`, { method: "POST" }), {
      id: slow,
    });
  }, 30_000);

  it("answers 404 for an unknown session", async () => {
    const response = await fork("no-such-session", { turn: 0 });
    expect(response.status).toBe(404);
    expect(response.body.error?.code).toBe("session:not_found");
  });
});

describe("GET /api/sessions/:id/tree", () => {
  it("lists a root, its two forks and a fork of a fork, from any of them", async () => {
    const root = await twoTurns();
    const first = await forked(root, { turn: 1 });
    const second = await forked(root, { turn: 2, edit: { observation: "Mocked." } });
    const grandchild = await forked(second, { turn: 0 });
    const unrelated = await create();
    for (const member of [root, first, second, grandchild]) {
      const response = await tree(member);
      expect(response.status).toBe(200);
      expect(response.body.root).toBe(root);
      expect(response.body.nodes.map((node) => [node.id, node.parent])).toEqual([
        [root, null],
        [first, { id: root, turn: 1 }],
        [second, { id: root, turn: 2 }],
        [grandchild, { id: second, turn: 0 }],
      ]);
    }
    const rootNode = (await tree(root)).body.nodes[0];
    expect(rootNode).toMatchObject({ model: "demo", status: "ready", turn: 2 });
    expect((await tree(unrelated)).body.nodes.map((node) => node.id)).toEqual([unrelated]);
  }, 30_000);

  it("ends the walk up at a deleted parent, whose forks then root their own tree", async () => {
    const root = await create();
    const middle = await forked(root, { turn: 0 });
    const leaf = await forked(middle, { turn: 0 });
    const deleted = await call(
      deleteSession,
      apiRequest(`/api/sessions/${middle}`, { method: "DELETE" }),
      { id: middle },
    );
    expect(deleted.status).toBe(204);
    const fromLeaf = await tree(leaf);
    expect(fromLeaf.body.root).toBe(leaf);
    expect(fromLeaf.body.nodes.map((node) => [node.id, node.parent])).toEqual([
      [leaf, { id: middle, turn: 0 }],
    ]);
    expect((await tree(root)).body.nodes.map((node) => node.id)).toEqual([root]);
  });

  it("finds the forks among a few hundred sessions", async () => {
    const root = await create();
    const forks: string[] = [];
    for (let index = 0; index < 300; index += 1) {
      const id = index % 100 === 0 ? await forked(root, { turn: 0 }) : await create();
      if (index % 100 === 0) forks.push(id);
    }
    const response = await tree(forks[1] ?? root);
    expect(response.body.root).toBe(root);
    expect(response.body.nodes.map((node) => node.id)).toEqual([root, ...forks]);
  }, 120_000);

  it("answers 404 for an unknown session", async () => {
    const response = await tree("no-such-session");
    expect(response.status).toBe(404);
  });
});
