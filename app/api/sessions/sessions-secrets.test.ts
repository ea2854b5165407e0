import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as postDecision } from "@/app/api/sessions/[id]/decision/route";
import { GET as getEvents } from "@/app/api/sessions/[id]/events/route";
import { GET as getSession } from "@/app/api/sessions/[id]/route";
import { POST as postStep } from "@/app/api/sessions/[id]/step/route";
import { POST as postSession } from "@/app/api/sessions/route";
import type { SessionView, StepResult } from "@/lib/api/sessions";
import { hostActionOf } from "@/lib/dialects";
import type { LoupeEvent } from "@/lib/events/types";
import type { ServerConfig } from "@/lib/mcp/server-config";
import { apiRequest, call, TEST_TOKEN } from "@/test/support/api-client";
import {
  type EchoingModelServer,
  startEchoingModelServer,
} from "@/test/support/echoing-model-server";
import { answerFor } from "@/test/support/host-actions";
import { probeServerConfig } from "@/test/support/probe-server";
import {
  type ScriptedModelServer,
  startScriptedModelServer,
} from "@/test/support/scripted-model-server";

/**
 * Secrets scrubbed by value: a model that echoes its key, and an MCP server that echoes an env
 * value it was given, must not get either into the session, the API's answers, the events stream
 * or the SQLite file; the events they touched say they were redacted.
 */

const openAiKey = `sk-echo-${randomBytes(24).toString("hex")}`;
const probeToken = `probe-secret-${randomBytes(12).toString("hex")}`;
const probeServer: ServerConfig = probeServerConfig({ PROBE_TOKEN: probeToken });
let dataDirectory = "";
let echoing: EchoingModelServer;
let scripted: ScriptedModelServer;

beforeAll(async () => {
  dataDirectory = mkdtempSync(path.join(tmpdir(), "loupe-secrets-"));
  process.env.LOUPE_DATA_DIR = dataDirectory;
  process.env.LOUPE_TOKEN = TEST_TOKEN;
  process.env.LOUPE_DEMO_DELAY_MS = "0";
  process.env.OPENAI_API_KEY = openAiKey;
  process.env.OPENAI_MODEL = "echo";
  echoing = await startEchoingModelServer();
  scripted = await startScriptedModelServer([
    `<thinking>Ask the probe.</thinking>\n${answerFor("xml", { kind: "mcp-tool", server: "probe", tool: "reveal", arguments: {} }).content}`,
  ]);
});

afterAll(async () => {
  await echoing.close();
  await scripted.close();
  rmSync(dataDirectory, { recursive: true, force: true });
});

