import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as postDuplicate } from "@/app/api/sessions/[id]/duplicate/route";
import {
  DELETE as deleteSessionRoute,
  GET as getSession,
  PATCH as patchSession,
} from "@/app/api/sessions/[id]/route";
import { POST as postStep } from "@/app/api/sessions/[id]/step/route";
import { GET as listSessions, POST as postSession } from "@/app/api/sessions/route";
import type { SessionSummary, SessionView } from "@/lib/api/sessions";
import { DIALECT_IDS } from "@/lib/dialects/dialect-ids";
import { defaultSystemPrompt } from "@/lib/loop/default-system-prompt";
import { withSessionLock } from "@/lib/loop/session-lock";
import { serverConfigsToConnect } from "@/lib/loop/session-secrets";
import type { ServerConfig } from "@/lib/mcp/server-config";
import { getEventStore } from "@/lib/store";
import { type ApiBody, apiRequest, call, TEST_TOKEN } from "@/test/support/api-client";
import { probeServerConfig } from "@/test/support/probe-server";

/**
 * The session list and what a person does with a past session: find, page, rename, delete,
 * duplicate; and reading a session without its events, or a page of them at a time.
 */

let dataDirectory = "";

beforeAll(() => {
  dataDirectory = mkdtempSync(path.join(tmpdir(), "loupe-list-"));
  process.env.LOUPE_DATA_DIR = dataDirectory;
  process.env.LOUPE_TOKEN = TEST_TOKEN;
  process.env.LOUPE_DEMO_DELAY_MS = "0";
});

afterAll(() => {
  rmSync(dataDirectory, { recursive: true, force: true });
});

/** A word no other test's task holds, to find this test's sessions. */
const marker = () => `m${randomBytes(6).toString("hex")}`;

/** The weather demo's task (the demo model then asks for a forecast), marked to be found. */
const weatherTask = (word: string) =>
  `What's the weather in New York tomorrow? Write the result to result.md\n${word}`;

async function create(body: Record<string, unknown>): Promise<string> {
  const created = await call(
    postSession,
    apiRequest("/api/sessions", { method: "POST", body: { model: "demo", ...body } }),
    {},
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id as string;
}

type ListBody = ApiBody & { sessions: SessionSummary[]; nextBefore?: string };

function list(search: string, token?: string | null) {
  return call<Record<string, never>, ListBody>(
    listSessions as never,
    apiRequest(`/api/sessions${search}`, { token }),
    {},
  );
}

function get(id: string, search = "") {
  return call<{ id: string }, SessionView & ApiBody>(
    getSession,
    apiRequest(`/api/sessions/${id}${search}`),
    { id },
  );
}

function patch(id: string, body: unknown) {
  return call(patchSession, apiRequest(`/api/sessions/${id}`, { method: "PATCH", body }), {
    id,
  });
}

async function remove(id: string) {
  const response = await deleteSessionRoute(
    apiRequest(`/api/sessions/${id}`, { method: "DELETE" }),
    { params: Promise.resolve({ id }) },
  );
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as ApiBody };
}

function duplicate(id: string, body?: unknown) {
  return call(
    postDuplicate,
    apiRequest(`/api/sessions/${id}/duplicate`, { method: "POST", body }),
    { id },
  );
}

function step(id: string) {
  return call(postStep, apiRequest(`/api/sessions/${id}/step`, { method: "POST" }), { id });
}

