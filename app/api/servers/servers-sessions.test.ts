import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as postServer } from "@/app/api/servers/route";
import { POST as postDecision } from "@/app/api/sessions/[id]/decision/route";
import { DELETE as deleteSession, GET as getSession } from "@/app/api/sessions/[id]/route";
import { POST as postStep } from "@/app/api/sessions/[id]/step/route";
import { POST as postSession } from "@/app/api/sessions/route";
import type { SessionView, StepResult } from "@/lib/api/sessions";
import { hostActionOf } from "@/lib/dialects";
import { getDatabase } from "@/lib/store/database";
import { apiRequest, call, TEST_TOKEN } from "@/test/support/api-client";
import { answerFor } from "@/test/support/host-actions";
import {
  type ScriptedModelServer,
  startScriptedModelServer,
} from "@/test/support/scripted-model-server";
import { serverEverythingStdio } from "@/test/support/server-everything";

/**
 * A session naming a listed server by id: server-everything over stdio, listed with an env
 * secret, connects from its stored configuration; the secret stays out of the session.
 */

const envSecret = `listed-env-secret-${randomBytes(12).toString("hex")}`;
const markedSecret = `marked-env-value-${randomBytes(12).toString("hex")}`;
const ordinaryMarker = `ordinary-marker-${randomBytes(12).toString("hex")}`;
let dataDirectory = "";
let model: ScriptedModelServer;
let everythingId = "";

beforeAll(async () => {
  dataDirectory = mkdtempSync(path.join(tmpdir(), "loupe-servers-sessions-"));
  process.env.LOUPE_DATA_DIR = dataDirectory;
  process.env.LOUPE_TOKEN = TEST_TOKEN;
  process.env.LOUPE_DEMO_DELAY_MS = "0";
  model = await startScriptedModelServer([
    ({ messages }) => {
      const server =
        /## (\S+) \(stdio/.exec(JSON.stringify(messages[0] ?? ""))?.[1] ?? "everything";
      const call = answerFor("xml", { kind: "mcp-tool", server, tool: "get-env", arguments: {} });
      return `<thinking>Read the environment.</thinking>\n${call.content}`;
    },
  ]);
  process.env.OPENAI_BASE_URL = model.baseUrl;
  process.env.OPENAI_MODEL = "scripted";
  const created = await call(
    postServer,
    apiRequest("/api/servers", {
      method: "POST",
      body: {
        name: "everything",
        transport: "stdio",
        ...serverEverythingStdio(),
        env: {
          EVERYTHING_TOKEN: envSecret,
          LOUPE_MARKER: ordinaryMarker,
          LOUPE_HIDDEN: markedSecret,
        },
        secretEnv: ["LOUPE_HIDDEN"],
      },
    }),
    {},
  );
  expect(created.status).toBe(201);
  everythingId = created.body.id as string;
});

afterAll(async () => {
  await model.close();
  rmSync(dataDirectory, { recursive: true, force: true });
});

async function createSession(servers: unknown[]) {
  return call(
    postSession,
    apiRequest("/api/sessions", {
      method: "POST",
      body: {
        task: "What is in your environment?",
        model: "openai:scripted",
        dialect: "xml",
        servers,
      },
    }),
    {},
  );
}

async function view(id: string): Promise<SessionView> {
  return (
    await call<{ id: string }, SessionView>(getSession, apiRequest(`/api/sessions/${id}`), { id })
  ).body;
}

async function remove(id: string): Promise<void> {
  await call(deleteSession, apiRequest(`/api/sessions/${id}`, { method: "DELETE" }), { id });
}

describe("a session with servers: [{ id }]", () => {
  it("connects the listed server, lists its tools in the default prompt, and keeps its env secret out", async () => {
    const created = await createSession([{ id: everythingId }]);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as string;
    const session = await view(id);
    expect(session.systemPrompt).toContain("## everything (stdio:");
    for (const tool of ["echo", "get-sum", "get-env"]) expect(session.systemPrompt).toContain(tool);
    expect(session.servers).toEqual([
      expect.objectContaining({
        name: "everything",
        env: {
          EVERYTHING_TOKEN: "[redacted]",
          LOUPE_MARKER: ordinaryMarker,
          LOUPE_HIDDEN: "[redacted]",
        },
      }),
    ]);

    const step = await call<{ id: string }, StepResult>(
      postStep,
      apiRequest(`/api/sessions/${id}/step`, { method: "POST" }),
      { id },
    );
    const action = step.body.action;
    expect(action && hostActionOf({ dialect: "xml", action })).toMatchObject({
      kind: "mcp-tool",
      tool: "get-env",
    });
    const decision = await call<{ id: string }, { observation: { text: string } }>(
      postDecision,
      apiRequest(`/api/sessions/${id}/decision`, { method: "POST", body: { decision: "execute" } }),
      { id },
    );
    expect(decision.body.observation.text).toContain("EVERYTHING_TOKEN");
    expect(decision.body.observation.text).not.toContain(envSecret);
    expect(decision.body.observation.text).toContain(`"LOUPE_MARKER": "${ordinaryMarker}"`);
    expect(decision.body.observation.text).toContain("LOUPE_HIDDEN");
    expect(decision.body.observation.text).not.toContain(markedSecret);

    expect(JSON.stringify(await view(id))).not.toContain(envSecret);
    const stored = getDatabase()
      .prepare("SELECT data FROM events WHERE session_id = ?")
      .all(id) as Array<{ data: string }>;
    expect(stored.length).toBeGreaterThan(3);
    const storedText = stored.map((row) => row.data).join("\n");
    expect(storedText).not.toContain(envSecret);
    expect(storedText).not.toContain(markedSecret);
    expect(storedText).toContain(ordinaryMarker);
    await remove(id);
  });

  it("renames a listed server with { id, name }", async () => {
    const created = await createSession([{ id: everythingId, name: "renamed" }]);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as string;
    expect((await view(id)).systemPrompt).toContain("## renamed (stdio:");
    await remove(id);
  });

  it("answers 400 naming an unknown id, and creates nothing", async () => {
    const created = await createSession([{ id: everythingId }, { id: "no-such-server" }]);
    expect(created.status).toBe(400);
    expect(created.body.error).toMatchObject({
      code: "request:invalid",
      message: expect.stringContaining('servers.1: no listed server has id "no-such-server"'),
    });
  });

  it("answers 400 when a listed server's name clashes with another of the session's", async () => {
    const created = await createSession([
      { id: everythingId },
      { name: "everything", transport: "stdio", command: "node" },
    ]);
    expect(created.status).toBe(400);
    expect(created.body.error?.message).toContain('named "everything"');
  });
});
