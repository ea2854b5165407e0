import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as postServer } from "@/app/api/servers/route";
import { POST as postDecision } from "@/app/api/sessions/[id]/decision/route";
import { GET as getExport } from "@/app/api/sessions/[id]/export/route";
import { POST as postFork } from "@/app/api/sessions/[id]/fork/route";
import { PATCH as patchMessage } from "@/app/api/sessions/[id]/messages/[index]/route";
import { POST as postMessage } from "@/app/api/sessions/[id]/messages/route";
import { GET as getSession } from "@/app/api/sessions/[id]/route";
import { POST as postRun } from "@/app/api/sessions/[id]/run/route";
import { POST as postStep } from "@/app/api/sessions/[id]/step/route";
import { POST as postImport } from "@/app/api/sessions/import/route";
import { POST as postSession } from "@/app/api/sessions/route";
import {
  MAX_SESSION_FILE_BYTES,
  type SessionFileEvent,
  type SessionFileV1,
} from "@/lib/api/session-file";
import type { SessionView, StepResult } from "@/lib/api/sessions";
import type { DialectId, LoupeEvent, NewEvent } from "@/lib/events/types";
import { getEventStore } from "@/lib/store";
import { apiRequest, call, TEST_TOKEN } from "@/test/support/api-client";
import { createComparison } from "@/test/support/comparison-routes";
import { harProblems } from "@/test/support/har-problems";

const weatherTask = "What's the weather in New York tomorrow? Write the result to result.md";
/** A value recorded in a session before Loupe knew it as a key. */
const LATER_KEY = "sk-session-later-key-0123456789abcdef";
let dataDirectory = "";

beforeAll(() => {
  dataDirectory = mkdtempSync(path.join(tmpdir(), "loupe-session-file-"));
  process.env.LOUPE_DATA_DIR = dataDirectory;
  process.env.LOUPE_TOKEN = TEST_TOKEN;
  process.env.LOUPE_DEMO_DELAY_MS = "0";
});

afterAll(() => {
  delete process.env.LOUPE_KEY_SESSIONLATER;
  rmSync(dataDirectory, { recursive: true, force: true });
});

