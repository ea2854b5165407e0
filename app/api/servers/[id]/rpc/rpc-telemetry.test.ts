import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeInspector } from "@/lib/inspector/inspector-connections";
import {
  enterTemporaryDataDirectory,
  inspectorApi,
  listServer,
} from "@/test/support/inspector-api";
import { type ReceivedSpan, receivedJsonSpans } from "@/test/support/otlp-receiver";
import { serverEverythingStdio } from "@/test/support/server-everything";
import { telemetryToReceiver } from "@/test/support/telemetry-export";

/**
 * Issue 20: each JSON-RPC request the Inspector sends to a real server (server-everything over
 * stdio) reaches a local OTLP/HTTP receiver as an MCP client span: the method, the JSON-RPC id,
 * the server and its transport, the error code when it failed; a secret in the server's env nowhere.
 */

const serverToken = `everything-telemetry-${randomBytes(12).toString("hex")}`;
let leaveDataDirectory = () => {};
const otlp = telemetryToReceiver();
let serverId = "";

beforeAll(async () => {
  leaveDataDirectory = enterTemporaryDataDirectory("loupe-inspector-telemetry-");
  serverId = await listServer({
    name: "everything",
    transport: "stdio",
    ...serverEverythingStdio(),
    env: { EVERYTHING_TOKEN: serverToken },
  });
});

afterAll(async () => {
  await closeInspector(serverId);
  leaveDataDirectory();
});

function only(spans: ReceivedSpan[], name: string): ReceivedSpan {
  const found = spans.filter((span) => span.name === name);
  expect(found.map((span) => span.name)).toEqual([name]);
  return found[0] as ReceivedSpan;
}

describe("trace export of inspector calls", () => {
  it("sends an MCP client span per request: tools/call with its tool, a failed call's error code", async () => {
    const telemetry = otlp.exportTo({
      OTEL_EXPORTER_OTLP_ENDPOINT: otlp.receiver.endpoint,
      OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
    });
    const api = inspectorApi(serverId);
    const echoed = await api.rpc({
      method: "tools/call",
      params: { name: "echo", arguments: { message: `hello ${serverToken}` } },
    });
    expect(echoed.status).toBe(200);
    const missing = await api.rpc({ method: "no/such-method" });
    expect(missing.body.error).toMatchObject({ code: -32601 });
    await telemetry.forceFlush();

    const spans = receivedJsonSpans(otlp.receiver.batches);
    const call = only(spans, "tools/call echo");
    expect(call.kind).toBe(3);
    expect(call.parentSpanId ?? "").toBe("");
    expect(call.attributes).toMatchObject({
      "mcp.method.name": "tools/call",
      "gen_ai.tool.name": "echo",
      "jsonrpc.request.id": expect.any(String),
      "jsonrpc.protocol.version": "2.0",
      "loupe.mcp.server": "everything",
      "loupe.mcp.transport": "stdio",
      "network.transport": "pipe",
    });
    expect(call.status?.code ?? 0).not.toBe(2);

    const failed = only(spans, "no/such-method");
    expect(failed.attributes).toMatchObject({
      "mcp.method.name": "no/such-method",
      "error.type": "-32601",
      "rpc.response.status_code": "-32601",
    });
    expect(failed.status?.code).toBe(2);
    expect(failed.traceId).not.toBe(call.traceId);

    const everything = Buffer.concat(otlp.receiver.batches.map((batch) => batch.body)).toString(
      "utf8",
    );
    expect(everything).not.toContain(serverToken);
    expect(telemetry.counts()).toMatchObject({ failed: 0, dropped: 0, unreadEvents: 0 });
  });
});
