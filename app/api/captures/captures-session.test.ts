import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as postOpen } from "@/app/api/captures/[id]/session/route";
import { POST as postImport } from "@/app/api/captures/import/route";
import { POST as postDuplicate } from "@/app/api/sessions/[id]/duplicate/route";
import { GET as getSessionRoute } from "@/app/api/sessions/[id]/route";
import { POST as postStep } from "@/app/api/sessions/[id]/step/route";
import type { SessionView } from "@/lib/api/sessions";
import { type ApiBody, apiRequest, call } from "@/test/support/api-client";
import { enterTemporaryDataDirectory } from "@/test/support/inspector-api";
import { createSession } from "@/test/support/session-routes";

let leaveDataDirectory = () => {};
beforeAll(() => {
  leaveDataDirectory = enterTemporaryDataDirectory("loupe-capture-session-");
  process.env.LOUPE_DEMO_DELAY_MS = "0";
});
afterAll(() => leaveDataDirectory());

/** The Cline CLI's first request, as recorded (test/fixtures/agent-requests). */
const clineRequest = (
  JSON.parse(
    readFileSync("test/fixtures/agent-requests/cline-3.0.65.chat-completions.request.json", "utf8"),
  ) as { body: Record<string, unknown> }
).body;

/** A recorded OpenAI answer (test/fixtures/llm-streams), the capture's response. */
const openAiText = readFileSync(
  path.join("test/fixtures/llm-streams/openai/openai-text.chunks.txt"),
  "utf8",
);

async function importCapture(request?: Record<string, unknown>): Promise<string> {
  const imported = await call<Record<string, never>, ApiBody & { id: string }>(
    postImport as never,
    apiRequest("/api/captures/import", {
      method: "POST",
      body: { format: "openai", raw: openAiText, ...(request ? { request } : {}) },
    }),
    {},
  );
  expect(imported.status, JSON.stringify(imported.body)).toBe(201);
  return imported.body.id;
}

function open(id: string, body: unknown) {
  return call<{ id: string }, ApiBody & { id: string }>(
    postOpen,
    apiRequest(`/api/captures/${id}/session`, { method: "POST", body }),
    { id },
  );
}

function step(id: string) {
  return call<{ id: string }, ApiBody & { status: string }>(
    postStep,
    apiRequest(`/api/sessions/${id}/step`, { method: "POST" }),
    { id },
  );
}

async function view(id: string) {
  return call<{ id: string }, SessionView>(getSessionRoute, apiRequest(`/api/sessions/${id}`), {
    id,
  });
}

describe("POST /api/captures/:id/session", () => {
  it("opens the Cline CLI's captured request as a native session that steps with the demo model", async () => {
    const capture = await importCapture(clineRequest);
    const opened = await open(capture, { model: "demo" });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const session = opened.body.id;
    expect(session).not.toBe(capture);

    const created = await view(session);
    expect(created.body).toMatchObject({
      task: "say hi",
      model: "demo",
      dialect: "native",
      servers: [],
      turn: 0,
    });
    const system = (clineRequest.messages as Array<{ content: string }>)[0]?.content;
    expect(created.body.systemPrompt).toBe(system);
    expect(created.body.messages).toEqual([
      { role: "system", content: system },
      { role: "user", content: "say hi" },
    ]);

    const stepped = await call<{ id: string }, ApiBody & { status: string }>(
      postStep,
      apiRequest(`/api/sessions/${session}/step`, { method: "POST" }),
      { id: session },
    );
    expect(stepped.status).toBe(200);
    expect(stepped.body.status).not.toBe("error");
    const after = await view(session);
    const sent = after.body.events.find((event) => event.kind === "llm.request");
    if (sent?.kind !== "llm.request") throw new Error("the step sent no request");
    const body = JSON.parse(sent.data.body) as {
      messages: unknown[];
      tools: Array<{ function: { name: string } }>;
    };
    expect(body.messages.slice(0, 2)).toEqual([
      { role: "system", content: system },
      { role: "user", content: "say hi" },
    ]);
    expect(body.tools.slice(0, 25)).toEqual(clineRequest.tools);
  });

  it("sends the captured system prompt as captured, its {{date}} and {{tools}} unfilled, in copies too", async () => {
    const system = "Today is {{date}}. Your tools: {{tools}}. Answer the user.";
    const capture = await importCapture({
      model: "m",
      messages: [
        { role: "system", content: system },
        { role: "user", content: "say hi" },
      ],
    });
    const opened = (await open(capture, { model: "demo" })).body.id;
    const copy = await call<{ id: string }, ApiBody & { id: string }>(
      postDuplicate,
      apiRequest(`/api/sessions/${opened}/duplicate`, { method: "POST", body: {} }),
      { id: opened },
    );
    const written = await createSession({ task: "say hi", model: "demo", systemPrompt: system });
    const firstSystemMessage = async (session: string) => {
      await step(session);
      const sent = (await view(session)).body.events.find((event) => event.kind === "llm.request");
      if (sent?.kind !== "llm.request") throw new Error("the step sent no request");
      return (JSON.parse(sent.data.body) as { messages: Array<{ content: string }> }).messages[0]
        ?.content;
    };
    expect(await firstSystemMessage(opened)).toBe(system);
    expect(await firstSystemMessage(copy.body.id)).toBe(system);
    const filled = await firstSystemMessage(written.body.id as string);
    expect(filled).not.toContain("{{");
    expect(filled).toMatch(/^Today is \d{4}-\d{2}-\d{2}\. Your tools: - get_forecast/);
  });

  it("gives the session the captured request's 25 tools, which no server runs", async () => {
    const capture = await importCapture(clineRequest);
    const session = (await open(capture, { model: "demo" })).body.id;
    const created = (await view(session)).body;
    expect(created.tools.map((tool) => tool.name)).toEqual(
      (clineRequest.tools as Array<{ function: { name: string } }>).map(
        (tool) => tool.function.name,
      ),
    );
    expect(created.tools[0]).toMatchObject({ name: "read_files", parameters: { type: "object" } });
  });

  it("refuses a capture imported without its request, and an unknown capture", async () => {
    const bare = await importCapture();
    const refused = await open(bare, { model: "demo" });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toContain("holds no request");

    const missing = await open("capture-none", { model: "demo" });
    expect(missing.status).toBe(404);
    expect(missing.body.error?.code).toBe("capture:not_found");
  });

  it("names the message when the captured history cannot start a session", async () => {
    const capture = await importCapture({
      model: "m",
      messages: [
        { role: "user", content: "hi" },
        { role: "tool", tool_call_id: "call_9", content: "orphan" },
      ],
    });
    const refused = await open(capture, { model: "demo" });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toContain(
      "The session made from the captured request is invalid: history.1.toolCallId",
    );
  });

  it("asks for a model, and refuses one Loupe does not know", async () => {
    const capture = await importCapture(clineRequest);
    const empty = await open(capture, {});
    expect(empty.status).toBe(400);
    expect(empty.body.error?.message).toContain("model");
    const unknown = await open(capture, { model: "no-such-model" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.code).toBe("model:not_found");
  });
});
