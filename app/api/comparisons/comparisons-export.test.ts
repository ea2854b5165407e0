import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteSession } from "@/app/api/sessions/[id]/route";
import {
  COMPARISON_FILE_FORMAT,
  COMPARISON_FILE_VERSION,
  type ComparisonFileV1,
} from "@/lib/api/comparison-file";
import { SESSION_FILE_FORMAT } from "@/lib/api/session-file";
import { apiRequest, call, TEST_TOKEN } from "@/test/support/api-client";
import {
  createComparison,
  exportComparison,
  stepComparison,
  stepToTheEnd,
  viewComparison,
} from "@/test/support/comparison-routes";
import { probeServerConfig } from "@/test/support/probe-server";

/**
 * `GET /api/comparisons/:id/export`: the comparison file (the comparison measured and each
 * column's session file) and the Markdown tables, with secrets masked in both.
 */
const weatherTask = "What's the weather in New York tomorrow? Write the result to result.md";
/** A provider key Loupe knows before anything is recorded. */
const providerKey = `sk-known-${randomBytes(16).toString("hex")}`;
/** A value recorded in a comparison before Loupe knew it as a key. */
const laterKey = `sk-later-${randomBytes(16).toString("hex")}`;
/** A secret in an MCP server's env. */
const serverSecret = `probe-secret-${randomBytes(12).toString("hex")}`;
let dataDirectory = "";

beforeAll(() => {
  dataDirectory = mkdtempSync(path.join(tmpdir(), "loupe-comparison-export-"));
  process.env.LOUPE_DATA_DIR = dataDirectory;
  process.env.LOUPE_TOKEN = TEST_TOKEN;
  process.env.LOUPE_DEMO_DELAY_MS = "0";
  process.env.OPENAI_API_KEY = providerKey;
});

afterAll(() => {
  delete process.env.OPENAI_API_KEY;
  delete process.env.LOUPE_KEY_COMPARISONLATER;
  rmSync(dataDirectory, { recursive: true, force: true });
});

async function created(body: unknown): Promise<string> {
  const answer = await createComparison(body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.id;
}

async function exported(id: string, query = "") {
  const response = await exportComparison(id, query);
  return { response, text: await response.text() };
}

describe("the comparison file", () => {
  it("holds the comparison measured and each column's session file, as a download", async () => {
    const id = await created({
      task: weatherTask,
      columns: [{ model: "demo" }, { model: "demo-sloppy" }],
    });
    const measured = await stepToTheEnd(id);
    const { response, text } = await exported(id);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="loupe-comparison-${id}.json"`,
    );
    const file = JSON.parse(text) as ComparisonFileV1;
    expect(file).toMatchObject({
      format: COMPARISON_FILE_FORMAT,
      version: COMPARISON_FILE_VERSION,
      exportedAt: expect.any(String),
      comparison: measured,
    });
    expect(file.sessions.map((session) => session.session.id)).toEqual(
      measured.columns.map((column) => column.sessionId),
    );
    for (const session of file.sessions) {
      expect(session.format).toBe(SESSION_FILE_FORMAT);
      expect(session.events[0]?.kind).toBe("session.created");
      expect(session.events.map((event) => event.kind)).toContain("turn.end");
    }
    expect(file.comparison.columns[1]?.metrics?.formatErrors).toBeGreaterThan(0);
  });

  it("leaves out a column whose session was deleted, keeping the column as deleted", async () => {
    const id = await created({
      task: weatherTask,
      columns: [{ model: "demo" }, { model: "demo" }],
    });
    const sessions = (await viewComparison(id)).body.columns.map((column) => column.sessionId);
    const gone = sessions[0] ?? "";
    const removed = await call(
      deleteSession,
      apiRequest(`/api/sessions/${gone}`, { method: "DELETE" }),
      { id: gone },
    );
    expect(removed.status).toBe(204);
    const file = JSON.parse((await exported(id)).text) as ComparisonFileV1;
    expect(file.comparison.columns[0]).toMatchObject({ status: "deleted", metrics: null });
    expect(file.sessions.map((session) => session.session.id)).toEqual([sessions[1]]);
  });
});

describe("the Markdown export", () => {
  it("titles the task and writes the metrics and per-turn tables, marking the differences", async () => {
    const id = await created({
      task: weatherTask,
      columns: [{ model: "demo" }, { model: "demo-sloppy", label: "sloppy | one" }],
    });
    await stepToTheEnd(id);
    const { response, text } = await exported(id, "?format=markdown");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/markdown");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="loupe-comparison-${id}.md"`,
    );
    const lines = text.split("\n");
    expect(lines[0]).toBe(`# ${weatherTask}`);
    expect(lines).toContain("| Metric | demo (demo · xml) | sloppy \\| one (demo-sloppy · xml) |");
    expect(lines).toContain("| **Format errors** | 0 (best) | 1 (worst) |");
    expect(lines.some((line) => line.startsWith("| Finished | yes | yes |"))).toBe(true);
    const turnOne = lines.find((line) => line.startsWith("| 1 "));
    expect(turnOne).toContain("weather.get_forecast");
    expect(lines.find((line) => line.startsWith("| Turn |"))).toBeDefined();
    for (const line of lines.filter((row) => row.startsWith("|"))) {
      const cells = line.replaceAll("\\|", "").split("|").slice(1, -1);
      expect(cells, line).toHaveLength(3);
    }
  });
});

describe("an export's secrets", () => {
  it("never holds a provider key, a server's env secret or a key learned after recording", async () => {
    const id = await created({
      task: `Look up ${laterKey} and ${providerKey}, then the weather`,
      servers: [probeServerConfig({ PROBE_TOKEN: serverSecret })],
      columns: [{ model: "demo" }, { model: "demo-sloppy" }],
    });
    expect((await stepComparison(id)).status).toBe(200);
    process.env.LOUPE_KEY_COMPARISONLATER = laterKey;
    try {
      const json = (await exported(id)).text;
      const markdown = (await exported(id, "?format=markdown")).text;
      for (const text of [json, markdown]) {
        expect(text).not.toContain(providerKey);
        expect(text).not.toContain(laterKey);
        expect(text).not.toContain(serverSecret);
        expect(text).toContain("*".repeat(laterKey.length));
      }
      const file = JSON.parse(json) as ComparisonFileV1;
      expect(file.sessions).toHaveLength(2);
      expect(JSON.stringify(file.sessions[0]?.events[0])).toContain(
        "*".repeat(serverSecret.length),
      );
    } finally {
      delete process.env.LOUPE_KEY_COMPARISONLATER;
    }
  });
});

describe("bad input", () => {
  it("answers 404 comparison:not_found for an id that is no comparison", async () => {
    const response = await exportComparison("no-such-comparison");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: "comparison:not_found" } });
  });

  it("answers 400 for an unknown format", async () => {
    const id = await created({
      task: weatherTask,
      columns: [{ model: "demo" }, { model: "demo" }],
    });
    const response = await exportComparison(id, "?format=csv");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "request:invalid" } });
  });
});
