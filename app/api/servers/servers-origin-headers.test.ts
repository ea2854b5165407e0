import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATCH as patchServer } from "@/app/api/servers/[id]/route";
import { closeInspector } from "@/lib/inspector/inspector-connections";
import { apiRequest, call } from "@/test/support/api-client";
import {
  enterTemporaryDataDirectory,
  inspectorApi,
  listServer,
} from "@/test/support/inspector-api";
import { type ServedHandler, serveWebHandler } from "@/test/support/serve-web-handler";

/** A listed server's url moved to another origin: its stored headers do not follow unless retyped. */

interface RecordingServer {
  served: ServedHandler;
  url: string;
  /** The headers of every request it was sent, lower-case names. */
  received: Array<Record<string, string>>;
}

/** A real stateless Streamable HTTP MCP server on 127.0.0.1 that records each request's headers. */
async function startRecordingServer(): Promise<RecordingServer> {
  const received: Array<Record<string, string>> = [];
  const served = await serveWebHandler(async (request) => {
    received.push(Object.fromEntries(request.headers));
    if (request.method !== "POST") return new Response(null, { status: 405 });
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    await new McpServer({ name: "recording", version: "1.0.0" }).connect(transport);
    return transport.handleRequest(request);
  });
  return { served, url: `${served.origin}/mcp`, received };
}

const credential = "Bearer origin-bound-credential-0123456789";
const apiKey = "origin-bound-api-key-0123456789";
let removeDataDirectory: () => void;
let first: RecordingServer;
let second: RecordingServer;
const opened: string[] = [];

beforeAll(async () => {
  removeDataDirectory = enterTemporaryDataDirectory("loupe-servers-origin-");
  first = await startRecordingServer();
  second = await startRecordingServer();
});

afterAll(async () => {
  await Promise.all(opened.map((id) => closeInspector(id)));
  await first?.served.close();
  await second?.served.close();
  removeDataDirectory?.();
});

async function patch(id: string, body: unknown) {
  return call(patchServer, apiRequest(`/api/servers/${id}`, { method: "PATCH", body }), { id });
}

async function connectedHeaders(id: string, server: RecordingServer) {
  server.received.length = 0;
  const connected = await inspectorApi(id).connect();
  expect(connected.status, JSON.stringify(connected.body)).toBe(200);
  expect(server.received.length).toBeGreaterThan(0);
  return server.received;
}

describe("PATCH /api/servers/:id moving the url to another origin", () => {
  it("drops the stored headers the edit does not retype, so the next connect does not send them", async () => {
    const id = await listServer({
      name: "moving",
      transport: "streamable-http",
      url: first.url,
      headers: { Authorization: credential, "x-api-key": apiKey, "X-Team": "blue" },
    });
    opened.push(id);
    const atFirst = await connectedHeaders(id, first);
    expect(atFirst[0]).toMatchObject({ authorization: credential, "x-api-key": apiKey });

    const samePlace = await patch(id, { url: `${first.served.origin}/mcp?same=origin` });
    expect(samePlace.status).toBe(200);
    expect(Object.keys(samePlace.body.headers as object)).toHaveLength(3);

    const asTheFormSends = await patch(id, {
      url: second.url,
      headers: { Authorization: "[redacted]", "x-api-key": "[redacted]", "X-Team": "blue" },
    });
    expect(asTheFormSends.status, JSON.stringify(asTheFormSends.body)).toBe(200);
    expect(asTheFormSends.body.headers).toEqual({ "X-Team": "blue" });
    for (const headers of await connectedHeaders(id, second)) {
      expect(headers["x-team"]).toBe("blue");
      expect(headers.authorization).toBeUndefined();
      expect(headers["x-api-key"]).toBeUndefined();
    }

    await patch(id, {
      url: first.url,
      headers: { Authorization: credential, "x-api-key": apiKey },
    });
    const leftOut = await patch(id, { url: second.url });
    expect(leftOut.body.headers).toBeUndefined();
    for (const headers of await connectedHeaders(id, second)) {
      expect(headers.authorization).toBeUndefined();
      expect(headers["x-api-key"]).toBeUndefined();
    }

    const retyped = await patch(id, { url: first.url, headers: { Authorization: credential } });
    expect(retyped.body.headers).toEqual({ Authorization: "[redacted]" });
    expect((await connectedHeaders(id, first))[0]?.authorization).toBe(credential);
    expect(JSON.stringify(second.received)).not.toContain("0123456789");
  });
});
