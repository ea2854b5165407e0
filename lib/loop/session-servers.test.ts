import { afterEach, describe, expect, it } from "vitest";
import { demoStreamableHttpEndpoint } from "@/lib/demo/weather/streamable-http";
import { LoupeError } from "@/lib/errors";
import { withSessionLock } from "@/lib/loop/session-lock";
import { sessionMcpClient } from "@/lib/loop/session-mcp-client";
import {
  closeSessionServerSet,
  hasSessionServerSet,
  keepSessionServerSet,
  MAX_OPEN_SESSIONS,
  mcpIdleCloseMs,
  sessionServerSet,
  sessionServersClosedIdle,
  sessionServerTaps,
  usingSessionServers,
} from "@/lib/loop/session-servers";
import { runningChildProcessCount } from "@/lib/mcp/child-processes";
import {
  DEFAULT_SERVERS,
  DEMO_WEATHER_SERVER_NAME,
  type ServerConfig,
} from "@/lib/mcp/server-config";
import { openServerSet, type ServerSetTaps } from "@/lib/mcp/server-set";
import { openDatabase } from "@/lib/store/database";
import { EventStore } from "@/lib/store/event-store";
import { probeServerConfig } from "@/test/support/probe-server";
import { freePort } from "@/test/support/server-everything";

const ignore = () => undefined;
const noTaps: ServerSetTaps = { onRpc: ignore, onHttp: ignore, onStderr: ignore, onExit: ignore };
const probe: ServerConfig = probeServerConfig();
const opened: string[] = [];

function sessionId(label: string): string {
  const id = `${label}-${opened.length}-${Math.random().toString(36).slice(2)}`;
  opened.push(id);
  return id;
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((id) => closeSessionServerSet(id)));
  await demoStreamableHttpEndpoint().closeAll();
  expect(runningChildProcessCount()).toBe(0);
});

describe("sessionServerSet", () => {
  it("opens a session's servers once and hands the same set back", async () => {
    const id = sessionId("reuse");
    const [first, second] = await Promise.all([
      sessionServerSet(id, [probe], noTaps),
      sessionServerSet(id, [probe], noTaps),
    ]);
    expect(second).toBe(first);
    expect(await sessionServerSet(id, [probe], noTaps)).toBe(first);
    expect(first.servers.map((server) => server.name)).toEqual(["probe"]);
    expect(hasSessionServerSet(id)).toBe(true);
  });

  it("closes the set with the session, stopping its processes, and opens a fresh one after", async () => {
    const id = sessionId("close");
    const set = await sessionServerSet(id, [probe], noTaps);
    expect(runningChildProcessCount()).toBe(1);
    await closeSessionServerSet(id);
    expect(set.closed).toBe(true);
    expect(runningChildProcessCount()).toBe(0);
    expect(hasSessionServerSet(id)).toBe(false);
    const fresh = await sessionServerSet(id, [probe], noTaps);
    expect(fresh).not.toBe(set);
  });

  it("keeps a set opened at create time as the session's, closing one kept before", async () => {
    const id = sessionId("keep");
    const earlier = await openServerSet([], noTaps);
    keepSessionServerSet(id, earlier);
    const created = await openServerSet([probe], noTaps);
    keepSessionServerSet(id, created);
    expect(await sessionServerSet(id, [probe], noTaps)).toBe(created);
    await expect.poll(() => earlier.closed).toBe(true);
  });

  it("does not keep a set that failed to open, so the next step tries again", async () => {
    const id = sessionId("refused");
    const url = `http://127.0.0.1:${await freePort()}/mcp`;
    const refused: ServerConfig[] = [{ name: "refused", transport: "streamable-http", url }];
    const error = await sessionServerSet(id, refused, noTaps).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LoupeError);
    expect((error as LoupeError).code).toBe("mcp:connect_failed");
    expect(hasSessionServerSet(id)).toBe(false);
  });

  it(`keeps at most ${MAX_OPEN_SESSIONS} sessions open, closing the least recently used`, async () => {
    const ids = Array.from({ length: MAX_OPEN_SESSIONS + 1 }, () => sessionId("lru"));
    const first = await sessionServerSet(ids[0] as string, [], noTaps);
    const second = await sessionServerSet(ids[1] as string, [], noTaps);
    await sessionServerSet(ids[0] as string, [], noTaps);
    for (const id of ids.slice(2)) await sessionServerSet(id, [], noTaps);
    expect(first.closed).toBe(false);
    await expect.poll(() => second.closed).toBe(true);
    expect(hasSessionServerSet(ids[1] as string)).toBe(false);
  });

  it("reopens a set that was closed behind the cache's back", async () => {
    const id = sessionId("reopen");
    const set = await sessionServerSet(id, [], noTaps);
    await set.close();
    const again = await sessionServerSet(id, [], noTaps);
    expect(again).not.toBe(set);
    expect(again.closed).toBe(false);
  });
});