describe("GET /api/sessions", () => {
  it("lists sessions newest first with title, status and turns", async () => {
    const word = marker();
    const first = await create({ task: `First ${word}\nmore detail` });
    const second = await create({ task: weatherTask(word) });
    await patch(second, { title: `Second ${word}` });
    await step(second);
    const { status, body } = await list(`?q=${word}`);
    expect(status).toBe(200);
    expect(body.sessions.map((session) => session.id)).toEqual([second, first]);
    expect(body.sessions[0]).toMatchObject({
      title: `Second ${word}`,
      model: "demo",
      dialect: "xml",
      status: "awaiting-decision",
      turns: 1,
    });
    expect(body.sessions[1]).toMatchObject({
      title: `First ${word}`,
      task: `First ${word}\nmore detail`,
      status: "ready",
      turns: 0,
    });
    expect(body.sessions[0]?.updatedAt).toBeGreaterThanOrEqual(body.sessions[0]?.createdAt ?? 0);
    expect(body.nextBefore).toBeUndefined();
  });

  it("pages with limit and the nextBefore cursor", async () => {
    const word = marker();
    const ids = [];
    for (const name of ["a", "b", "c"]) ids.push(await create({ task: `${name} ${word}` }));
    const first = await list(`?q=${word}&limit=2`);
    expect(first.body.sessions.map((session) => session.id)).toEqual([ids[2], ids[1]]);
    expect(first.body.nextBefore).toEqual(expect.any(String));
    const second = await list(
      `?q=${word}&limit=2&before=${encodeURIComponent(first.body.nextBefore ?? "")}`,
    );
    expect(second.body.sessions.map((session) => session.id)).toEqual([ids[0]]);
    expect(second.body.nextBefore).toBeUndefined();
  });

  it("finds a title or task regardless of case, and takes % and _ literally", async () => {
    const word = marker();
    const percent = await create({ task: `Half ${word} 50% off` });
    const plain = await create({ task: `Half ${word} 50 off` });
    await patch(plain, { title: `Renamed ${word.toUpperCase()} ZEBRA` });
    expect((await list(`?q=${word.toUpperCase()}`)).body.sessions).toHaveLength(2);
    expect((await list(`?q=${encodeURIComponent("50%")}`)).body.sessions.map((s) => s.id)).toEqual([
      percent,
    ]);
    expect((await list("?q=zebra")).body.sessions.map((s) => s.id)).toEqual([plain]);
    expect((await list(`?q=${word}_`)).body.sessions).toEqual([]);
  });

  it("finds a session by its model or its dialect", async () => {
    const word = marker();
    const sloppyNative = await create({
      task: `Model ${word}`,
      model: "demo-sloppy",
      dialect: "native",
    });
    const plainXml = await create({ task: `Model ${word}`, model: "demo", dialect: "xml" });
    const found = async (query: string) =>
      (await list(`?q=${query}&limit=200`)).body.sessions.map((session) => session.id);
    expect(await found("SLOPPY")).toContain(sloppyNative);
    expect(await found("SLOPPY")).not.toContain(plainXml);
    expect(await found("native")).toContain(sloppyNative);
    expect(await found("native")).not.toContain(plainXml);
  });

  it("needs the token, since it reveals tasks", async () => {
    const response = await list("", null);
    expect(response.status).toBe(401);
    expect(response.body.error?.code).toBe("security:unauthorized");
  });

  it.each([
    ["?limit=0", "limit"],
    ["?limit=201", "limit"],
    ["?limit=ten", "limit"],
    ["?limit=1.5", "limit"],
    ["?before=yesterday", "before"],
    ["?before=12~", "before"],
    ["?query=x", "query"],
    ["?q=a&q=b", "q"],
    [`?q=${"x".repeat(201)}`, "q"],
  ])("answers 400 request:invalid to %s, naming %s", async (search, name) => {
    const response = await list(search);
    expect(response.status).toBe(400);
    expect(response.body.error?.code).toBe("request:invalid");
    expect(response.body.error?.message).toContain(name);
  });
});

describe("GET /api/sessions/:id without its events, or a page of them", () => {
  it("leaves the events out with ?events=none, and says the last seq", async () => {
    const id = await create({ task: weatherTask(marker()) });
    await step(id);
    const full = await get(id);
    const overview = await get(id, "?events=none");
    expect(overview.status).toBe(200);
    expect(overview.body.events).toBeUndefined();
    expect(overview.body.lastSeq).toBe(full.body.events.at(-1)?.seq);
    const { events: _events, ...withoutEvents } = full.body;
    expect(overview.body).toEqual(withoutEvents);
    expect(overview.body).toMatchObject({ status: "awaiting-decision", turn: 1 });
    expect(JSON.stringify(overview.body).length).toBeLessThan(JSON.stringify(full.body).length / 3);
  });

  it("pages events with ?after=&limit= and nextAfter until none are left", async () => {
    const id = await create({ task: `Pages ${marker()}` });
    await step(id);
    const all = (await get(id)).body.events;
    const seen: number[] = [];
    let after: number | undefined = 0;
    while (after !== undefined) {
      const page = await get(id, `?after=${after}&limit=50`);
      expect(page.status).toBe(200);
      expect(page.body.events.length).toBeLessThanOrEqual(50);
      seen.push(...page.body.events.map((event) => event.seq));
      after = page.body.nextAfter;
    }
    expect(seen).toEqual(all.map((event) => event.seq));
    const tail = await get(id, `?after=${all.length - 2}`);
    expect(tail.body.events.map((event) => event.seq)).toEqual([all.length - 1, all.length]);
    expect(tail.body.nextAfter).toBeUndefined();
  });

  it.each([
    ["?events=some", "events"],
    ["?events=none&after=3", "events=none"],
    ["?after=-1", "after"],
    ["?after=1e3", "after"],
    ["?limit=0", "limit"],
    ["?limit=5001", "limit"],
    ["?page=2", "page"],
  ])("answers 400 request:invalid to %s, naming %s", async (search, name) => {
    const id = await create({ task: `Bad paging ${marker()}` });
    const response = await get(id, search);
    expect(response.status).toBe(400);
    expect(response.body.error?.code).toBe("request:invalid");
    expect(response.body.error?.message).toContain(name);
  });

  it("answers 404 session:not_found for an unknown id, with or without events", async () => {
    for (const search of ["", "?events=none", "?after=0&limit=10"]) {
      const response = await get("no-such-session", search);
      expect(response.status).toBe(404);
      expect(response.body.error?.code).toBe("session:not_found");
    }
  });
});

