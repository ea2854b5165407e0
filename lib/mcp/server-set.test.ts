import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { demoStreamableHttpEndpoint } from "@/lib/demo/weather/streamable-http";
import { LoupeError } from "@/lib/errors";
import type { EventPayloads } from "@/lib/events/types";
import { runningChildProcessCount } from "@/lib/mcp/child-processes";
import { DEMO_WEATHER_SERVER_NAME, type ServerConfig } from "@/lib/mcp/server-config";
import { describeServers, openServerSet, type ServerSetTaps } from "@/lib/mcp/server-set";
import {
  freePort,
  isProcessRunning,
  type RunningServerEverything,
  serverEverythingStdio,
  startServerEverything,
} from "@/test/support/server-everything";

let streamable: RunningServerEverything;
let legacySse: RunningServerEverything;

beforeAll(async () => {
  [streamable, legacySse] = await Promise.all([
    startServerEverything("streamableHttp"),
    startServerEverything("sse"),
  ]);
});

afterAll(async () => {
  await Promise.all([streamable?.stop(), legacySse?.stop()]);
});

afterEach(async () => {
  await demoStreamableHttpEndpoint().closeAll();
  expect(runningChildProcessCount()).toBe(0);
});

function recorder() {
  const rpc: EventPayloads["rpc"][] = [];
  const http: EventPayloads["http"][] = [];
  const stderr: EventPayloads["mcp.stderr"][] = [];
  const exits: EventPayloads["mcp.exit"][] = [];
  const taps: ServerSetTaps = {
    onRpc: (event) => rpc.push(event),
    onHttp: (event) => http.push(event),
    onStderr: (event) => stderr.push(event),
    onExit: (event) => exits.push(event),
  };
  return { rpc, http, stderr, exits, taps };
}

async function caught(promise: Promise<unknown>): Promise<LoupeError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (error instanceof LoupeError) return error;
  throw new Error(`expected a LoupeError, got ${String(error)}`);
}

function everything(transport: "stdio" | "sse" | "streamable-http"): ServerConfig {
  if (transport === "stdio") return { name: "everything", transport, ...serverEverythingStdio() };
  return { name: "everything", transport, url: (transport === "sse" ? legacySse : streamable).url };
}

