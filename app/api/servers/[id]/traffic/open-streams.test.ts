import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TrafficExchange } from "@/lib/api/inspector";
import { closeInspector } from "@/lib/inspector/inspector-connections";
import {
  enterTemporaryDataDirectory,
  inspectorApi,
  listServer,
} from "@/test/support/inspector-api";
import {
  type RunningServerEverything,
  startServerEverything,
} from "@/test/support/server-everything";

/**
 * `GET /api/servers/:id/traffic` while a response stream is open: the standalone GET stream of
 * the real server-everything over Streamable HTTP shows at once, and grows with what rides on it.
 */

let server: RunningServerEverything;
let leave: () => void;
let id = "";

beforeAll(async () => {
  leave = enterTemporaryDataDirectory("loupe-inspector-open-streams-");
  server = await startServerEverything("streamableHttp");
  id = await listServer({
    name: "everything-streams",
    transport: "streamable-http",
    url: server.url,
  });
});

afterAll(async () => {
  await closeInspector(id);
  await server?.stop();
  leave?.();
});

async function standaloneStreams(): Promise<TrafficExchange[]> {
  const { status, body } = await inspectorApi(id).traffic();
  expect(status, JSON.stringify(body)).toBe(200);
  return (body.exchanges as TrafficExchange[]).filter((exchange) => exchange.method === "GET");
}

async function rpc(method: string, params: Record<string, unknown>) {
  const { status, body } = await inspectorApi(id).rpc({ method, params });
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
}

describe("open response streams in the traffic", () => {
  it("shows the standalone GET stream open, with the session id, while connected", async () => {
    expect((await inspectorApi(id).connect()).status).toBe(200);
    await expect.poll(async () => (await standaloneStreams()).length).toBe(1);
    const [stream] = await standaloneStreams();
    expect(stream).toMatchObject({
      url: server.url,
      status: 200,
      open: true,
      exchangeId: expect.any(String),
      responseHeaders: expect.objectContaining({ "content-type": "text/event-stream" }),
    });
    expect(stream?.requestHeaders["mcp-session-id"]).toBeTruthy();
    expect(stream?.durationMs).toBeUndefined();
  });

  it("grows the open stream's text with a notification that rides on it", async () => {
    await rpc("logging/setLevel", { level: "debug" });
    const toggled = await rpc("tools/call", { name: "toggle-simulated-logging", arguments: {} });
    expect(JSON.stringify(toggled)).toContain("Started simulated");
    try {
      await expect
        .poll(async () => (await standaloneStreams())[0]?.responseBody, { timeout: 10_000 })
        .toContain('"method":"notifications/message"');
      const [stream] = await standaloneStreams();
      expect(stream?.open).toBe(true);
    } finally {
      await rpc("tools/call", { name: "toggle-simulated-logging", arguments: {} });
    }
  });

  it("records the stream's end, same id, once the inspector disconnects", async () => {
    const [open] = await standaloneStreams();
    await closeInspector(id);
    await expect
      .poll(async () => {
        const [stream] = await standaloneStreams();
        return stream && { exchangeId: stream.exchangeId, open: stream.open };
      })
      .toEqual({ exchangeId: open?.exchangeId, open: undefined });
    const [ended] = await standaloneStreams();
    expect(ended?.responseBody).toContain('"method":"notifications/message"');
    expect(ended?.durationMs).toEqual(expect.any(Number));
  });
});
