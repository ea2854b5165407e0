import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as postDecision } from "@/app/api/sessions/[id]/decision/route";
import { POST as postStep } from "@/app/api/sessions/[id]/step/route";
import { POST as postSession } from "@/app/api/sessions/route";
import { DIALECT_IDS, hostActionOf } from "@/lib/dialects";
import type { ParsedAction } from "@/lib/events/types";
import { apiRequest, call, TEST_TOKEN } from "@/test/support/api-client";
import { serverEverythingStdio } from "@/test/support/server-everything";

/**
 * The scripted demo model with a third-party server and no key: server-everything over stdio,
 * through the playground's session API. The demo picks `echo` for the task, fills its message
 * from the task's quoted text, and finishes from what the tool answered.
 */

const task = 'Echo "hello from Loupe"';
let dataDirectory = "";

beforeAll(() => {
  dataDirectory = mkdtempSync(path.join(tmpdir(), "loupe-demo-everything-"));
  process.env.LOUPE_DATA_DIR = dataDirectory;
  process.env.LOUPE_TOKEN = TEST_TOKEN;
  process.env.LOUPE_DEMO_DELAY_MS = "0";
});

afterAll(() => {
  rmSync(dataDirectory, { recursive: true, force: true });
});

async function step(id: string) {
  return call<{ id: string }, { status: string; action?: ParsedAction }>(
    postStep,
    apiRequest(`/api/sessions/${id}/step`, { method: "POST" }),
    { id },
  );
}

describe.each(DIALECT_IDS)("the demo model with server-everything (%s)", (dialect) => {
  it("calls echo with the task's quoted text, then finishes with what it answered", async () => {
    const servers = [{ name: "everything", transport: "stdio", ...serverEverythingStdio() }];
    const created = await call(
      postSession,
      apiRequest("/api/sessions", {
        method: "POST",
        body: { task, model: "demo", dialect, servers },
      }),
      {},
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as string;

    const first = await step(id);
    expect(first.body.action).toMatchObject({ valid: true });
    const firstAction = first.body.action;
    expect(firstAction && hostActionOf({ dialect, action: firstAction })).toMatchObject({
      kind: "mcp-tool",
      server: "everything",
      tool: "echo",
    });
    expect(JSON.parse(String(first.body.action?.params.arguments))).toEqual({
      message: "hello from Loupe",
    });
    const decided = await call<{ id: string }, { observation: { text: string } }>(
      postDecision,
      apiRequest(`/api/sessions/${id}/decision`, {
        method: "POST",
        body: { decision: "execute" },
      }),
      { id },
    );
    expect(decided.body.observation.text).toContain("Echo: hello from Loupe");

    const last = await step(id);
    expect(last.body.status).toBe("done");
    const lastAction = last.body.action;
    const finish = lastAction && hostActionOf({ dialect, action: lastAction });
    expect(finish?.kind === "finish" ? finish.result : undefined).toContain(
      "Echo: hello from Loupe",
    );
  });
});