describe("openServerSet against server-everything", () => {
  it.each([
    ["stdio", /^stdio: .+ stdio$/],
    ["sse", /^SSE: http:\/\/127\.0\.0\.1:\d+\/sse$/],
    ["streamable-http", /^Streamable HTTP: http:\/\/127\.0\.0\.1:\d+\/mcp$/],
  ] as const)(
    "lists its tools and calls echo over %s, recording every message",
    async (transport, label) => {
      const events = recorder();
      const set = await openServerSet([everything(transport)], events.taps, { turn: 1 });
      try {
        const [server] = set.servers;
        expect(server).toMatchObject({ name: "everything", transport });
        expect(server?.transportLabel).toMatch(label);
        expect(server?.serverInfo.name).toContain("everything");
        expect(server?.tools.map((tool) => tool.name)).toContain("echo");
        expect(server?.tools.find((tool) => tool.name === "echo")?.inputSchema).toMatchObject({
          type: "object",
        });
        expect(server?.resources.length).toBeGreaterThan(0);
        expect(server?.resourceTemplates.length).toBeGreaterThan(0);

        set.setTurn(2);
        const result = await set.callTool("everything", "echo", { message: "hello from Loupe" });
        expect(result.content).toEqual([{ type: "text", text: "Echo: hello from Loupe" }]);
      } finally {
        await set.close();
      }
      const initialize = events.rpc.find(
        (event) => (event.message as { method?: string }).method === "initialize",
      );
      expect(initialize).toMatchObject({ serverId: "everything", direction: "out", turn: 1 });
      const echoed = events.rpc.find(
        (event) =>
          event.direction === "in" && JSON.stringify(event.message).includes("Echo: hello"),
      );
      expect(echoed).toMatchObject({
        serverId: "everything",
        turn: 2,
        latencyMs: expect.any(Number),
      });
      const call = events.rpc.find((event) =>
        JSON.stringify(event.message).includes('"tools/call"'),
      );
      expect(call).toMatchObject({ direction: "out", turn: 2 });

      if (transport === "stdio") {
        expect(events.http).toEqual([]);
        expect(events.stderr.map((event) => event.text).join("")).toContain(
          "Starting default (STDIO) server",
        );
        expect(events.exits).toHaveLength(1);
      } else {
        const exchange = events.http.find((item) => item.requestBody?.includes('"tools/call"'));
        expect(exchange).toMatchObject({ serverId: "everything", turn: 2, method: "POST" });
        expect(events.stderr).toEqual([]);
      }
    },
  );

  it("keeps the demo server and server-everything apart in one set", async () => {
    const events = recorder();
    const set = await openServerSet(
      [{ name: DEMO_WEATHER_SERVER_NAME, transport: "demo" }, everything("stdio")],
      events.taps,
    );
    try {
      expect(set.servers.map((server) => server.name)).toEqual([
        DEMO_WEATHER_SERVER_NAME,
        "everything",
      ]);
      expect(set.servers[0]).toMatchObject({
        transport: "demo",
        transportLabel: "Streamable HTTP: /api/demo/mcp",
        serverInfo: { name: "weather" },
      });
      expect(set.servers[0]?.tools.map((tool) => tool.name).sort()).toEqual([
        "get_alerts",
        "get_forecast",
      ]);
      expect(set.servers[0]?.instructions).toContain("not a real weather service");

      const alerts = await set.callTool(DEMO_WEATHER_SERVER_NAME, "get_alerts", { state: "NY" });
      expect(alerts.content).toEqual([{ type: "text", text: "No active alerts for NY." }]);
      const echo = await set.callTool("everything", "echo", { message: "two" });
      expect(echo.content).toEqual([{ type: "text", text: "Echo: two" }]);
      const wrongServer = await set.callTool("everything", "get_alerts", { state: "NY" });
      expect(wrongServer.isError).toBe(true);
      const cities = await set.readResource(DEMO_WEATHER_SERVER_NAME, "weather://cities");
      expect(JSON.stringify(cities.contents)).toContain("New York");
    } finally {
      await set.close();
    }
    expect(new Set(events.rpc.map((event) => event.serverId))).toEqual(
      new Set([DEMO_WEATHER_SERVER_NAME, "everything"]),
    );
    expect(events.http.every((exchange) => exchange.serverId === DEMO_WEATHER_SERVER_NAME)).toBe(
      true,
    );
  });

  it("names the connected servers when a call names one that is not in the set", async () => {
    const set = await openServerSet([everything("streamable-http")], recorder().taps);
    try {
      const error = await caught(set.callTool("github", "search", {}));
      expect(error.code).toBe("mcp:call_failed");
      expect(error.message).toBe(
        "No MCP server named 'github' is connected. Connected servers: everything.",
      );
    } finally {
      await set.close();
    }
  });

  it("fails with mcp:connect_failed naming a refused server, and closes the servers that connected", async () => {
    const events = recorder();
    const url = `http://127.0.0.1:${await freePort()}/mcp`;
    const error = await caught(
      openServerSet(
        [everything("stdio"), { name: "refused", transport: "streamable-http", url }],
        events.taps,
      ),
    );
    expect(error.code).toBe("mcp:connect_failed");
    expect(error.status).toBe(502);
    expect(error.message).toContain(`MCP server "refused" at ${url} (Streamable HTTP)`);
    expect(error.message).toContain("ECONNREFUSED");
    expect(events.exits).toEqual([expect.objectContaining({ serverId: "everything" })]);
  });

  it("names every server that failed when several do", async () => {
    const url = `http://127.0.0.1:${await freePort()}/sse`;
    const error = await caught(
      openServerSet(
        [
          { name: "gone", transport: "sse", url },
          { name: "absent", transport: "stdio", command: "loupe-no-such-command" },
        ],
        recorder().taps,
      ),
    );
    expect(error.code).toBe("mcp:connect_failed");
    expect(error.message).toMatch(/^2 MCP servers could not be reached:\n- /);
    expect(error.message).toContain(`MCP server "gone" at ${url} (SSE)`);
    expect(error.message).toContain('MCP server "absent" (stdio: loupe-no-such-command)');
  });

  it("reports a stdio server that exited mid-session at the next call, then restarts it", async () => {
    const events = recorder();
    const set = await openServerSet([everything("stdio")], events.taps);
    try {
      const pid = set.processIdOf("everything") as number;
      expect(isProcessRunning(pid)).toBe(true);
      process.kill(pid, "SIGKILL");
      await expect.poll(() => events.exits.length).toBe(1);
      set.setTurn(4);
      const error = await caught(set.callTool("everything", "echo", { message: "lost" }));
      expect(error.code).toBe("mcp:call_failed");
      expect(error.message).toContain('tools/call "echo" on MCP server "everything" (stdio: ');
      expect(error.message).toContain(
        "the process was ended by SIGKILL. The next call restarts it.",
      );

      const result = await set.callTool("everything", "echo", { message: "back" });
      expect(result.content).toEqual([{ type: "text", text: "Echo: back" }]);
      expect(set.processIdOf("everything")).not.toBe(pid);
      const initializes = events.rpc.filter(
        (event) => (event.message as { method?: string }).method === "initialize",
      );
      expect(initializes.map((event) => event.turn)).toEqual([undefined, 4]);
    } finally {
      await set.close();
    }
  });

  it("stops its stdio processes on close, and refuses calls after", async () => {
    const set = await openServerSet([everything("stdio")], recorder().taps);
    const pid = set.processIdOf("everything") as number;
    expect(isProcessRunning(pid)).toBe(true);
    await set.close();
    expect(set.closed).toBe(true);
    expect(isProcessRunning(pid)).toBe(false);
    const error = await caught(set.callTool("everything", "echo", { message: "late" }));
    expect(error.code).toBe("mcp:call_failed");
    expect(error.message).toContain("the session's servers are closed");
  });
});

