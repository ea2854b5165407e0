import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { closeInspector, inspectedServer } from "@/lib/inspector/inspector-connections";
import {
  enterTemporaryDataDirectory,
  inspectorApi,
  listServer,
} from "@/test/support/inspector-api";
import {
  hostileStdioServer,
  type MisbehavingMcpServer,
  startMisbehavingMcpServer,
} from "@/test/support/misbehaving-mcp-server";

/**
 * The inspector against Loupe's hostile MCP server, over stdio and Streamable HTTP: a flood of
 * sampling requests is capped per connection (those asking to run as tasks too), a call that never answers does not keep its
 * socket, and a call whose progress never ends still ends at `maxTotalMs`.
 */

let http: MisbehavingMcpServer;
let leave: () => void;
let stdioId = "";
let httpId = "";

beforeAll(async () => {
  leave = enterTemporaryDataDirectory("loupe-inspector-hostile-");
  http = await startMisbehavingMcpServer();
  stdioId = await listServer({
    name: "hostile-stdio",
    transport: "stdio",
    ...hostileStdioServer(),
  });
  httpId = await listServer({ name: "hostile-http", transport: "streamable-http", url: http.url });
});

afterAll(async () => {
  await Promise.all([closeInspector(stdioId), closeInspector(httpId)]);
  await http?.close();
  leave?.();
});

const samplingAnswer = {
  role: "assistant",
  content: { type: "text", text: "by hand" },
  model: "a-person",
};

describe.each([
  ["stdio", () => stdioId],
  ["Streamable HTTP", () => httpId],
])("a sampling flood over %s", (_transport, serverId) => {
  it("keeps 100 waiting and refuses the rest at once with an error that says why", async () => {
    const api = inspectorApi(serverId());
    expect((await api.connect()).status).toBe(200);
    const flooding = api.rpc({
      method: "tools/call",
      params: { name: "flood-sampling", arguments: { count: 130 } },
    });
    await vi.waitFor(
      async () => {
        const { body } = await api.pending();
        expect(body.refused).toMatchObject({ count: 30, limit: 100 });
        expect(body.pending).toHaveLength(100);
      },
      { timeout: 15_000, interval: 50 },
    );
    const { body } = await api.pending();
    for (const request of body.pending) {
      const answered = await api.answer(request.requestId, { result: samplingAnswer });
      expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    }
    const { status, body: result } = await flooding;
    expect(status, JSON.stringify(result)).toBe(200);
    const tally = JSON.parse(
      (result.result as { content: Array<{ text: string }> }).content[0]?.text ?? "{}",
    ) as { answered: number; refused: number; firstRefusal?: string };
    expect(tally).toMatchObject({ answered: 100, refused: 30 });
    expect(tally.firstRefusal).toContain(
      "100 requests from this server already wait for a person, the most one connection holds",
    );
  });

  it("refuses requests that ask to run as tasks at once too, creating no task for them", async () => {
    const api = inspectorApi(serverId());
    expect((await api.connect()).status).toBe(200);
    const { status, body: result } = await api.rpc({
      method: "tools/call",
      params: { name: "flood-sampling", arguments: { count: 130, asTasks: true } },
    });
    expect(status, JSON.stringify(result)).toBe(200);
    const tally = JSON.parse(
      (result.result as { content: Array<{ text: string }> }).content[0]?.text ?? "{}",
    ) as { answered: number; refused: number; firstRefusal?: string };
    expect(tally).toMatchObject({ answered: 100, refused: 30 });
    expect(tally.firstRefusal).toContain("already wait for a person");
    expect((await inspectedServer(serverId())).tasks.list()).toHaveLength(100);
  });
});

describe.each([
  ["stdio", () => stdioId],
  ["Streamable HTTP", () => httpId],
])("a call answered while the request it caused waits, over %s", (_transport, serverId) => {
  it("ends that request, refusing it to the server and listing it as ended", async () => {
    const api = inspectorApi(serverId());
    expect((await api.connect()).status).toBe(200);
    const { status, body } = await api.rpc({
      method: "tools/call",
      params: { name: "ask-and-leave", arguments: {} },
      callId: "asks-and-leaves",
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(JSON.stringify(body.result)).toContain("asked, not waiting");
    const { body: listed } = await api.pending();
    expect(listed.pending).toEqual([]);
    expect(listed.ended).toEqual([
      expect.objectContaining({
        method: "sampling/createMessage",
        why: "its call tools/call was answered",
      }),
    ]);
    const requestId = listed.ended?.[0]?.requestId;
    await vi.waitFor(async () => {
      const traffic = (await api.traffic()).body.messages as Array<{
        direction: string;
        message: { id?: unknown; error?: { code: number; message: string } };
      }>;
      const refusal = traffic.find(
        (item) => item.direction === "out" && item.message.id === requestId && item.message.error,
      );
      expect(refusal?.message.error).toMatchObject({
        code: -1,
        message: expect.stringContaining("its call tools/call was answered"),
      });
    });
  });
});

describe("a Streamable HTTP server that never answers", () => {
  it("does not keep a socket open per timed-out call", async () => {
    const id = await listServer({
      name: "hanging",
      transport: "streamable-http",
      url: http.url,
      timeouts: { requestMs: 200 },
    });
    try {
      const api = inspectorApi(id);
      expect((await api.connect()).status).toBe(200);
      const before = http.openSockets;
      const calls = 6;
      for (let index = 0; index < calls; index += 1) {
        const { status, body } = await api.rpc({
          method: "tools/call",
          params: { name: "hang", arguments: {} },
        });
        expect(status).toBe(502);
        expect(body.error?.message).toContain("no answer within 200 ms");
      }
      await vi.waitFor(() => expect(http.openSockets - before).toBeLessThan(calls / 2), {
        timeout: 5_000,
        interval: 50,
      });
      const echoed = await api.rpc({
        method: "tools/call",
        params: { name: "echo", arguments: { message: "still here" } },
      });
      expect(JSON.stringify(echoed.body)).toContain("Echo: still here");
    } finally {
      await closeInspector(id);
    }
  });
});

describe("a stdio server whose progress never ends", () => {
  it("ends the call at maxTotalMs, each progress restarting only the request clock", async () => {
    const id = await listServer({
      name: "endless",
      transport: "stdio",
      ...hostileStdioServer(),
      timeouts: { requestMs: 300, resetOnProgress: true, maxTotalMs: 1_200 },
    });
    try {
      const api = inspectorApi(id);
      const { status, body } = await api.rpc({
        method: "tools/call",
        params: { name: "endless-progress", arguments: { intervalMs: 50 } },
        callId: "endless",
      });
      expect(status).toBe(502);
      expect(body.error?.message).toContain(
        "no answer within 1200 ms in all (the server's timeouts.maxTotalMs",
      );
    } finally {
      await closeInspector(id);
    }
  });
});
