import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as postRun } from "@/app/api/sessions/[id]/run/route";
import type { LoupeEvent } from "@/lib/events/types";
import type { ServerConfig } from "@/lib/mcp/server-config";
import { apiRequest, call, TEST_TOKEN } from "@/test/support/api-client";
import {
  type FailingModelServer,
  startFailingModelServer,
} from "@/test/support/failing-model-server";
import { answerFor } from "@/test/support/host-actions";
import { probeServerConfig } from "@/test/support/probe-server";
import {
  type ScriptedModelServer,
  startScriptedModelServer,
} from "@/test/support/scripted-model-server";
import { eventMatching } from "@/test/support/session-event";
import { createSession, viewSession } from "@/test/support/session-routes";

/**
 * The reliability line of a run, through the API: a model that errors mid-stream, or an MCP
 * server that crashes, during `POST /api/sessions/:id/run` stops the run with the error where it
 * happened, and the same session runs again afterwards.
 */

const probeServer: ServerConfig = probeServerConfig();
let dataDirectory = "";
let scripted: ScriptedModelServer;
let failing: FailingModelServer;

function mcpToolAnswer(server: string, tool: string, args: Record<string, unknown>): string {
  return answerFor("xml", { kind: "mcp-tool", server, tool, arguments: args }).content;
}

beforeAll(async () => {
  dataDirectory = mkdtempSync(path.join(tmpdir(), "loupe-run-failures-"));
  process.env.LOUPE_DATA_DIR = dataDirectory;
  process.env.LOUPE_TOKEN = TEST_TOKEN;
  process.env.LOUPE_DEMO_DELAY_MS = "0";
  process.env.OPENAI_MODEL = "scripted";
  scripted = await startScriptedModelServer([
    ({ messages }) => {
      const sent = JSON.stringify(messages);
      if (sent.includes("## probe")) {
        return mcpToolAnswer("probe", sent.includes("exited") ? "environment" : "crash", {});
      }
      return mcpToolAnswer("weather", "get_forecast", { latitude: 40.71, longitude: -74.01 });
    },
  ]);
  failing = await startFailingModelServer();
});

afterAll(async () => {
  delete process.env.OPENAI_BASE_URL;
  delete process.env.OPENAI_MODEL;
  await scripted.close();
  await failing.close();
  rmSync(dataDirectory, { recursive: true, force: true });
});

function run(id: string, body: unknown = {}) {
  return call<{ id: string }, { error?: { code: string } }>(
    postRun,
    apiRequest(`/api/sessions/${id}/run`, { method: "POST", body }),
    { id },
  );
}

/** The next `run.end` of the session after `after` (its seq), as recorded. */
function runEndAfter(id: string, after: number) {
  return eventMatching(id, (event) => event.kind === "run.end" && event.seq > after) as Promise<
    LoupeEvent<"run.end">
  >;
}

async function lastSeq(id: string): Promise<number> {
  return (await viewSession(id)).body.events.at(-1)?.seq ?? 0;
}

describe("a run whose model errors mid-stream", () => {
  it("ends with the model's error at that turn, keeps the partial answer, and runs again", async () => {
    process.env.OPENAI_BASE_URL = failing.baseUrl;
    const created = await createSession({
      task: "What's the weather in New York tomorrow?",
      model: "openai:scripted",
      dialect: "xml",
      systemPrompt: "Answer with one tool call.",
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const ended = runEndAfter(id, 0);
    expect((await run(id)).status).toBe(202);
    const end = await ended;
    expect(end.data).toMatchObject({
      turn: 1,
      reason: "error",
      error: { code: expect.stringMatching(/^model:/) },
    });
    const session = (await viewSession(id)).body;
    expect(session.status).toBe("error");
    const failure = session.events.findLast((event) => event.kind === "error");
    expect(failure?.data).toMatchObject({ turn: 1, where: "llm.stream" });
    expect(JSON.stringify(session.events)).toContain("overloaded mid-answer");
    const chunks = session.events.filter((event) => event.kind === "llm.delta");
    expect(chunks.map((event) => (event.data as { text: string }).text).join("")).toBe(
      "Half an ans",
    );

    // The same session runs again once the model answers: a new turn, up to its action.
    process.env.OPENAI_BASE_URL = scripted.baseUrl;
    const again = runEndAfter(id, await lastSeq(id));
    expect((await run(id)).status).toBe(202);
    expect((await again).data).toMatchObject({ turn: 2, reason: "decision" });
    expect((await viewSession(id)).body.status).toBe("awaiting-decision");
  });
});

describe("a run whose MCP server crashes", () => {
  it("ends with the server's failure at the call it crashed in, and runs again on a new process", async () => {
    process.env.OPENAI_BASE_URL = scripted.baseUrl;
    const created = await createSession({
      task: "Probe the server",
      model: "openai:scripted",
      dialect: "xml",
      servers: [probeServer],
      autoApprove: ["probe:*"],
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const ended = runEndAfter(id, 0);
    expect((await run(id)).status).toBe(202);
    const end = await ended;
    expect(end.data).toMatchObject({ turn: 1, reason: "error" });
    expect(end.data.error?.message).toMatch(/exited \(code 3\)/);
    const session = (await viewSession(id)).body;
    const failure = session.events.findLast((event) => event.kind === "error");
    expect(failure?.data).toMatchObject({ turn: 1, where: "action.execute" });
    const observation = session.events.findLast((event) => event.kind === "observation");
    expect(observation?.data).toMatchObject({ turn: 1, isError: true });
    expect(session.events.some((event) => event.kind === "mcp.exit")).toBe(true);

    // Run goes on from the failure: the model is told, the server starts again and answers.
    const again = runEndAfter(id, await lastSeq(id));
    expect((await run(id, { maxTurns: 1 })).status).toBe(202);
    expect((await again).data).toMatchObject({ turn: 2, reason: "max-turns" });
    const after = (await viewSession(id)).body;
    const second = after.events.findLast((event) => event.kind === "observation");
    expect(second?.data).toMatchObject({ turn: 2, isError: false });
    expect(JSON.stringify(second?.data)).toContain("pid");
  });
});