async function newSession(task = weatherTask, dialect: DialectId = "xml"): Promise<string> {
  const created = await call<Record<string, never>, { id: string }>(
    postSession,
    apiRequest("/api/sessions", {
      method: "POST",
      body: { task, model: "demo", dialect },
    }),
    {},
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id;
}

type ErrorBody = { error?: { code: string; message: string } };

function post(handler: Parameters<typeof call<{ id: string }>>[0], id: string, body?: unknown) {
  return call<{ id: string }, StepResult & ErrorBody>(
    handler,
    apiRequest(`/api/sessions/${id}/x`, { method: "POST", ...(body ? { body } : {}) }),
    { id },
  );
}

/** Steps and executes until the demo's weather task is done. */
async function runToTheEnd(id: string): Promise<void> {
  for (let turn = 0; turn < 10; turn += 1) {
    const stepped = await post(postStep, id);
    expect(stepped.status, JSON.stringify(stepped.body)).toBe(200);
    if (stepped.body.status === "done") return;
    const decided = await post(postDecision, id, { decision: "execute" });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
  }
  throw new Error("the demo did not finish in 10 turns");
}

async function view(id: string): Promise<SessionView> {
  return (
    await call<{ id: string }, SessionView>(getSession, apiRequest(`/api/sessions/${id}`), { id })
  ).body;
}

async function exportResponse(id: string, query = ""): Promise<Response> {
  return getExport(apiRequest(`/api/sessions/${id}/export${query}`), {
    params: Promise.resolve({ id }),
  });
}

async function exported(id: string): Promise<SessionFileV1> {
  const response = await exportResponse(id);
  expect(response.status).toBe(200);
  return (await response.json()) as SessionFileV1;
}

function importFile(body: unknown) {
  return call<Record<string, never>, { id: string; readOnly: boolean } & ErrorBody>(
    postImport,
    apiRequest("/api/sessions/import", { method: "POST", body }),
    {},
  );
}

/** What a transcript is made of: each event's kind and payload, in order, seq and session aside. */
function transcript(events: ReadonlyArray<SessionFileEvent | LoupeEvent>): unknown[] {
  return events.map((event) => {
    if (event.kind !== "session.created") return { kind: event.kind, data: event.data };
    const { imported: _imported, ...created } = event.data;
    return { kind: event.kind, data: created };
  });
}

describe("GET /api/sessions/:id/export", () => {
  it("answers the session as a download with a format, a version and every event", async () => {
    const id = await newSession();
    await runToTheEnd(id);
    const response = await exportResponse(id);
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="loupe-session-${id}.json"`,
    );
    const file = (await response.json()) as SessionFileV1;
    expect(file).toMatchObject({ format: "loupe-session", version: 1, session: { id } });
    expect(Date.parse(file.exportedAt)).not.toBeNaN();
    const stored = getEventStore().events(id);
    expect(file.events.map((event) => event.seq)).toEqual(stored.map((event) => event.seq));
    expect(file.events[0]?.kind).toBe("session.created");
  });

  it("writes each event as the store holds it, its session id aside", async () => {
    const id = await newSession();
    await runToTheEnd(id);
    const file = (await (await exportResponse(id)).json()) as SessionFileV1;
    const stored = getEventStore()
      .events(id)
      .map(({ sessionId: _sessionId, ...event }) => event);
    expect(file.events).toEqual(stored);
  });

  it("refuses without the token and for an unknown session", async () => {
    const id = await newSession();
    const anonymous = await getExport(apiRequest(`/api/sessions/${id}/export`, { token: null }), {
      params: Promise.resolve({ id }),
    });
    expect(anonymous.status).toBe(401);
    const missing = await call<{ id: string }, ErrorBody>(
      getExport,
      apiRequest("/api/sessions/nope/export"),
      { id: "nope" },
    );
    expect(missing.status).toBe(404);
    expect(missing.body.error?.code).toBe("session:not_found");
  });

  it("masks a key Loupe learned after the session recorded it", async () => {
    const id = await newSession(`Look up ${LATER_KEY} and the weather`);
    expect(JSON.stringify(getEventStore().events(id))).toContain(LATER_KEY);
    process.env.LOUPE_KEY_SESSIONLATER = LATER_KEY;
    try {
      const text = await (await exportResponse(id)).text();
      expect(text).not.toContain(LATER_KEY);
      expect(text).not.toContain(TEST_TOKEN);
      const file = JSON.parse(text) as SessionFileV1;
      expect(file.events[0]?.redacted).toBe(true);
      expect(file.session.task).toContain("*".repeat(LATER_KEY.length));
    } finally {
      delete process.env.LOUPE_KEY_SESSIONLATER;
    }
  });

  it("streams a 2,000-event session a page at a time", async () => {
    const id = await newSession();
    const lines: NewEvent[] = Array.from({ length: 2_000 }, (_, index) => ({
      kind: "mcp.stderr",
      data: { serverId: "weather", text: `line ${index}` },
    }));
    getEventStore().appendMany(id, lines);
    const response = await exportResponse(id);
    const reader = response.body?.getReader();
    if (!reader) throw new Error("no body");
    const decoder = new TextDecoder();
    let chunks = 0;
    let text = "";
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      chunks += 1;
      text += decoder.decode(read.value, { stream: true });
    }
    expect(chunks).toBeGreaterThan(2);
    const file = JSON.parse(text) as SessionFileV1;
    expect(file.events).toHaveLength(getEventStore().lastSeq(id));
    expect(file.events.at(-1)?.data).toEqual({ serverId: "weather", text: "line 1999" });
  });

  it("writes the session's model and MCP HTTP exchanges as HAR 1.2", async () => {
    const id = await newSession();
    await runToTheEnd(id);
    const response = await exportResponse(id, "?format=har");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="loupe-session-${id}.har"`,
    );
    const har = (await response.json()) as {
      log: { entries: Array<{ _turn?: number; _serverId?: string; request: { url: string } }> };
    };
    expect(harProblems(har)).toEqual([]);
    const events = getEventStore().events(id);
    const turns = events.filter((event) => event.kind === "llm.request").length;
    const mcp = events.filter((event) => event.kind === "http" && !event.data.open).length;
    const model = har.log.entries.filter((entry) => entry._serverId === undefined);
    expect(model.map((entry) => entry._turn)).toEqual(
      Array.from({ length: turns }, (_, index) => index + 1),
    );
    expect(har.log.entries.length - model.length).toBe(mcp);
    expect(mcp).toBeGreaterThan(0);
  });
});

