import { describe, expect, it } from "vitest";
import { POST as postOpenCapture } from "@/app/api/captures/[id]/session/route";
import { GET as getExport } from "@/app/api/sessions/[id]/export/route";
import { PATCH as patchSession } from "@/app/api/sessions/[id]/route";
import { POST as postImport } from "@/app/api/sessions/import/route";
import type { SessionFileEvent, SessionFileV1 } from "@/lib/api/session-file";
import { dialectFor } from "@/lib/dialects";
import { getEventStore } from "@/lib/store";
import { type ApiBody, apiRequest, call } from "@/test/support/api-client";
import {
  createComparison,
  draftComparison,
  listComparisons,
  viewComparison,
} from "@/test/support/comparison-routes";
import { proxiedUpstreams } from "@/test/support/proxied-upstreams";
import { captureExchange, captureIdOf, proxyFetch } from "@/test/support/proxy-route";
import { startProxyTestUpstream } from "@/test/support/proxy-test-upstream";
import { createSession, viewSession } from "@/test/support/session-routes";

/**
 * Comparisons started from a session (its task, prompt, servers and dialect on other models) and
 * from a proxied capture (this request on other models), through `GET /api/comparisons/draft`
 * and `POST /api/comparisons` with `from`.
 */
proxiedUpstreams("loupe-comparisons-from-", { FROMTEST: startProxyTestUpstream });
process.env.LOUPE_DEMO_DELAY_MS = "0";

const weatherTask = "What's the weather in New York tomorrow? Write the result to result.md";
const ownPrompt = "Answer in one <final_answer> tag. Tools: {{tools}}";

/** A captured agent's request: its own prompt, a question, a tool call answered, and a function. */
const capturedRequest = {
  model: "agent-model-7",
  stream: true,
  messages: [
    { role: "system", content: "You are the captured agent. Today is {{date}}." },
    { role: "user", content: "Which files are in the project?" },
    {
      role: "assistant",
      content: "",
      tool_calls: [
        { id: "call_1", type: "function", function: { name: "list_files", arguments: "{}" } },
      ],
    },
    { role: "tool", tool_call_id: "call_1", content: "README.md\npackage.json" },
  ],
  tools: [
    {
      type: "function",
      function: {
        name: "list_files",
        description: "Lists the project's files.",
        parameters: { type: "object", properties: {} },
      },
    },
  ],
};

async function newSession(body: Record<string, unknown> = {}): Promise<string> {
  const created = await createSession({ task: weatherTask, model: "demo", ...body });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id as string;
}

async function proxiedCapture(): Promise<string> {
  const response = await proxyFetch(
    "http://127.0.0.1:3000/api/proxy/fromtest/v1/chat/completions",
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(capturedRequest),
    },
  );
  await response.text();
  const id = captureIdOf(response);
  await captureExchange(id);
  return id;
}