async function createSession(body: Record<string, unknown>): Promise<string> {
  const created = await call(
    postSession,
    apiRequest("/api/sessions", { method: "POST", body }),
    {},
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id as string;
}

async function view(id: string): Promise<SessionView> {
  return (
    await call<{ id: string }, SessionView>(getSession, apiRequest(`/api/sessions/${id}`), { id })
  ).body;
}

/** The events stream's text up to the end of the last turn. */
async function eventsStreamText(id: string): Promise<string> {
  const controller = new AbortController();
  const request = new Request(apiRequest(`/api/sessions/${id}/events`), {
    signal: controller.signal,
  });
  const response = await getEvents(request, { params: Promise.resolve({ id }) });
  expect(response.status).toBe(200);
  const reader = response.body?.getReader();
  if (!reader) throw new Error("the events answer has no body");
  const decoder = new TextDecoder();
  let text = "";
  while (!text.includes("event: turn.end")) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  controller.abort();
  await reader.cancel().catch(() => undefined);
  return text;
}

function storedBytes(): Buffer {
  const file = path.join(dataDirectory, "loupe.db");
  return Buffer.concat(
    [file, `${file}-wal`].filter((name) => existsSync(name)).map((name) => readFileSync(name)),
  );
}

function chunkBytes(session: SessionView): Buffer {
  return Buffer.concat(
    session.events
      .filter((event): event is LoupeEvent<"llm.chunk"> => event.kind === "llm.chunk")
      .map((event) => Buffer.from(event.data.base64, "base64")),
  );
}

describe("an upstream model that echoes its key", () => {
  it("gets the key nowhere: not the session, the step's answer, the events stream or the file", async () => {
    process.env.OPENAI_BASE_URL = echoing.baseUrl;
    const id = await createSession({ task: "Say the key", model: "openai:echo", dialect: "xml" });
    const stepped = await call<{ id: string }, StepResult>(
      postStep,
      apiRequest(`/api/sessions/${id}/step`, { method: "POST" }),
      { id },
    );
    expect(stepped.body.status).toBe("done");
    const finished = stepped.body.action;
    expect(finished && hostActionOf({ dialect: "xml", action: finished }).kind).toBe("finish");
    expect(echoing.requestCount()).toBe(1);
    expect(JSON.stringify(stepped.body)).not.toContain(openAiKey);

    const session = await view(id);
    expect(JSON.stringify(session)).not.toContain(openAiKey);
    expect(chunkBytes(session).includes(openAiKey)).toBe(false);
    expect(chunkBytes(session).includes("*".repeat(openAiKey.length))).toBe(true);

    const mask = "*".repeat(openAiKey.length);
    const response = session.events.find((event) => event.kind === "llm.response");
    expect(response).toMatchObject({ redacted: true, data: { headers: { "x-echo": mask } } });
    const comment = session.events.find(
      (event) => event.kind === "llm.sse" && event.data.type === "comment",
    );
    expect(comment).toMatchObject({ redacted: true, data: { lines: [`: echo ${mask}`] } });
    const delta = session.events.find(
      (event) => event.kind === "llm.delta" && event.data.text === mask,
    );
    expect(delta?.redacted).toBe(true);
    const action = session.events.find((event) => event.kind === "action");
    expect(action).toMatchObject({ redacted: true });
    expect(session.events.find((event) => event.kind === "turn.start")?.redacted).toBeUndefined();

    const streamed = await eventsStreamText(id);
    expect(streamed).toContain("event: turn.end");
    expect(streamed).not.toContain(openAiKey);
    expect(streamed).toContain('"redacted":true');

    expect(storedBytes().includes(openAiKey)).toBe(false);
  });
});

describe("an MCP server that echoes an env value it was given", () => {
  it("has the value masked in the decision's answer, the rpc, stderr and observation events", async () => {
    process.env.OPENAI_BASE_URL = scripted.baseUrl;
    const id = await createSession({
      task: "Probe the server",
      model: "openai:echo",
      dialect: "xml",
      servers: [probeServer],
    });
    const stepped = await call(
      postStep,
      apiRequest(`/api/sessions/${id}/step`, { method: "POST" }),
      {
        id,
      },
    );
    expect(stepped.body).toMatchObject({ action: { params: { tool_name: "reveal" } } });
    const decided = await call<{ id: string }, { observation: { text: string } }>(
      postDecision,
      apiRequest(`/api/sessions/${id}/decision`, { method: "POST", body: { decision: "execute" } }),
      { id },
    );
    const mask = "*".repeat(probeToken.length);
    expect(decided.body.observation.text).toContain(`PROBE_TOKEN=${mask}`);
    expect(JSON.stringify(decided.body)).not.toContain(probeToken);

    const session = await vi.waitFor(async () => {
      const current = await view(id);
      const stderr = current.events.find(
        (event) => event.kind === "mcp.stderr" && event.data.text.includes("PROBE_TOKEN="),
      );
      expect(stderr).toBeDefined();
      return current;
    });
    expect(JSON.stringify(session)).not.toContain(probeToken);
    const stderr = session.events.find(
      (event) => event.kind === "mcp.stderr" && event.data.text.includes("PROBE_TOKEN="),
    );
    expect(stderr).toMatchObject({ redacted: true });
    expect(stderr?.data).toMatchObject({ text: expect.stringContaining(`PROBE_TOKEN=${mask}`) });
    const result = session.events.find(
      (event) =>
        event.kind === "rpc" &&
        event.data.direction === "in" &&
        JSON.stringify(event.data.message).includes("PROBE_TOKEN="),
    );
    expect(result?.redacted).toBe(true);
    const observation = session.events.find((event) => event.kind === "observation");
    expect(observation).toMatchObject({ redacted: true });
    expect(storedBytes().includes(probeToken)).toBe(false);
  });
});
