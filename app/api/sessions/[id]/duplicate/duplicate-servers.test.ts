import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as postDuplicate } from "@/app/api/sessions/[id]/duplicate/route";
import { DELETE as deleteSession, GET as getSession } from "@/app/api/sessions/[id]/route";
import { POST as postSession } from "@/app/api/sessions/route";
import type { SessionView } from "@/lib/api/sessions";
import { serverConfigsToConnect } from "@/lib/loop/session-secrets";
import type { ServerConfig } from "@/lib/mcp/server-config";
import { type ApiBody, apiRequest, call } from "@/test/support/api-client";
import { enterTemporaryDataDirectory, listServer } from "@/test/support/inspector-api";
import { probeServerConfig } from "@/test/support/probe-server";
import { serverEverythingStdio } from "@/test/support/server-everything";

/**
 * New run with other servers: `POST /api/sessions/:id/duplicate` `{ servers }` connects the
 * chosen ones (listed servers by id among them), renders the prompt for them, and gives a source
 * server named again as the browser saw it (redacted) its kept secrets.
 */

let leave: () => void = () => undefined;
let everythingId = "";

beforeAll(async () => {
  leave = enterTemporaryDataDirectory("loupe-duplicate-servers-");
  process.env.LOUPE_DEMO_DELAY_MS = "0";
  everythingId = await listServer({
    name: "everything",
    transport: "stdio",
    ...serverEverythingStdio(),
  });
});

afterAll(() => leave());

const created: string[] = [];

afterAll(async () => {
  for (const id of created) {
    await deleteSession(apiRequest(`/api/sessions/${id}`, { method: "DELETE" }), {
      params: Promise.resolve({ id }),
    });
  }
});

async function create(body: Record<string, unknown>): Promise<string> {
  const response = await call(
    postSession,
    apiRequest("/api/sessions", {
      method: "POST",
      body: { task: "What's the weather in New York tomorrow?", model: "demo", ...body },
    }),
    {},
  );
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  created.push(response.body.id as string);
  return response.body.id as string;
}

async function duplicate(id: string, body: unknown) {
  const response = await call(
    postDuplicate,
    apiRequest(`/api/sessions/${id}/duplicate`, { method: "POST", body }),
    { id },
  );
  if (response.status === 201) created.push(response.body.id as string);
  return response;
}

async function overview(id: string): Promise<SessionView> {
  const response = await call<{ id: string }, SessionView & ApiBody>(
    getSession,
    apiRequest(`/api/sessions/${id}?events=none`),
    { id },
  );
  expect(response.status).toBe(200);
  return response.body;
}

describe("POST /api/sessions/:id/duplicate with servers", () => {
  it("connects the chosen listed server and renders the prompt for its tools", async () => {
    const id = await create({});
    const source = await overview(id);
    const copied = await duplicate(id, {
      servers: [{ name: "weather", transport: "demo" }, { id: everythingId }],
    });
    expect(copied.status, JSON.stringify(copied.body)).toBe(201);
    const copy = await overview(copied.body.id as string);
    expect(copy.servers.map((server) => [server.name, server.transport])).toEqual([
      ["weather", "demo"],
      ["everything", "stdio"],
    ]);
    const everything = copy.catalog.find((server) => server.name === "everything");
    expect(everything?.tools.map((tool) => tool.name)).toContain("echo");
    expect(copy.systemPrompt).not.toBe(source.systemPrompt);
    expect(copy.systemPrompt).toContain("everything");
  }, 30_000);

  it("keeps a prompt the body gives, and starts with no servers for []", async () => {
    const id = await create({});
    const copied = await duplicate(id, { servers: [], systemPrompt: "No tools here." });
    expect(copied.status, JSON.stringify(copied.body)).toBe(201);
    const copy = await overview(copied.body.id as string);
    expect(copy.servers).toEqual([]);
    expect(copy.systemPrompt).toBe("No tools here.");
  });

  it("gives a source server named again as the browser saw it its kept secret", async () => {
    const secret = `probe-${randomBytes(8).toString("hex")}`;
    const probe: ServerConfig = probeServerConfig({ PROBE_TOKEN: secret });
    const id = await create({ servers: [{ name: "weather", transport: "demo" }, probe] });
    const seen = (await overview(id)).servers;
    expect(JSON.stringify(seen)).not.toContain(secret);
    const probeAsSeen = seen.find((server) => server.name === "probe");
    const copied = await duplicate(id, { servers: [probeAsSeen] });
    expect(copied.status, JSON.stringify(copied.body)).toBe(201);
    const copyId = copied.body.id as string;
    const copy = await overview(copyId);
    expect(copy.servers.map((server) => server.name)).toEqual(["probe"]);
    expect(serverConfigsToConnect(copyId, copy.servers)).toEqual([probe]);
  }, 30_000);

  it.each([
    [{ servers: [{ id: "no-such-server" }] }, "no listed server has id"],
    [{ servers: [{ name: "x", transport: "telnet" }] }, "transport must be"],
    [
      {
        servers: [
          { name: "weather", transport: "demo" },
          { name: "weather", transport: "demo" },
        ],
      },
      "same name",
    ],
  ])("refuses %j with 400", async (body, message) => {
    const id = await create({});
    const response = await duplicate(id, body);
    expect(response.status).toBe(400);
    expect(response.body.error?.code).toBe("request:invalid");
    expect(response.body.error?.message).toContain(message);
  });
});