describe("sessionServerTaps and sessionMcpClient", () => {
  it("records the servers' traffic, stderr and exit in the session's event log", async () => {
    const store = new EventStore(openDatabase(":memory:"));
    const { id } = store.createSession({ task: "t", model: "demo", dialect: "xml" });
    opened.push(id);
    const set = await sessionServerSet(id, [probe], sessionServerTaps(store, id), { turn: 1 });
    await closeSessionServerSet(id);
    expect(set.closed).toBe(true);
    const kinds = new Set(store.events(id).map((event) => event.kind));
    expect([...kinds].sort()).toEqual(["mcp.exit", "mcp.stderr", "rpc"]);
    const initialize = store.events(id).find((event) => event.kind === "rpc");
    expect(initialize?.data).toMatchObject({ serverId: "probe", direction: "out", turn: 1 });
  });

  it("calls the demo server by default and answers in text, tagging the turn", async () => {
    const store = new EventStore(openDatabase(":memory:"));
    const { id } = store.createSession({ task: "t", model: "demo", dialect: "xml" });
    opened.push(id);
    const client = sessionMcpClient(
      () => sessionServerSet(id, DEFAULT_SERVERS, sessionServerTaps(store, id)),
      3,
    );
    const result = await client.callTool(DEMO_WEATHER_SERVER_NAME, "get_alerts", { state: "NY" });
    expect(result).toEqual({ text: "No active alerts for NY.", isError: false });
    const unknown = await client
      .callTool("github", "search", {})
      .catch((caught: unknown) => caught);
    expect((unknown as LoupeError).message).toBe(
      "No MCP server named 'github' is connected. Connected servers: weather.",
    );
    const call = store
      .events(id)
      .find((event) => event.kind === "rpc" && JSON.stringify(event.data).includes("tools/call"));
    expect(call?.data).toMatchObject({ turn: 3 });
    await closeSessionServerSet(id);
    expect(hasSessionServerSet(id)).toBe(false);
  });
});

describe("closing a session's idle servers", () => {
  afterEach(() => {
    delete process.env.LOUPE_MCP_IDLE_CLOSE_MS;
  });

  it("reads the idle while from LOUPE_MCP_IDLE_CLOSE_MS, 10 minutes when unset or not a number", () => {
    expect(mcpIdleCloseMs()).toBe(600_000);
    process.env.LOUPE_MCP_IDLE_CLOSE_MS = "2500";
    expect(mcpIdleCloseMs()).toBe(2500);
    process.env.LOUPE_MCP_IDLE_CLOSE_MS = "soon";
    expect(mcpIdleCloseMs()).toBe(600_000);
  });

  it("closes the demo server's connection once idle, records it, and records its reopening", async () => {
    process.env.LOUPE_MCP_IDLE_CLOSE_MS = "100";
    const store = new EventStore(openDatabase(":memory:"));
    const { id } = store.createSession({ task: "t", model: "demo", dialect: "xml" });
    opened.push(id);
    const taps = sessionServerTaps(store, id);
    const set = await sessionServerSet(id, DEFAULT_SERVERS, taps);
    await expect.poll(() => set.closed).toBe(true);
    expect(hasSessionServerSet(id)).toBe(false);
    expect(sessionServersClosedIdle(id)).toBe(true);
    const changes = () =>
      store.events(id).flatMap((event) => (event.kind === "mcp.connections" ? [event.data] : []));
    expect(changes()).toEqual([
      { change: "closed-idle", servers: [DEMO_WEATHER_SERVER_NAME], idleMs: 100 },
    ]);
    const streamEnded = () =>
      store
        .events(id)
        .some((event) => event.kind === "http" && event.data.method === "GET" && !event.data.open);
    await expect.poll(streamEnded).toBe(true);

    const again = await sessionServerSet(id, DEFAULT_SERVERS, taps, { turn: 4 });
    expect(again.closed).toBe(false);
    expect(sessionServersClosedIdle(id)).toBe(false);
    expect(changes().at(-1)).toEqual({
      change: "reopened",
      servers: [DEMO_WEATHER_SERVER_NAME],
      turn: 4,
    });
  });

  it("keeps the servers of a session that a step or a decision holds, and closes them after", async () => {
    process.env.LOUPE_MCP_IDLE_CLOSE_MS = "30";
    const id = sessionId("busy");
    let release = () => {};
    const held = withSessionLock(id, () => new Promise<void>((resolve) => (release = resolve)));
    const set = await sessionServerSet(id, [probe], noTaps);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(set.closed).toBe(false);
    release();
    await held;
    await expect.poll(() => set.closed).toBe(true);
    await expect.poll(runningChildProcessCount).toBe(0);
  });

  it("restarts the idle clock when a step or a decision ends, however long it used the servers", async () => {
    process.env.LOUPE_MCP_IDLE_CLOSE_MS = "400";
    const id = sessionId("long-decision");
    const set = await sessionServerSet(id, [probe], noTaps);
    await withSessionLock(id, () =>
      usingSessionServers(id, () => new Promise((resolve) => setTimeout(resolve, 700))),
    );
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(set.closed).toBe(false);
    await expect.poll(() => set.closed).toBe(true);
    await expect.poll(runningChildProcessCount).toBe(0);
  });

  it("restarts the idle clock when a step starts, though it opens nothing", async () => {
    process.env.LOUPE_MCP_IDLE_CLOSE_MS = "400";
    const id = sessionId("step");
    const set = await sessionServerSet(id, [probe], noTaps);
    await new Promise((resolve) => setTimeout(resolve, 250));
    const stepping = usingSessionServers(id, async () => {
      await new Promise((resolve) => setTimeout(resolve, 250));
      return set.closed;
    });
    expect(await stepping).toBe(false);
    await expect.poll(() => set.closed).toBe(true);
    await expect.poll(runningChildProcessCount).toBe(0);
  });

  it("never closes them when LOUPE_MCP_IDLE_CLOSE_MS is 0", async () => {
    process.env.LOUPE_MCP_IDLE_CLOSE_MS = "0";
    const id = sessionId("never");
    const set = await sessionServerSet(id, [probe], noTaps);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(set.closed).toBe(false);
  });
});