describe("a session's servers: timeouts and roots", () => {
  const longRunning = { duration: 2, steps: 4 };

  it("applies a server's timeouts.requestMs to tool calls over the caller's default, naming it", async () => {
    const server = { ...everything("streamable-http"), timeouts: { requestMs: 300 } };
    const set = await openServerSet([server], recorder().taps);
    try {
      const error = await caught(
        set.callTool("everything", "trigger-long-running-operation", longRunning, {
          timeoutMs: 30_000,
        }),
      );
      expect(error.code).toBe("mcp:call_failed");
      expect(error.message).toContain(
        "no answer within 300 ms (the server's timeouts.requestMs; request timed out)",
      );
      const echoed = await set.callTool("everything", "echo", { message: "after" });
      expect(echoed.content).toEqual([{ type: "text", text: "Echo: after" }]);
    } finally {
      await set.close();
    }
  });

  it("restarts the clock on each progress notification with resetOnProgress", async () => {
    const server = {
      ...everything("streamable-http"),
      timeouts: { requestMs: 900, resetOnProgress: true },
    };
    const set = await openServerSet([server], recorder().taps);
    try {
      const result = await set.callTool(
        "everything",
        "trigger-long-running-operation",
        longRunning,
      );
      expect(JSON.stringify(result.content)).toContain("Long running operation completed");
    } finally {
      await set.close();
    }
  });

  it("stops at timeouts.maxTotalMs even while progress comes, naming it", async () => {
    const server = {
      ...everything("stdio"),
      timeouts: { requestMs: 900, resetOnProgress: true, maxTotalMs: 1_000 },
    };
    const set = await openServerSet([server], recorder().taps);
    try {
      const error = await caught(
        set.callTool("everything", "trigger-long-running-operation", longRunning),
      );
      expect(error.message).toContain(
        "no answer within 1000 ms in all (the server's timeouts.maxTotalMs; request timed out)",
      );
    } finally {
      await set.close();
    }
  });

  it("declares roots and answers a server that asks for them with none", async () => {
    const events = recorder();
    const set = await openServerSet([everything("streamable-http")], events.taps);
    try {
      const initialize = events.rpc.find(
        (event) => (event.message as { method?: string }).method === "initialize",
      );
      expect(initialize?.message).toMatchObject({ params: { capabilities: { roots: {} } } });
      expect(JSON.stringify(initialize?.message)).not.toMatch(/sampling|elicitation/);
      await expect
        .poll(() =>
          events.rpc.find(
            (event) =>
              event.direction === "out" && JSON.stringify(event.message).includes('"roots":[]'),
          ),
        )
        .toBeTruthy();
      const asked = events.rpc.find(
        (event) => (event.message as { method?: string }).method === "roots/list",
      );
      expect(asked?.direction).toBe("in");
      const listed = await set.callTool("everything", "get-roots-list", {});
      expect(JSON.stringify(listed.content)).toContain("no roots are currently configured");
    } finally {
      await set.close();
    }
  });
});

describe("describeServers", () => {
  it("lists what the servers offer and leaves no connection open", async () => {
    const servers = await describeServers([
      { ...serverEverythingStdio(), name: "everything-0", transport: "stdio" },
      { name: "everything-1", transport: "sse", url: legacySse.url },
    ]);
    expect(servers.map((server) => server.name)).toEqual(["everything-0", "everything-1"]);
    expect(servers.every((server) => server.tools.some((tool) => tool.name === "echo"))).toBe(true);
    expect(runningChildProcessCount()).toBe(0);
  });

  it("describes an empty list as no servers", async () => {
    expect(await describeServers([])).toEqual([]);
  });
});