describe("POST /api/sessions/import", () => {
  it("round-trips an export into a new session with an equal transcript", async () => {
    const id = await newSession();
    await runToTheEnd(id);
    const file = await exported(id);
    const imported = await importFile(file);
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect(imported.body.id).not.toBe(id);
    expect(imported.body.readOnly).toBe(false);
    const original = await view(id);
    const copy = await view(imported.body.id);
    expect(copy.events.map((event) => event.seq)).toEqual(copy.events.map((_, index) => index + 1));
    expect(transcript(copy.events)).toEqual(transcript(original.events));
    expect(copy.messages).toEqual(original.messages);
    expect(copy.status).toBe("done");
    expect(copy.title).toBe(original.title);
    const created = copy.events[0];
    expect(created?.kind === "session.created" && created.data.imported).toEqual({
      sourceId: id,
      exportedAt: file.exportedAt,
      missingServers: [],
    });
  });

  it.each(["react-text", "json", "native"] as const)(
    "reads a %s session's actions in the import and steps it on to the end",
    async (dialect) => {
      const id = await newSession(weatherTask, dialect);
      const first = await post(postStep, id);
      expect(first.body.action).toMatchObject({ valid: true });
      const imported = await importFile(await exported(id));
      expect(imported.status, JSON.stringify(imported.body)).toBe(201);
      const copy = await view(imported.body.id);
      expect(copy).toMatchObject({ dialect, status: "awaiting-decision" });
      expect(copy.pendingAction).toEqual(first.body.action);
      expect(copy.messages).toEqual((await view(id)).messages);
      await post(postDecision, imported.body.id, { decision: "execute" });
      await runToTheEnd(imported.body.id);
      const done = await view(imported.body.id);
      expect(done.status).toBe("done");
      expect(done.files.map((file) => file.path)).toEqual(["result.md"]);
    },
  );

  it("steps an imported session whose servers are all here", async () => {
    const file = await exported(await newSession());
    const imported = await importFile(file);
    const stepped = await post(postStep, imported.body.id);
    expect(stepped.status, JSON.stringify(stepped.body)).toBe(200);
    expect(stepped.body.status).toBe("awaiting-decision");
  });

  it("imports a comparison's column as a session of its own, a column of no comparison", async () => {
    const comparison = await createComparison({
      task: weatherTask,
      columns: [{ model: "demo" }, { model: "demo-sloppy" }],
    });
    expect(comparison.status).toBe(201);
    const file = await exported(comparison.body.sessions[1]?.id ?? "");
    expect(file.events[0]?.data).toHaveProperty("comparison.column", 1);
    const imported = await importFile(file);
    expect(imported.status).toBe(201);
    const [created] = getEventStore().events(imported.body.id);
    expect(created?.kind).toBe("session.created");
    expect(created?.data).not.toHaveProperty("comparison");
    expect(created?.data).toHaveProperty("model", "demo-sloppy");
  });

  it("keeps a session whose servers are not here read-only until forked", async () => {
    const file = await exported(await newSession());
    const created = file.events[0] as SessionFileEvent<"session.created">;
    created.data.servers = [
      ...(created.data.servers ?? []),
      { name: "elsewhere", transport: "streamable-http", url: "http://127.0.0.1:9/mcp" },
    ];
    const imported = await importFile(file);
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect(imported.body).toMatchObject({ readOnly: true, missingServers: ["elsewhere"] });
    const id = imported.body.id;
    expect((await view(id)).readOnly).toBe(true);
    for (const [handler, body] of [
      [postStep, undefined],
      [postRun, {}],
      [postDecision, { decision: "skip" }],
      [postMessage, { text: "Go on." }],
    ] as const) {
      const refused = await post(handler, id, body);
      expect(refused.status).toBe(409);
      expect(refused.body.error?.code).toBe("session:read_only");
      expect(refused.body.error?.message).toMatch(/fork/);
    }
    // Its messages cannot be edited either (the system prompt included): an edit goes to a fork.
    const before = (await view(id)).messages;
    for (const index of ["0", "1"]) {
      const refused = await call<{ id: string; index: string }, ErrorBody>(
        patchMessage,
        apiRequest(`/api/sessions/${id}/messages/${index}`, {
          method: "PATCH",
          body: { content: "Edited." },
        }),
        { id, index },
      );
      expect(refused.status).toBe(409);
      expect(refused.body.error?.code).toBe("session:read_only");
      expect(refused.body.error?.message).toMatch(/fork/);
    }
    expect((await view(id)).messages).toEqual(before);
    // Forked onto the servers that are here, it steps again.
    const here = (file.events[0] as SessionFileEvent<"session.created">).data.servers?.filter(
      (server) => server.name !== "elsewhere",
    );
    const fork = await post(postFork, id, { turn: 0, servers: here });
    expect(fork.status, JSON.stringify(fork.body)).toBe(201);
    const forkId = (fork.body as unknown as { id: string }).id;
    expect((await view(forkId)).readOnly).toBeUndefined();
    expect((await post(postStep, forkId)).status).toBe(200);
    // Forked without naming servers (the page's Fork from here, Edit in a fork), it runs on
    // those that are here too.
    const plain = await post(postFork, id, { turn: 0 });
    expect(plain.status, JSON.stringify(plain.body)).toBe(201);
    const plainId = (plain.body as unknown as { id: string }).id;
    expect((await view(plainId)).servers.map((server) => server.name)).toEqual(
      here?.map((server) => server.name),
    );
    expect((await post(postStep, plainId)).status).toBe(200);
  });

  it("finds the file's servers among the listed ones by name or by URL", async () => {
    const file = await exported(await newSession());
    const created = file.events[0] as SessionFileEvent<"session.created">;
    created.data.servers = [
      ...(created.data.servers ?? []),
      { name: "remote-weather", transport: "streamable-http", url: "http://127.0.0.1:9/mcp" },
      { name: "local-tools", transport: "stdio", command: "node", args: ["elsewhere.mjs"] },
    ];
    const before = await importFile(file);
    expect(before.body).toMatchObject({
      readOnly: true,
      missingServers: ["remote-weather", "local-tools"],
    });
    for (const server of [
      { name: "listed-weather", transport: "streamable-http", url: "http://127.0.0.1:9/mcp" },
      { name: "local-tools", transport: "stdio", command: "node" },
    ]) {
      const listed = await call(
        postServer,
        apiRequest("/api/servers", { method: "POST", body: server }),
        {},
      );
      expect(listed.status, JSON.stringify(listed.body)).toBe(201);
    }
    const after = await importFile(file);
    expect(after.body).toMatchObject({ readOnly: false, missingServers: [] });
    expect((await view(after.body.id)).readOnly).toBeUndefined();
  });

  describe("refuses a broken file with where it breaks", () => {
    let file: SessionFileV1;
    beforeAll(async () => {
      file = await exported(await newSession());
    });

    const cases: Array<[string, () => unknown, RegExp]> = [
      ["not JSON", () => "{ not json", /not valid JSON/],
      ["another format", () => ({ ...file, format: "har" }), /format: .*loupe-session/],
      ["an unknown version", () => ({ ...file, version: 99 }), /version: .*not 99/],
      [
        "an event of an unknown kind",
        () => ({
          ...file,
          events: [...file.events, { seq: 999, at: 1, kind: "llm.telepathy", data: {} }],
        }),
        /events\.\d+\.kind: an event of an unknown kind "llm\.telepathy"/,
      ],
      [
        "no session.created first",
        () => ({ ...file, events: file.events.slice(1) }),
        /events\.0\.kind: the first event must be session\.created/,
      ],
      [
        "a session.created without its task",
        () => {
          const [first, ...rest] = file.events;
          const { task: _task, ...data } = (first?.data ?? {}) as Record<string, unknown>;
          return { ...file, events: [{ ...first, data }, ...rest] };
        },
        /events\.0\.data\.task/,
      ],
    ];

    it.each(cases)("%s: 400", async (_name, body, message) => {
      const refused = await importFile(body());
      expect(refused.status).toBe(400);
      expect(refused.body.error?.code).toBe("request:invalid");
      expect(refused.body.error?.message).toMatch(message);
    });

    it(`a body past ${MAX_SESSION_FILE_BYTES} bytes: 413`, async () => {
      const refused = await importFile(" ".repeat(MAX_SESSION_FILE_BYTES + 1));
      expect(refused.status).toBe(413);
      expect(refused.body.error?.code).toBe("request:too_large");
    });
  });
});