describe("PATCH /api/sessions/:id", () => {
  it("renames a session, trimming the title; the list shows it", async () => {
    const word = marker();
    const id = await create({ task: `Rename me ${word}` });
    const renamed = await patch(id, { title: `  Paris weather ${word}  ` });
    expect(renamed.status).toBe(200);
    expect((await get(id, "?events=none")).body.title).toBe(`Paris weather ${word}`);
    expect((await list(`?q=${word}`)).body.sessions[0]?.title).toBe(`Paris weather ${word}`);
  });

  it("still edits the system prompt", async () => {
    const id = await create({ task: `Prompt ${marker()}` });
    expect((await patch(id, { systemPrompt: "Be terse." })).status).toBe(200);
    expect((await get(id, "?events=none")).body.systemPrompt).toBe("Be terse.");
  });

  it.each([
    [{ title: "" }, "title"],
    [{ title: "   " }, "title"],
    [{ title: "x".repeat(201) }, "title"],
    [{ title: 7 }, "title"],
    [{}, "exactly one"],
    [{ title: "a", systemPrompt: "b" }, "exactly one"],
    [{ name: "a" }, "name"],
  ])("answers 400 request:invalid to %j", async (body, words) => {
    const id = await create({ task: `Bad title ${marker()}` });
    const response = await patch(id, body);
    expect(response.status).toBe(400);
    expect(response.body.error?.code).toBe("request:invalid");
    expect(response.body.error?.message).toContain(words);
  });

  it("answers 404 for an unknown id", async () => {
    const response = await patch("no-such-session", { title: "x" });
    expect(response.status).toBe(404);
    expect(response.body.error?.code).toBe("session:not_found");
  });
});

describe("DELETE /api/sessions/:id", () => {
  it("deletes the session and its events: 204, then 404 and gone from the list", async () => {
    const word = marker();
    const id = await create({ task: `Delete me ${word}` });
    await step(id);
    const deleted = await remove(id);
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBeUndefined();
    expect((await get(id)).status).toBe(404);
    expect(getEventStore().events(id)).toEqual([]);
    expect((await list(`?q=${word}`)).body.sessions).toEqual([]);
    expect((await remove(id)).status).toBe(404);
  });

  it("refuses with 409 session:busy while a step or decision holds the session", async () => {
    const id = await create({ task: `Busy ${marker()}` });
    let release: () => void = () => undefined;
    const held = withSessionLock(id, () => new Promise<void>((resolve) => (release = resolve)));
    const refused = await remove(id);
    expect(refused.status).toBe(409);
    expect(refused.body.error?.code).toBe("session:busy");
    release();
    await held;
    expect((await get(id, "?events=none")).status).toBe(200);
    expect((await remove(id)).status).toBe(204);
  });

  it("answers 404 for an unknown id", async () => {
    const response = await remove("no-such-session");
    expect(response.status).toBe(404);
    expect(response.body.error?.code).toBe("session:not_found");
  });
});

