import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeInspector } from "@/lib/inspector/inspector-connections";
import {
  enterTemporaryDataDirectory,
  inspectorApi,
  listServer,
} from "@/test/support/inspector-api";
import {
  DEEP_JSON_LEVELS,
  DEEP_RESULT_TOOL,
  deepSchemaUrl,
  type MisbehavingMcpServer,
  startMisbehavingMcpServer,
} from "@/test/support/misbehaving-mcp-server";

/**
 * A real Streamable HTTP server that answers JSON nested 100,000 levels: the call fails with
 * Loupe's located error (not a 500 from an overflowed stack), the message is in the traffic with
 * its deep part as text, and the connection goes on working.
 */

let server: MisbehavingMcpServer;
let leave: () => void;

beforeAll(async () => {
  leave = enterTemporaryDataDirectory("loupe-inspector-deep-json-");
  server = await startMisbehavingMcpServer();
});

afterAll(async () => {
  await server?.close();
  leave?.();
});

interface TrafficMessage {
  direction: string;
  message: { id?: unknown; result?: { structuredContent?: { deep?: unknown } } };
}

describe("a server that answers JSON nested 100,000 levels, through the inspector", () => {
  it("fails the call with a located error, keeps the answer as text in the traffic, and the next call works", async () => {
    const id = await listServer({ name: "deep", transport: "streamable-http", url: server.url });
    const api = inspectorApi(id);
    const failed = await api.rpc({
      method: "tools/call",
      params: { name: DEEP_RESULT_TOOL, arguments: {} },
    });
    expect(failed.status, JSON.stringify(failed.body)).toBe(502);
    expect(failed.body.error?.code).toBe("mcp:call_failed");
    expect(failed.body.error?.message).toContain("nests deeper than 128 levels");
    expect(failed.body.error?.message).toContain("result.structuredContent.deep[0]");

    const traffic = await api.traffic();
    expect(traffic.status).toBe(200);
    const messages = traffic.body.messages as TrafficMessage[];
    const answer = messages.find(
      (message) => message.direction === "in" && message.message.result?.structuredContent,
    );
    let kept = answer?.message.result?.structuredContent?.deep;
    let levels = 0;
    for (; Array.isArray(kept); levels += 1) kept = kept[0];
    expect(levels).toBeGreaterThan(100);
    expect(kept).toBe(
      `${"[".repeat(DEEP_JSON_LEVELS - levels)}${"]".repeat(DEEP_JSON_LEVELS - levels)}`,
    );

    const next = await api.rpc({
      method: "tools/call",
      params: { name: "echo", arguments: { message: "still here" } },
    });
    expect(next.status).toBe(200);
    expect(JSON.stringify(next.body)).toContain("Echo: still here");
  });

  it("fails tools/list whose inputSchema nests 100,000 levels, with a located error", async () => {
    const id = await listServer({
      name: "deep-schema",
      transport: "streamable-http",
      url: deepSchemaUrl(server.url),
    });
    const listed = await inspectorApi(id).rpc({ method: "tools/list" });
    expect(listed.status, JSON.stringify(listed.body)).toBe(502);
    expect(listed.body.error?.message).toContain("result.tools[0].inputSchema.properties");
  });

  it("refuses a request body nested 100,000 levels with a located 400", async () => {
    const id = await listServer({
      name: "deep-body",
      transport: "streamable-http",
      url: server.url,
    });
    const deep = `${"[".repeat(DEEP_JSON_LEVELS)}${"]".repeat(DEEP_JSON_LEVELS)}`;
    const body = `{"method":"tools/call","params":{"name":"echo","arguments":{"message":${deep}}}}`;
    const refused = await inspectorApi(id).rpc(body);
    expect(refused.status).toBe(400);
    expect(refused.body.error?.code).toBe("request:invalid");
    expect(refused.body.error?.message).toContain(
      "The request body nests deeper than 128 levels of objects and arrays (at params.arguments.message[0]",
    );
  });
});

describe("a stdio server that answers JSON nested 100,000 levels, through the inspector", () => {
  it("fails the call with a located error, keeps the answer in the traffic, and the next call works", async () => {
    const id = await listServer({
      name: "deep-stdio",
      transport: "stdio",
      command: process.execPath,
      args: [path.resolve(process.cwd(), "test/support/raw-stdio-server.mjs")],
    });
    const api = inspectorApi(id);
    const failed = await api.rpc({ method: "tools/call", params: { name: "deep", arguments: {} } });
    expect(failed.status, JSON.stringify(failed.body)).toBe(502);
    expect(failed.body.error?.message).toContain(
      "nests deeper than 128 levels of objects and arrays (at result.structuredContent.deep[0]",
    );
    const traffic = await api.traffic();
    expect(traffic.status).toBe(200);
    expect(JSON.stringify(traffic.body.messages)).toContain("[[[[");

    const next = await api.rpc({
      method: "tools/call",
      params: { name: "echo", arguments: { message: "still here" } },
    });
    expect(next.status).toBe(200);
    expect(JSON.stringify(next.body)).toContain("Echo: still here");
    await closeInspector(id);
  });
});
