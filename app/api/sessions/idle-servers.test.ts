import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as postDecision } from "@/app/api/sessions/[id]/decision/route";
import { POST as postStep } from "@/app/api/sessions/[id]/step/route";
import { POST as postSession } from "@/app/api/sessions/route";
import { StreamableHttpEndpoint } from "@/lib/demo/weather/streamable-http";
import type { LoupeEvent } from "@/lib/events/types";
import { closeSessionServerSet, hasSessionServerSet } from "@/lib/loop/session-servers";
import { KEEP_ALIVES_PER_PIECE } from "@/lib/mcp/keep-alive-batch";
import { getEventStore } from "@/lib/store";
import { apiRequest, call, TEST_TOKEN } from "@/test/support/api-client";
import { type ServedHandler, serveWebHandler } from "@/test/support/serve-web-handler";

/**
 * A session left idle: its servers' keep-alives do not grow its log one event each, and its
 * connections close after `LOUPE_MCP_IDLE_CLOSE_MS`, to be opened again (and recorded) at its
 * next step. The server is the demo weather server over real HTTP, keep-alives every 5 ms.
 */

let dataDirectory = "";
let endpoint: StreamableHttpEndpoint;
let served: ServedHandler;
const created: string[] = [];

beforeAll(async () => {
  dataDirectory = mkdtempSync(path.join(tmpdir(), "loupe-idle-"));
  process.env.LOUPE_DATA_DIR = dataDirectory;
  process.env.LOUPE_TOKEN = TEST_TOKEN;
  process.env.LOUPE_DEMO_DELAY_MS = "0";
  process.env.LOUPE_MCP_IDLE_CLOSE_MS = "300";
  endpoint = new StreamableHttpEndpoint({ keepAliveMs: 5 });
  served = await serveWebHandler((request) => endpoint.handle(request));
});

afterAll(async () => {
  for (const id of created) await closeSessionServerSet(id);
  await served.close();
  await endpoint.closeAll();
  delete process.env.LOUPE_MCP_IDLE_CLOSE_MS;
  rmSync(dataDirectory, { recursive: true, force: true });
});

const events = (id: string): LoupeEvent[] => getEventStore().events(id);
const connectionChanges = (id: string) =>
  events(id).flatMap((event) => (event.kind === "mcp.connections" ? [event.data] : []));

describe("an idle session's servers", () => {
  it("close after the idle while, with a small log, and open again, recorded, at the next step", async () => {
    const response = await call(
      postSession,
      apiRequest("/api/sessions", {
        method: "POST",
        body: {
          task: "What's the weather in New York tomorrow? Write the result to result.md",
          model: "demo",
          dialect: "xml",
          servers: [
            { name: "weather", transport: "streamable-http", url: `${served.origin}/api/demo/mcp` },
          ],
        },
      }),
      {},
    );
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const id = response.body.id as string;
    created.push(id);
    expect(hasSessionServerSet(id)).toBe(true);

    await expect
      .poll(() => connectionChanges(id), { timeout: 10_000 })
      .toEqual([{ change: "closed-idle", servers: ["weather"], idleMs: 300 }]);
    expect(hasSessionServerSet(id)).toBe(false);
    const stream = events(id).find(
      (event) => event.kind === "http" && event.data.method === "GET" && event.data.open,
    );
    const exchangeId = stream?.kind === "http" ? stream.data.exchangeId : undefined;
    await expect
      .poll(() =>
        events(id).find(
          (event) =>
            event.kind === "http" && event.data.exchangeId === exchangeId && !event.data.open,
        ),
      )
      .toBeDefined();
    const final = events(id).find(
      (event) => event.kind === "http" && event.data.exchangeId === exchangeId && !event.data.open,
    );
    const body = final?.kind === "http" ? (final.data.responseBody ?? "") : "";
    const keepAlives = body.split(": keepalive").length - 1;
    const pieces = events(id).filter(
      (event) => event.kind === "http.chunk" && event.data.exchangeId === exchangeId,
    );
    expect(keepAlives).toBeGreaterThan(KEEP_ALIVES_PER_PIECE);
    expect(pieces.length).toBeLessThanOrEqual(1 + Math.ceil(keepAlives / KEEP_ALIVES_PER_PIECE));

    const step = await call(postStep, apiRequest(`/api/sessions/${id}/step`, { method: "POST" }), {
      id,
    });
    expect(step.status, JSON.stringify(step.body)).toBe(200);
    expect(connectionChanges(id)).toContainEqual({
      change: "reopened",
      servers: ["weather"],
      turn: 1,
    });
    const reopenedAt = events(id).findIndex(
      (event) => event.kind === "mcp.connections" && event.data.change === "reopened",
    );
    const initialize = events(id).findLastIndex(
      (event) =>
        event.kind === "rpc" &&
        event.data.direction === "out" &&
        (event.data.message as { method?: string }).method === "initialize",
    );
    const turnStart = events(id).findIndex((event) => event.kind === "turn.start");
    expect(initialize).toBeLessThan(reopenedAt);
    expect(reopenedAt).toBeLessThan(turnStart);

    const decided = await call(
      postDecision,
      apiRequest(`/api/sessions/${id}/decision`, { method: "POST", body: { decision: "execute" } }),
      { id },
    );
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(JSON.stringify(decided.body)).toContain("Sunny");
  });
});
