import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeInspector, inspectedServer } from "@/lib/inspector/inspector-connections";
import {
  enterTemporaryDataDirectory,
  inspectorApi,
  listServer,
  waitForPending,
} from "@/test/support/inspector-api";
import { probeServerConfig } from "@/test/support/probe-server";
import {
  freePort,
  isProcessRunning,
  type RunningServerEverything,
  serverEverythingStdio,
  startServerEverything,
} from "@/test/support/server-everything";

/**
 * `POST /api/servers/:id/connect` against real servers: server-everything over stdio and
 * Streamable HTTP, server-filesystem and server-memory over stdio, and each failure.
 */

const modules = path.resolve(process.cwd(), "node_modules/@modelcontextprotocol");
let removeDataDirectory: () => void;
let http: RunningServerEverything;
let scratch = "";
const opened: string[] = [];

beforeAll(async () => {
  removeDataDirectory = enterTemporaryDataDirectory("loupe-inspector-connect-");
  scratch = mkdtempSync(path.join(tmpdir(), "loupe-inspector-servers-"));
  http = await startServerEverything("streamableHttp");
});

afterAll(async () => {
  await Promise.all(opened.map((id) => closeInspector(id)));
  await http?.stop();
  rmSync(scratch, { recursive: true, force: true });
  removeDataDirectory?.();
});

async function listed(config: Record<string, unknown>): Promise<string> {
  const id = await listServer(config);
  opened.push(id);
  return id;
}

function resultText(result: unknown): string {
  return JSON.stringify(result);
}