describe("POST /api/sessions/:id/duplicate", () => {
  it("copies the configuration and the edited system prompt, with no turns", async () => {
    const id = await create({
      task: `Copy me ${marker()}`,
      dialect: "xml",
      params: { temperature: 0.3 },
      stopAtFirstAction: true,
    });
    await patch(id, { systemPrompt: "Edited prompt." });
    await step(id);
    const copied = await duplicate(id);
    expect(copied.status).toBe(201);
    const copyId = copied.body.id as string;
    expect(copyId).not.toBe(id);
    const source = (await get(id, "?events=none")).body;
    const copy = (await get(copyId, "?events=none")).body;
    expect(copy).toMatchObject({
      task: source.task,
      model: "demo",
      dialect: "xml",
      systemPrompt: "Edited prompt.",
      params: { temperature: 0.3 },
      stopAtFirstAction: true,
      servers: source.servers,
      status: "ready",
      turn: 0,
    });
    expect(copy.messages).toHaveLength(2);
  });

  it("overrides task, model, system prompt and title from the body", async () => {
    const id = await create({ task: `Original ${marker()}` });
    const word = marker();
    const copied = await duplicate(id, {
      task: `New task ${word}`,
      model: "demo-sloppy",
      systemPrompt: "Another prompt.",
      title: `Copy ${word}`,
    });
    expect(copied.status).toBe(201);
    const copy = (await get(copied.body.id as string, "?events=none")).body;
    expect(copy).toMatchObject({
      task: `New task ${word}`,
      model: "demo-sloppy",
      systemPrompt: "Another prompt.",
      title: `Copy ${word}`,
    });
  });

  it("names the copy of a renamed session after it, and leaves an unnamed one unnamed", async () => {
    const word = marker();
    const named = await create({ task: `Named ${word}` });
    await patch(named, { title: `Forecast ${word}` });
    const copy = (await duplicate(named)).body.id as string;
    expect((await get(copy, "?events=none")).body.title).toBe(`Forecast ${word} (copy)`);
    const copyOfCopy = (await duplicate(copy)).body.id as string;
    expect((await get(copyOfCopy, "?events=none")).body.title).toBe(
      `Forecast ${word} (copy) (copy)`,
    );
    const retasked = (await duplicate(named, { task: `Another ${word}` })).body.id as string;
    expect((await get(retasked, "?events=none")).body.title).toBe(`Another ${word}`);

    const unnamed = await create({ task: `Unnamed ${word}` });
    const unnamedCopy = (await duplicate(unnamed)).body.id as string;
    expect((await get(unnamedCopy, "?events=none")).body.title).toBe(`Unnamed ${word}`);
  });

  it("renders the new dialect's default prompt when the dialect changes without one", async () => {
    const id = await create({ task: `Dialect ${marker()}`, dialect: "xml" });
    await patch(id, { systemPrompt: "An XML-only prompt." });
    const copied = await duplicate(id, { dialect: "native" });
    const copy = (await get(copied.body.id as string, "?events=none")).body;
    expect(copy.dialect).toBe("native");
    expect(copy.systemPrompt).not.toBe("An XML-only prompt.");
    expect(copy.systemPrompt.length).toBeGreaterThan(0);
  });

  it.each(DIALECT_IDS)(
    "runs the same task in the %s dialect: same task, servers and model, that dialect's default prompt",
    async (dialect) => {
      const id = await create({ task: weatherTask(marker()), dialect: "xml" });
      await patch(id, { systemPrompt: "An edited XML prompt." });
      const copied = await duplicate(id, { dialect });
      expect(copied.status, JSON.stringify(copied.body)).toBe(201);
      const source = (await get(id, "?events=none")).body;
      const copy = (await get(copied.body.id as string, "?events=none")).body;
      expect(copy).toMatchObject({
        task: source.task,
        model: source.model,
        servers: source.servers,
        dialect,
        status: "ready",
        turn: 0,
      });
      expect(copy.systemPrompt).toBe(
        dialect === "xml"
          ? "An edited XML prompt."
          : (await defaultSystemPrompt(dialect)).systemPrompt,
      );
    },
  );

  it("keeps a server's secret values for the copy, while its log holds them redacted", async () => {
    const secret = `probe-${randomBytes(8).toString("hex")}`;
    const probe: ServerConfig = probeServerConfig({ PROBE_TOKEN: secret });
    const id = await create({ task: `Secrets ${marker()}`, servers: [probe] });
    const copied = await duplicate(id, {});
    expect(copied.status, JSON.stringify(copied.body)).toBe(201);
    const copyId = copied.body.id as string;
    const copy = (await get(copyId, "?events=none")).body;
    expect(JSON.stringify(copy)).not.toContain(secret);
    expect(serverConfigsToConnect(copyId, copy.servers)).toEqual([probe]);
    await remove(id);
    await remove(copyId);
  });

  it.each([
    [{ model: "gpt-9" }, 400, "model:not_found"],
    [{ dialect: "yaml" }, 400, "request:invalid"],
    [{ dialect: "XML" }, 400, "request:invalid"],
    [{ task: "  " }, 400, "request:invalid"],
    [{ title: "" }, 400, "request:invalid"],
    [{ servers: "none" }, 400, "request:invalid"],
  ])("refuses %j", async (body, status, code) => {
    const id = await create({ task: `Bad copy ${marker()}` });
    const response = await duplicate(id, body);
    expect(response.status).toBe(status);
    expect(response.body.error?.code).toBe(code);
  });

  it("answers 404 for an unknown id", async () => {
    const response = await duplicate("no-such-session", {});
    expect(response.status).toBe(404);
    expect(response.body.error?.code).toBe("session:not_found");
  });
});
