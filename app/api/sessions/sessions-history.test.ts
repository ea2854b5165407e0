import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as postDuplicate } from "@/app/api/sessions/[id]/duplicate/route";
import { GET as getSession } from "@/app/api/sessions/[id]/route";
import { POST as postStep } from "@/app/api/sessions/[id]/step/route";
import { POST as postSession } from "@/app/api/sessions/route";
import { MAX_HISTORY_CHARS } from "@/app/api/sessions/schema";
import type { SessionView } from "@/lib/api/sessions";
import type { HistoryMessage } from "@/lib/llm/model-request";
import { apiRequest, call, TEST_TOKEN } from "@/test/support/api-client";
import { nativeForecastName } from "@/test/support/host-actions";

let dataDirectory = "";

beforeAll(() => {
  dataDirectory = mkdtempSync(path.join(tmpdir(), "loupe-history-"));
  process.env.LOUPE_DATA_DIR = dataDirectory;
  process.env.LOUPE_TOKEN = TEST_TOKEN;
  process.env.LOUPE_DEMO_DELAY_MS = "0";
});

afterAll(() => {
  rmSync(dataDirectory, { recursive: true, force: true });
});

/** A native conversation as an agent's request holds it: a call, its result, a follow-up. */
const history: HistoryMessage[] = [
  { role: "user", content: "What's the weather in Paris?" },
  {
    role: "assistant",
    content: "",
    toolCalls: [{ id: "call_1", name: nativeForecastName, arguments: '{"city":"Paris"}' }],
  },
  { role: "tool", toolCallId: "call_1", name: nativeForecastName, content: "Sunny, 21°C" },
  { role: "user", content: "And tomorrow?" },
];

function create(body: Record<string, unknown>) {
  return call(postSession, apiRequest("/api/sessions", { method: "POST", body }), {});
}

function sessionBody(extra: Record<string, unknown>) {
  return { task: "Paris weather", model: "demo", dialect: "native", ...extra };
}

async function view(id: string) {
  return call<{ id: string }, SessionView>(getSession, apiRequest(`/api/sessions/${id}`), { id });
}

describe("POST /api/sessions with a history", () => {
  it("starts from the history: the state's messages and the first request sent to the model", async () => {
    const created = await create(sessionBody({ systemPrompt: "You are terse.", history }));
    expect(created.status).toBe(201);
    const id = created.body.id as string;

    const before = await view(id);
    expect(before.body.messages).toEqual([
      { role: "system", content: "You are terse." },
      ...history,
    ]);
    expect(before.body.events[0]).toMatchObject({ kind: "session.created", data: { history } });

    const stepped = await call<{ id: string }, { turn: number; status: string }>(
      postStep,
      apiRequest(`/api/sessions/${id}/step`, { method: "POST" }),
      { id },
    );
    expect(stepped.body).toMatchObject({ turn: 1 });
    expect(stepped.body.status).not.toBe("error");

    const after = await view(id);
    const request = after.body.events.find((event) => event.kind === "llm.request");
    if (request?.kind !== "llm.request") throw new Error("the step sent no request");
    const sent = JSON.parse(request.data.body) as { messages: unknown[] };
    expect(sent.messages.slice(0, 5)).toEqual([
      { role: "system", content: "You are terse." },
      { role: "user", content: "What's the weather in Paris?" },
      {
        role: "assistant",
        content: null,
        tool_calls: [
          {
            id: "call_1",
            type: "function",
            function: { name: nativeForecastName, arguments: '{"city":"Paris"}' },
          },
        ],
      },
      { role: "tool", tool_call_id: "call_1", content: "Sunny, 21°C" },
      { role: "user", content: "And tomorrow?" },
    ]);
    expect(after.body.messages.slice(0, 5)).toEqual(before.body.messages);
    expect(after.body.messages.length).toBeGreaterThan(5);
  });

  it("gives a tool result without a name the name of the call it answers", async () => {
    const unnamed = history.map((message) =>
      message.role === "tool" ? { role: "tool", toolCallId: "call_1", content: "Sunny" } : message,
    );
    const created = await create(sessionBody({ history: unnamed }));
    expect(created.status).toBe(201);
    const state = await view(created.body.id as string);
    expect(state.body.messages[3]).toEqual({
      role: "tool",
      toolCallId: "call_1",
      name: nativeForecastName,
      content: "Sunny",
    });
  });

  it("refuses a tool result that answers no earlier call, naming the message", async () => {
    const created = await create(
      sessionBody({
        history: [
          { role: "user", content: "hi" },
          { role: "tool", toolCallId: "call_9", name: "x", content: "?" },
        ],
      }),
    );
    expect(created.status).toBe(400);
    expect(created.body.error?.code).toBe("request:invalid");
    expect(created.body.error?.message).toContain("history.1.toolCallId");
    expect(created.body.error?.message).toContain('"call_9"');
  });

  it("refuses a result that comes before its call", async () => {
    const created = await create(
      sessionBody({ history: [history[2], history[1], { role: "user", content: "?" }] }),
    );
    expect(created.status).toBe(400);
    expect(created.body.error?.message).toContain("history.0.toolCallId");
  });

  it("refuses an unknown role and a system message, naming where", async () => {
    for (const role of ["developer", "system"]) {
      const created = await create(
        sessionBody({
          history: [
            { role: "user", content: "hi" },
            { role, content: "x" },
          ],
        }),
      );
      expect(created.status).toBe(400);
      expect(created.body.error?.message).toMatch(/history\.1(\.role)?: role must be/);
    }
  });

  it("refuses a history past its size, saying how large it is", async () => {
    const created = await create(
      sessionBody({ history: [{ role: "user", content: "x".repeat(MAX_HISTORY_CHARS + 1) }] }),
    );
    expect(created.status).toBe(400);
    expect(created.body.error?.message).toContain(
      `history: the history holds ${MAX_HISTORY_CHARS + 1} characters`,
    );
  });

  it("copies the history into a new run of the same task, and not into one with another task", async () => {
    const created = await create(sessionBody({ history }));
    const source = created.body.id as string;
    const duplicate = (body: unknown) =>
      call<{ id: string }, { id: string }>(
        postDuplicate,
        apiRequest(`/api/sessions/${source}/duplicate`, { method: "POST", body }),
        { id: source },
      );
    const same = await view((await duplicate({})).body.id);
    expect(same.body.messages.slice(1)).toEqual(history);
    const other = await view((await duplicate({ task: "Lyon weather" })).body.id);
    expect(other.body.messages.slice(1)).toEqual([{ role: "user", content: "Lyon weather" }]);
  });

  it("keeps the task as the first message when no history is given", async () => {
    const created = await create(sessionBody({}));
    const state = await view(created.body.id as string);
    expect(state.body.messages.slice(1)).toEqual([{ role: "user", content: "Paris weather" }]);
  });
});