describe("POST /api/servers/:id/connect", () => {
  it.each([
    ["stdio", () => ({ name: "everything-stdio", transport: "stdio", ...serverEverythingStdio() })],
    [
      "Streamable HTTP",
      () => ({ name: "everything-http", transport: "streamable-http", url: http.url }),
    ],
  ])("answers server-everything's handshake over %s", async (_transport, config) => {
    const id = await listed(config());
    const { status, body } = await inspectorApi(id).connect();
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({
      serverInfo: { name: expect.stringContaining("everything"), version: expect.any(String) },
      protocolVersion: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      capabilities: { tools: expect.any(Object), resources: expect.any(Object) },
    });
    expect(typeof body.instructions).toBe("string");
  });

  it("reopens the connection when asked again (a new stdio process)", async () => {
    const id = await listed({ name: "reopened", transport: "stdio", ...serverEverythingStdio() });
    expect((await inspectorApi(id).connect()).status).toBe(200);
    const first = (await inspectedServer(id)).connection.processId;
    expect((await inspectorApi(id).connect()).status).toBe(200);
    const second = (await inspectedServer(id)).connection.processId;
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect(isProcessRunning(first as number)).toBe(false);
  });

  it("connects to server-filesystem over stdio, which answers within its directory and the roots", async () => {
    const allowed = mkdtempSync(path.join(scratch, "files-"));
    writeFileSync(path.join(allowed, "note.txt"), "written for Loupe");
    const id = await listed({
      name: "filesystem",
      transport: "stdio",
      command: process.execPath,
      args: [path.join(modules, "server-filesystem/dist/index.js"), allowed],
    });
    const api = inspectorApi(id);
    expect((await api.connect()).status).toBe(200);
    const read = await api.rpc({
      method: "tools/call",
      params: { name: "read_text_file", arguments: { path: path.join(allowed, "note.txt") } },
    });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(resultText(read.body.result)).toContain("written for Loupe");

    const root = mkdtempSync(path.join(scratch, "root-"));
    const connected = await api.connect({
      roots: [{ uri: pathToFileURL(root).href, name: "root" }],
    });
    expect(connected.status).toBe(200);
    await expect
      .poll(async () =>
        resultText(
          (
            await api.rpc({
              method: "tools/call",
              params: { name: "list_allowed_directories", arguments: {} },
            })
          ).body.result,
        ),
      )
      .toContain(path.basename(root));
  });

  it("connects to server-memory over stdio, which keeps what it is told in its file", async () => {
    const memoryFile = path.join(mkdtempSync(path.join(scratch, "memory-")), "memory.jsonl");
    const id = await listed({
      name: "memory",
      transport: "stdio",
      command: process.execPath,
      args: [path.join(modules, "server-memory/dist/index.js")],
      env: { MEMORY_FILE_PATH: memoryFile },
    });
    const api = inspectorApi(id);
    expect((await api.connect()).status).toBe(200);
    const created = await api.rpc({
      method: "tools/call",
      params: {
        name: "create_entities",
        arguments: {
          entities: [{ name: "Loupe", entityType: "tool", observations: ["inspects MCP"] }],
        },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const graph = await api.rpc({
      method: "tools/call",
      params: { name: "read_graph", arguments: {} },
    });
    expect(resultText(graph.body.result)).toContain("inspects MCP");
  });

  it("answers 404 server:not_found for an unknown server id", async () => {
    const { status, body } = await inspectorApi("no-such-server").connect();
    expect(status).toBe(404);
    expect(body.error?.code).toBe("server:not_found");
  });

  it("answers 502 mcp:connect_failed naming a server that is down", async () => {
    const port = await freePort();
    const id = await listed({
      name: "down",
      transport: "streamable-http",
      url: `http://127.0.0.1:${port}/mcp`,
    });
    const { status, body } = await inspectorApi(id).connect();
    expect(status).toBe(502);
    expect(body.error?.code).toBe("mcp:connect_failed");
    expect(body.error?.message).toContain(`MCP server "down" at http://127.0.0.1:${port}/mcp`);
    expect(body.error?.message).toContain("ECONNREFUSED");
    const traffic = await inspectorApi(id).traffic();
    expect(traffic.body.messages).toEqual([
      expect.objectContaining({
        direction: "out",
        message: expect.objectContaining({ method: "initialize" }),
      }),
    ]);
  });

  it("answers 502 with the exit code of a stdio server that exits before initialize", async () => {
    const id = await listed(probeServerConfig({ PROBE_EXIT_AT_START: "1" }, "refusing"));
    const { status, body } = await inspectorApi(id).connect();
    expect(status).toBe(502);
    expect(body.error?.message).toContain('MCP server "refusing"');
    expect(body.error?.message).toContain("the process exited (code 2)");
  });

  it("refuses a body with unknown fields", async () => {
    const id = await listed({ name: "strict", transport: "stdio", ...serverEverythingStdio() });
    const { status, body } = await inspectorApi(id).connect({ root: [] });
    expect(status).toBe(400);
    expect(body.error?.code).toBe("request:invalid");
  });
});

describe("GET /api/servers/:id/connect", () => {
  it("answers null before any connect, and opens nothing", async () => {
    const id = await listed({
      name: "never-opened",
      transport: "stdio",
      ...serverEverythingStdio(),
    });
    const api = inspectorApi(id);
    expect(await api.connection()).toEqual({ status: 200, body: { connection: null } });
    expect((await api.connection()).body).toEqual({ connection: null });
  });

  it("answers the open connection's handshake, and its pending request stays", async () => {
    const id = await listed({ name: "reloaded", transport: "streamable-http", url: http.url });
    const api = inspectorApi(id);
    const connected = await api.connect();
    expect(connected.status).toBe(200);
    const calling = api.rpc({
      method: "tools/call",
      params: { name: "trigger-sampling-request", arguments: { prompt: "still here" } },
    });
    const pending = await waitForPending(api, "sampling/createMessage");

    const { status, body } = await api.connection();
    expect(status).toBe(200);
    expect(body.connection).toEqual({ ...connected.body, open: true });
    expect((await api.pending()).body.pending.map((item) => item.requestId)).toEqual([
      pending.requestId,
    ]);
    await api.answer(pending.requestId, {
      result: {
        role: "assistant",
        content: { type: "text", text: "answered after the look" },
        model: "a-person",
      },
    });
    expect(JSON.stringify((await calling).body)).toContain("answered after the look");
  });

  it("answers at once that a connection is opening while a connect waits for its server", async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as AddressInfo;
    const id = await listed({
      name: "slow-to-open",
      transport: "streamable-http",
      url: `http://127.0.0.1:${port}/mcp`,
    });
    const api = inspectorApi(id);
    const connecting = api.connect();
    try {
      await expect
        .poll(async () => (await api.connection()).body)
        .toEqual({ connection: null, opening: true });
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
    expect((await connecting).status).toBe(502);
    expect((await api.connection()).body).toEqual({ connection: null });
  });

  it("answers null once the connection is closed", async () => {
    const id = await listed({ name: "closed-later", transport: "streamable-http", url: http.url });
    const api = inspectorApi(id);
    expect((await api.connect()).status).toBe(200);
    await closeInspector(id);
    expect((await api.connection()).body).toEqual({ connection: null });
  });

  it("answers 404 server:not_found for an unknown server id", async () => {
    const { status, body } = await inspectorApi("no-such-server").connection();
    expect(status).toBe(404);
    expect(body.error?.code).toBe("server:not_found");
  });
});

describe("DELETE /api/servers/:id", () => {
  it("closes the inspector's connection and forgets its traffic", async () => {
    const id = await listServer({
      name: "removed",
      transport: "stdio",
      ...serverEverythingStdio(),
    });
    const api = inspectorApi(id);
    expect((await api.connect()).status).toBe(200);
    const pid = (await inspectedServer(id)).connection.processId as number;
    expect(isProcessRunning(pid)).toBe(true);
    expect((await api.remove()).status).toBe(204);
    await expect.poll(() => isProcessRunning(pid)).toBe(false);
    expect((await api.traffic()).status).toBe(404);
  });
});
