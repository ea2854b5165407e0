import { afterEach, describe, expect, it } from "vitest";
import { StreamableHttpEndpoint } from "@/lib/demo/weather/streamable-http";

const url = "http://127.0.0.1:3000/api/demo/mcp";
const endpoints: StreamableHttpEndpoint[] = [];

function endpoint(options: ConstructorParameters<typeof StreamableHttpEndpoint>[0]) {
  const created = new StreamableHttpEndpoint(options);
  endpoints.push(created);
  return created;
}

function post(body: unknown, sessionId?: string): Request {
  return new Request(url, {
    method: "POST",
    headers: {
      accept: "application/json, text/event-stream",
      "content-type": "application/json",
      ...(sessionId ? { "mcp-session-id": sessionId } : {}),
    },
    body: JSON.stringify(body),
  });
}

async function initialize(target: StreamableHttpEndpoint): Promise<string> {
  const response = await target.handle(
    post({
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: {
        protocolVersion: "2025-06-18",
        capabilities: {},
        clientInfo: { name: "t", version: "1" },
      },
    }),
  );
  await response.text();
  const sessionId = response.headers.get("mcp-session-id");
  if (!sessionId) throw new Error(`initialize failed with ${response.status}`);
  return sessionId;
}

async function ping(target: StreamableHttpEndpoint, sessionId: string): Promise<number> {
  const response = await target.handle(post({ jsonrpc: "2.0", id: 2, method: "ping" }, sessionId));
  await response.text();
  return response.status;
}

afterEach(async () => {
  await Promise.all(endpoints.splice(0).map((created) => created.closeAll()));
});

describe("StreamableHttpEndpoint", () => {
  it("evicts the oldest session once the cap is reached, which then answers 404", async () => {
    const target = endpoint({ maxSessions: 2 });
    const first = await initialize(target);
    const second = await initialize(target);
    const third = await initialize(target);
    expect(target.sessions.size).toBe(2);
    expect(await ping(target, first)).toBe(404);
    expect(await ping(target, second)).toBe(200);
    expect(await ping(target, third)).toBe(200);
  });

  it("closes a session left idle past the timeout", async () => {
    let now = 0;
    const target = endpoint({ idleTimeoutMs: 60_000, now: () => now });
    const sessionId = await initialize(target);
    expect(await ping(target, sessionId)).toBe(200);
    now = 120_000;
    expect(target.sessions.closeIdle()).toBe(1);
    expect(await ping(target, sessionId)).toBe(404);
  });

  it("answers an initialize body over 4 MiB with 413", async () => {
    const target = endpoint({});
    const response = await target.handle(
      post({
        jsonrpc: "2.0",
        id: 1,
        method: "initialize",
        params: { pad: "x".repeat(5 * 1024 * 1024) },
      }),
    );
    expect(response.status).toBe(413);
    expect(target.sessions.size).toBe(0);
  });
});