async function created(body: unknown) {
  const answer = await createComparison(body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

async function columnSessions(body: unknown) {
  const comparison = await created(body);
  const sessions = await Promise.all(
    comparison.sessions.map(async (session) => (await viewSession(session.id)).body),
  );
  return { comparison, sessions };
}

function createdEvent(sessionId: string) {
  const event = getEventStore().eventsOfKinds(sessionId, ["session.created"])[0];
  if (event?.kind !== "session.created") throw new Error(`${sessionId} has no session.created`);
  return event.data;
}

describe("from a session", () => {
  it("drafts its task, servers, dialect and own prompt, and the model it used", async () => {
    const id = await newSession({ dialect: "json", systemPrompt: ownPrompt });
    const draft = await draftComparison(`?session=${id}`);
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    expect(draft.body).toEqual({
      from: { session: id },
      task: weatherTask,
      servers: [expect.objectContaining({ name: "weather", transport: "demo" })],
      dialect: "json",
      systemPrompt: ownPrompt,
      models: ["demo"],
    });
  });

  it("drafts no prompt when the session's is its dialect's default", async () => {
    const id = await newSession({ dialect: "react-text" });
    const draft = (await draftComparison(`?session=${id}`)).body;
    expect(draft).toMatchObject({ dialect: "react-text", models: ["demo"] });
    expect(draft).not.toHaveProperty("systemPrompt");
  });

  it("drafts the prompt a person edited after the session began", async () => {
    const id = await newSession();
    const edited = await call<{ id: string }>(
      patchSession,
      apiRequest(`/api/sessions/${id}`, { method: "PATCH", body: { systemPrompt: ownPrompt } }),
      { id },
    );
    expect(edited.status, JSON.stringify(edited.body)).toBeLessThan(300);
    expect((await draftComparison(`?session=${id}`)).body.systemPrompt).toBe(ownPrompt);
  });

  it("starts every column from the session's task, prompt, servers and dialect, and records it", async () => {
    const id = await newSession({ dialect: "json", systemPrompt: ownPrompt });
    const { comparison, sessions } = await columnSessions({
      from: { session: id },
      columns: [{ model: "demo" }, { model: "demo-sloppy" }, { model: "demo", dialect: "xml" }],
    });
    expect(comparison.sessions.map((session) => [session.model, session.dialect])).toEqual([
      ["demo", "json"],
      ["demo-sloppy", "json"],
      ["demo", "xml"],
    ]);
    const [first, second, xml] = sessions;
    for (const session of [first, second]) {
      expect(session).toMatchObject({
        task: weatherTask,
        dialect: "json",
        systemPrompt: ownPrompt,
      });
      expect(session?.servers.map((server) => server.name)).toEqual(["weather"]);
    }
    // A prompt written for one dialect's format is not another's: that column renders its own.
    expect(xml?.systemPrompt).not.toBe(ownPrompt);
    expect(xml?.systemPrompt).toBe(
      dialectFor("xml").renderSystemPrompt(xml?.catalog ?? [], xml?.tools ?? []),
    );

    const view = (await viewComparison(comparison.id)).body;
    expect(view).toMatchObject({ task: weatherTask, dialect: "json", from: { session: id } });
    const recorded = getEventStore().events(comparison.id)[0];
    expect(recorded).toMatchObject({ kind: "comparison.created", data: { from: { session: id } } });
  });

  it("lets the body's task, dialect and prompt win over the session's", async () => {
    const id = await newSession({ dialect: "json", systemPrompt: ownPrompt });
    const { comparison, sessions } = await columnSessions({
      from: { session: id },
      task: "What's the weather in Paris?",
      dialect: "xml",
      systemPrompt: "Be brief.",
      columns: [{ model: "demo" }, { model: "demo", systemPrompt: "Be thorough." }],
    });
    expect(comparison.sessions.map((session) => session.dialect)).toEqual(["xml", "xml"]);
    expect(sessions.map((session) => [session.task, session.systemPrompt])).toEqual([
      ["What's the weather in Paris?", "Be brief."],
      ["What's the weather in Paris?", "Be thorough."],
    ]);
  });

  it("keeps a session opened from a capture as it began: history, captured tools, literal prompt", async () => {
    const capture = await proxiedCapture();
    const opened = await call<{ id: string }, ApiBody & { id: string }>(
      postOpenCapture,
      apiRequest(`/api/captures/${capture}/session`, { method: "POST", body: { model: "demo" } }),
      { id: capture },
    );
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const source = createdEvent(opened.body.id);
    const { comparison } = await columnSessions({
      from: { session: opened.body.id },
      columns: [{ model: "demo" }, { model: "demo-sloppy" }],
    });
    for (const column of comparison.sessions) {
      const data = createdEvent(column.id);
      expect(data).toMatchObject({
        dialect: "native",
        systemPrompt: "You are the captured agent. Today is {{date}}.",
        literalSystemPrompt: true,
        history: source.history,
        tools: source.tools,
        servers: [],
      });
    }
  });

  it("opens an imported read-only session's columns on its servers that are here, as a fork", async () => {
    const id = await newSession();
    const response = await getExport(apiRequest(`/api/sessions/${id}/export`), {
      params: Promise.resolve({ id }),
    });
    const file = (await response.json()) as SessionFileV1;
    const first = file.events[0] as SessionFileEvent<"session.created">;
    first.data.servers = [
      ...(first.data.servers ?? []),
      { name: "elsewhere", transport: "streamable-http", url: "http://127.0.0.1:9/mcp" },
    ];
    const imported = await call<Record<string, never>, ApiBody & { id: string; readOnly: boolean }>(
      postImport,
      apiRequest("/api/sessions/import", { method: "POST", body: file }),
      {},
    );
    expect(imported.body).toMatchObject({ readOnly: true });
    const source = imported.body.id;

    const draft = (await draftComparison(`?session=${source}`)).body;
    expect(draft.servers?.map((server) => ("name" in server ? server.name : server.id))).toEqual([
      "weather",
    ]);
    const { sessions } = await columnSessions({
      from: { session: source },
      columns: [{ model: "demo" }, { model: "demo-sloppy" }],
    });
    for (const session of sessions) {
      expect(session.readOnly).toBeUndefined();
      expect(session.servers.map((server) => server.name)).toEqual(["weather"]);
    }
  });
});

describe("from a proxied capture", () => {
  it("drafts the captured request: its task, native dialect, prompt and model, no servers", async () => {
    const capture = await proxiedCapture();
    const draft = await draftComparison(`?capture=${capture}`);
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    expect(draft.body).toEqual({
      from: { capture },
      task: "Which files are in the project?",
      servers: [],
      dialect: "native",
      systemPrompt: "You are the captured agent. Today is {{date}}.",
      models: ["agent-model-7"],
    });
  });

  it("opens each column as Open in playground would, with its model and dialect", async () => {
    const capture = await proxiedCapture();
    const { comparison } = await columnSessions({
      from: { capture },
      columns: [{ model: "demo" }, { model: "demo-sloppy" }, { model: "demo", dialect: "xml" }],
    });
    expect(comparison.sessions.map((session) => [session.model, session.dialect])).toEqual([
      ["demo", "native"],
      ["demo-sloppy", "native"],
      ["demo", "xml"],
    ]);
    for (const column of comparison.sessions) {
      const data = createdEvent(column.id);
      expect(data).toMatchObject({
        task: "Which files are in the project?",
        systemPrompt: "You are the captured agent. Today is {{date}}.",
        literalSystemPrompt: true,
        servers: [],
        history: [
          { role: "user", content: "Which files are in the project?" },
          {
            role: "assistant",
            toolCalls: [{ id: "call_1", name: "list_files", arguments: "{}" }],
          },
          { role: "tool", toolCallId: "call_1", content: "README.md\npackage.json" },
        ],
      });
      expect(data.tools?.map((tool) => tool.name)).toEqual(["list_files"]);
    }
    expect((await viewComparison(comparison.id)).body.from).toEqual({ capture });
  });

  it("sends the body's prompt as written when it gives one, placeholders filled", async () => {
    const capture = await proxiedCapture();
    const { comparison } = await columnSessions({
      from: { capture },
      systemPrompt: "Use the tools. {{tools}}",
      columns: [{ model: "demo" }, { model: "demo-sloppy" }],
    });
    for (const column of comparison.sessions) {
      const data = createdEvent(column.id);
      expect(data.systemPrompt).toBe("Use the tools. {{tools}}");
      expect(data.literalSystemPrompt).toBeUndefined();
      expect(data.history).toHaveLength(3);
    }
  });
});

describe("the draft posted back as it came", () => {
  it.each(["session", "capture"] as const)(
    "opens the same columns from a %s as from alone, its prompt sent the same way",
    async (kind) => {
      const id =
        kind === "capture"
          ? await proxiedCapture()
          : await newSession({ dialect: "json", systemPrompt: ownPrompt });
      const { models: _models, ...draft } = (await draftComparison(`?${kind}=${id}`)).body;
      const columns = [{ model: "demo" }, { model: "demo-sloppy" }];
      const alone = await columnSessions({ from: draft.from, columns });
      const posted = await columnSessions({ ...draft, columns });
      const setup = (sessionId: string) => {
        const { task, dialect, systemPrompt, literalSystemPrompt, history, tools, servers } =
          createdEvent(sessionId);
        return { task, dialect, systemPrompt, literalSystemPrompt, history, tools, servers };
      };
      expect(posted.comparison.sessions.map((column) => setup(column.id))).toEqual(
        alone.comparison.sessions.map((column) => setup(column.id)),
      );
    },
  );
});

describe("bad sources", () => {
  it.each([
    ["", "name exactly one source"],
    ["?session=a&capture=b", "name exactly one source"],
    ["?session=", "session: the id is empty"],
    ["?model=demo", "model"],
  ])("refuses the draft query %j", async (query, message) => {
    const answer = await draftComparison(query);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual({
      code: "request:invalid",
      message: expect.stringContaining(message),
    });
  });

  it("is 404 for an unknown session or capture, and for a source of the other kind", async () => {
    const capture = await proxiedCapture();
    const session = await newSession();
    const comparison = await created({
      task: weatherTask,
      columns: [{ model: "demo" }, { model: "demo" }],
    });
    for (const [query, code] of [
      ["?session=no-such-session", "session:not_found"],
      [`?session=${capture}`, "session:not_found"],
      [`?session=${comparison.id}`, "session:not_found"],
      ["?capture=no-such-capture", "capture:not_found"],
      [`?capture=${session}`, "capture:not_found"],
    ]) {
      const answer = await draftComparison(query ?? "");
      expect(answer.status, query).toBe(404);
      expect(answer.body.error?.code, query).toBe(code);
    }
  });

  it("refuses to create from an unknown source, and opens nothing", async () => {
    const before = (await listComparisons()).body.comparisons.length;
    for (const [from, code] of [
      [{ session: "no-such-session" }, "session:not_found"],
      [{ capture: "no-such-capture" }, "capture:not_found"],
    ] as const) {
      const answer = await createComparison({
        from,
        columns: [{ model: "demo" }, { model: "demo" }],
      });
      expect(answer.status).toBe(404);
      expect(answer.body.error?.code).toBe(code);
    }
    expect((await listComparisons()).body.comparisons).toHaveLength(before);
  });

  it("refuses a body with neither task nor from, and a malformed from, located", async () => {
    const columns = [{ model: "demo" }, { model: "demo" }];
    const missing = await createComparison({ columns });
    expect(missing.status).toBe(400);
    expect(missing.body.error?.message).toContain("task: the task is missing");
    for (const from of [{}, { session: "a", capture: "b" }, { comparison: "c" }, "session-id"]) {
      const answer = await createComparison({ from, columns });
      expect(answer.status, JSON.stringify(from)).toBe(400);
      expect(answer.body.error?.message).toContain(
        "from: from is { session: id } or { capture: id }",
      );
    }
  });

  it("refuses a capture whose history cannot start a session, as Open in playground does", async () => {
    const response = await proxyFetch(
      "http://127.0.0.1:3000/api/proxy/fromtest/v1/chat/completions",
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          model: "m",
          stream: true,
          messages: [
            { role: "user", content: "hi" },
            { role: "tool", tool_call_id: "call_9", content: "orphan" },
          ],
        }),
      },
    );
    await response.text();
    const capture = captureIdOf(response);
    await captureExchange(capture);
    const expected = "The session made from the captured request is invalid: history.1.toolCallId";
    const draft = await draftComparison(`?capture=${capture}`);
    expect(draft.status).toBe(400);
    expect(draft.body.error?.message).toContain(expected);
    const answer = await createComparison({
      from: { capture },
      columns: [{ model: "demo" }, { model: "demo" }],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toContain(expected);
  });
});
