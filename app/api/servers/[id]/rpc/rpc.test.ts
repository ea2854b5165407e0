import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeInspector } from "@/lib/inspector/inspector-connections";
import {
  inspectorApi,
  type ListedServerEverything,
  listServer,
  listServerEverything,
} from "@/test/support/inspector-api";
import { PROBE_SERVER_SCRIPT } from "@/test/support/probe-server";
import { serverEverythingStdio } from "@/test/support/server-everything";

/** `POST /api/servers/:id/rpc` against the real server-everything, over stdio and Streamable HTTP. */

let servers: ListedServerEverything;
let stdioId = "";
let httpId = "";

beforeAll(async () => {
  servers = await listServerEverything("loupe-inspector-rpc-");
  ({ stdioId, httpId } = servers);
});

afterAll(async () => {
  await servers?.stop();
});

describe.each([
  ["stdio", () => stdioId],
  ["Streamable HTTP", () => httpId],
])("POST /api/servers/:id/rpc over %s", (_transport, serverId) => {
  it("connects first when needed and answers tools/list raw", async () => {
    const { status, body } = await inspectorApi(serverId()).rpc({ method: "tools/list" });
    expect(status, JSON.stringify(body)).toBe(200);
    const tools = (body.result as { tools: Array<{ name: string }> }).tools.map(
      (tool) => tool.name,
    );
    expect(tools).toEqual(expect.arrayContaining(["echo", "get-sum", "trigger-sampling-request"]));
  });

  it("calls echo and answers the tool's result", async () => {
    const { status, body } = await inspectorApi(serverId()).rpc({
      method: "tools/call",
      params: { name: "echo", arguments: { message: "hello inspector" } },
    });
    expect(status).toBe(200);
    expect(body.result).toEqual({ content: [{ type: "text", text: "Echo: hello inspector" }] });
  });

  it("answers a JSON-RPC error from the server as a 200 with { error }", async () => {
    const { status, body } = await inspectorApi(serverId()).rpc({ method: "no/such-method" });
    expect(status).toBe(200);
    expect(body.error).toMatchObject({
      code: -32601,
      message: expect.stringMatching(/not found/i),
    });
    expect(body.error?.message).not.toMatch(/^MCP error/);
  });

  it("sends a notification without waiting for an answer", async () => {
    const { status, body } = await inspectorApi(serverId()).rpc({
      method: "notifications/roots/list_changed",
    });
    expect(status).toBe(200);
    expect(body).toEqual({ notification: true });
  });
});

describe("POST /api/servers/:id/rpc failures", () => {
  it("names the timeout when the server does not answer in timeouts.requestMs", async () => {
    const id = await listServer({
      name: "slow",
      transport: "stdio",
      ...serverEverythingStdio(),
      timeouts: { requestMs: 300 },
    });
    try {
      const { status, body } = await inspectorApi(id).rpc({
        method: "tools/call",
        params: { name: "trigger-long-running-operation", arguments: { duration: 5, steps: 5 } },
      });
      expect(status).toBe(502);
      expect(body.error?.code).toBe("mcp:call_failed");
      expect(body.error?.message).toContain('MCP server "slow"');
      expect(body.error?.message).toContain(
        "no answer within 300 ms (the server's timeouts.requestMs",
      );
    } finally {
      await closeInspector(id);
    }
  });

  it("names maxTotalMs when progress keeps a request alive past it", async () => {
    const id = await listServer({
      name: "progressing",
      transport: "stdio",
      ...serverEverythingStdio(),
      timeouts: { requestMs: 1_500, resetOnProgress: true, maxTotalMs: 2_000 },
    });
    try {
      const { status, body } = await inspectorApi(id).rpc({
        method: "tools/call",
        params: {
          name: "trigger-long-running-operation",
          arguments: { duration: 4, steps: 8 },
        },
      });
      expect(status).toBe(502);
      expect(body.error?.message).toContain(
        "within 2000 ms in all (the server's timeouts.maxTotalMs",
      );
    } finally {
      await closeInspector(id);
    }
  });

  it("says the stdio process exited mid-call, with its exit code and stderr", async () => {
    const id = await listServer({
      name: "probe",
      transport: "stdio",
      command: process.execPath,
      args: [PROBE_SERVER_SCRIPT],
    });
    try {
      const api = inspectorApi(id);
      const { status, body } = await api.rpc({ method: "tools/call", params: { name: "crash" } });
      expect(status).toBe(502);
      expect(body.error?.code).toBe("mcp:call_failed");
      expect(body.error?.message).toContain("the process exited (code 3)");
      expect(body.error?.message).toContain("probe: crashing on request");
      const again = await api.rpc({ method: "tools/list" });
      expect(again.status, JSON.stringify(again.body)).toBe(200);
    } finally {
      await closeInspector(id);
    }
  });

  it("answers 404 server:not_found for an unknown server id", async () => {
    const { status, body } = await inspectorApi("no-such-server").rpc({ method: "tools/list" });
    expect(status).toBe(404);
    expect(body.error?.code).toBe("server:not_found");
  });

  it.each([
    [{}, "method"],
    [{ method: "" }, "method is empty"],
    [{ method: "tools/list", params: [1] }, "params must be a JSON object"],
    [{ method: "initialize" }, "POST /api/servers/:id/connect"],
    [{ method: "tools/list", extra: 1 }, "extra"],
  ])("refuses the body %j with 400", async (requestBody, expected) => {
    const { status, body } = await inspectorApi(stdioId).rpc(requestBody);
    expect(status).toBe(400);
    expect(body.error?.code).toBe("request:invalid");
    expect(body.error?.message).toContain(expected);
  });
});
