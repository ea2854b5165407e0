import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  enterTemporaryDataDirectory,
  inspectorApi,
  listServer,
} from "@/test/support/inspector-api";
import {
  type MisbehavingMcpServer,
  startMisbehavingMcpServer,
} from "@/test/support/misbehaving-mcp-server";

/**
 * `POST /api/servers/:id/rpc` to a real Streamable HTTP server that answers a call with something
 * that is not JSON-RPC: Loupe's error naming what arrived, not a made-up answer of the server's.
 */

let server: MisbehavingMcpServer;
let leave: () => void;
let id = "";

beforeAll(async () => {
  leave = enterTemporaryDataDirectory("loupe-inspector-not-json-rpc-");
  server = await startMisbehavingMcpServer();
  id = await listServer({ name: "misbehaving", transport: "streamable-http", url: server.url });
});

afterAll(async () => {
  await server?.close();
  leave?.();
});

describe("an answer that is not JSON-RPC, through the inspector", () => {
  it("is a 502 mcp:call_failed quoting what arrived; the raw answer is in the traffic and the next call works", async () => {
    const api = inspectorApi(id);
    const failed = await api.rpc({
      method: "tools/call",
      params: { name: "answer-json-not-rpc", arguments: {} },
    });
    expect(failed.status, JSON.stringify(failed.body)).toBe(502);
    expect(failed.body.error?.code).toBe("mcp:call_failed");
    expect(failed.body.error?.message).toContain("not JSON-RPC");
    expect(failed.body.error?.message).toContain('{"hello":1}');

    const traffic = await api.traffic();
    const exchanges = (traffic.body.exchanges ?? []) as Array<{ responseBody?: string }>;
    expect(exchanges.some((exchange) => exchange.responseBody === '{"hello":1}')).toBe(true);

    const next = await api.rpc({
      method: "tools/call",
      params: { name: "echo", arguments: { message: "still here" } },
    });
    expect(next.status).toBe(200);
    expect(JSON.stringify(next.body)).toContain("Echo: still here");
  });
});
