import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as postDuplicate } from "@/app/api/servers/[id]/duplicate/route";
import {
  DELETE as deleteServer,
  GET as getServer,
  PATCH as patchServer,
  POST as postOnServer,
} from "@/app/api/servers/[id]/route";
import { GET as getExport } from "@/app/api/servers/export/route";
import { POST as postImport } from "@/app/api/servers/import/route";
import { GET as listServers, POST as postServer, PUT as putServers } from "@/app/api/servers/route";
import type { ListedServer } from "@/lib/api/servers";
import { getServerStore } from "@/lib/servers";
import { apiRequest, call, TEST_TOKEN } from "@/test/support/api-client";

/** The server list's routes through their handlers: answers, redaction and every refusal. */

const headerSecret = `header-secret-${randomBytes(12).toString("hex")}`;
const envSecret = `env-secret-${randomBytes(12).toString("hex")}`;
let dataDirectory = "";

beforeAll(() => {
  dataDirectory = mkdtempSync(path.join(tmpdir(), "loupe-servers-api-"));
  process.env.LOUPE_DATA_DIR = dataDirectory;
  process.env.LOUPE_TOKEN = TEST_TOKEN;
});

afterAll(() => {
  rmSync(dataDirectory, { recursive: true, force: true });
});

async function create(body: unknown) {
  return call(postServer, apiRequest("/api/servers", { method: "POST", body }), {});
}

async function createdId(body: unknown): Promise<string> {
  const created = await create(body);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id as string;
}

async function read(id: string) {
  return call<{ id: string }, ListedServer & { error?: { code: string; message: string } }>(
    getServer,
    apiRequest(`/api/servers/${id}`),
    { id },
  );
}

async function patch(id: string, body: unknown) {
  return call(patchServer, apiRequest(`/api/servers/${id}`, { method: "PATCH", body }), { id });
}

describe("POST and GET /api/servers", () => {
  it("adds a server and lists it with header and env values redacted", async () => {
    const remoteId = await createdId({
      name: "remote",
      transport: "streamable-http",
      url: "http://127.0.0.1:3001/mcp",
      headers: { Authorization: `Bearer ${headerSecret}` },
      timeouts: { requestMs: 10_000, resetOnProgress: true, maxTotalMs: 60_000 },
    });
    const localId = await createdId({
      name: "local",
      transport: "stdio",
      command: process.execPath,
      args: ["server.js"],
      env: { TOKEN: envSecret },
      cwd: dataDirectory,
    });
    const listed = await call(listServers, apiRequest("/api/servers"), {});
    expect(listed.status).toBe(200);
    const servers = listed.body.servers as ListedServer[];
    expect(servers.map((server) => server.id)).toEqual(expect.arrayContaining([remoteId, localId]));
    expect(servers.find((server) => server.id === remoteId)).toMatchObject({
      name: "remote",
      headers: { Authorization: "[redacted]" },
      timeouts: { requestMs: 10_000, resetOnProgress: true, maxTotalMs: 60_000 },
    });
    expect(servers.find((server) => server.id === localId)).toMatchObject({
      command: process.execPath,
      env: { TOKEN: "[redacted]" },
    });
    expect(JSON.stringify(listed.body)).not.toContain(headerSecret);
    expect(JSON.stringify(listed.body)).not.toContain(envSecret);
    expect(getServerStore().get(localId)).toMatchObject({ env: { TOKEN: envSecret } });
  });

  it.each([
    [
      { name: "x", transport: "websocket", url: "http://127.0.0.1:1" },
      'transport must be "stdio", "sse" or "streamable-http"',
    ],
    [
      { name: "weather", transport: "demo" },
      'transport must be "stdio", "sse" or "streamable-http"',
    ],
    [{ name: "x", transport: "stdio" }, "command: a stdio server needs a command"],
    [{ name: "x", transport: "stdio", command: "" }, "command: a stdio server needs a command"],
    [{ name: "x", transport: "sse" }, "url: a remote server needs a url"],
    [{ name: "x", transport: "streamable-http", url: "not a url" }, "url: the url must be http(s)"],
    [
      { name: "n".repeat(65), transport: "stdio", command: "node" },
      "name: a server name has at most 64 characters",
    ],
    [{ name: "a b", transport: "stdio", command: "node" }, "name: a server name uses letters"],
    [{ transport: "stdio", command: "node" }, "name:"],
    [{ name: "x", transport: "stdio", command: "node", env: { A: 1 } }, "env.A:"],
    [
      { name: "x", transport: "stdio", command: "node", timeouts: { requestMs: -1 } },
      "timeouts.requestMs must be at least 1",
    ],
    [
      {
        name: "x",
        transport: "stdio",
        command: "node",
        timeouts: { requestMs: 10, maxTotalMs: 5 },
      },
      "maxTotalMs must be at least",
    ],
    [{ name: "x", transport: "stdio", command: "node", timeouts: { request: 10 } }, "request"],
    [
      { name: "x", transport: "stdio", command: "node", url: "http://127.0.0.1:1" },
      "url does not apply to a stdio server",
    ],
    [
      { name: "x", transport: "sse", url: "http://127.0.0.1:1", command: "node", env: {} },
      "command, env do not apply to an SSE server",
    ],
  ])("refuses %j with 400 saying %j", async (body, words) => {
    const response = await create(body);
    expect(response.status).toBe(400);
    expect(response.body.error?.code).toBe("request:invalid");
    expect(response.body.error?.message).toContain(words);
  });

  it("refuses a name that is listed already", async () => {
    await createdId({ name: "taken", transport: "stdio", command: "node" });
    const response = await create({ name: "taken", transport: "stdio", command: "node" });
    expect(response.status).toBe(400);
    expect(response.body.error?.message).toContain('"taken" is listed already');
  });

  it("refuses a body that is not JSON, empty or too large", async () => {
    expect((await create("{not json")).body.error?.message).toContain("not valid JSON");
    expect((await create("")).status).toBe(400);
    const huge = await create({ name: "x", transport: "stdio", command: "x".repeat(1_100_000) });
    expect(huge.status).toBe(413);
  });
});

describe("GET, PATCH and DELETE /api/servers/:id", () => {
  it("answers one server redacted", async () => {
    const id = await createdId({
      name: "one",
      transport: "sse",
      url: "http://127.0.0.1:3002/sse",
      headers: { "X-Key": headerSecret },
    });
    const response = await read(id);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id,
      name: "one",
      transport: "sse",
      headers: { "X-Key": "[redacted]" },
      createdAt: expect.any(Number),
      updatedAt: expect.any(Number),
    });
  });

  it("edits what it is sent, keeping a value sent back as [redacted]", async () => {
    const id = await createdId({
      name: "editable",
      transport: "stdio",
      command: "node",
      env: { TOKEN: envSecret, MODE: "slow" },
    });
    const before = (await read(id)).body as { env?: Record<string, string> };
    const response = await patch(id, { name: "edited", env: { ...before.env, MODE: "fast" } });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({
      name: "edited",
      env: { TOKEN: "[redacted]", MODE: "fast" },
    });
    expect(getServerStore().get(id)).toMatchObject({ env: { TOKEN: envSecret, MODE: "fast" } });
  });

  it("answers a value marked secret [redacted] and an ordinary one as it is, and a mark can be set later", async () => {
    const id = await createdId({
      name: "marked",
      transport: "streamable-http",
      url: "http://127.0.0.1:3003/mcp",
      headers: { "X-Trace": "trace-value-0001", "content-type": "application/json" },
      secretHeaders: ["X-Trace"],
    });
    expect((await read(id)).body).toMatchObject({
      headers: { "X-Trace": "[redacted]", "content-type": "application/json" },
      secretHeaders: ["X-Trace"],
    });
    const before = (await read(id)).body as { headers?: Record<string, string> };
    const response = await patch(id, {
      headers: before.headers,
      secretHeaders: ["X-Trace", "content-type"],
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({
      headers: { "X-Trace": "[redacted]", "content-type": "[redacted]" },
    });
    expect(getServerStore().get(id)).toMatchObject({
      headers: { "X-Trace": "trace-value-0001", "content-type": "application/json" },
    });
  });

  it("switches transport, keeping the name and timeouts and dropping the old transport's fields", async () => {
    const id = await createdId({
      name: "switch",
      transport: "stdio",
      command: "node",
      env: { A: "b" },
      timeouts: { requestMs: 5 },
    });
    const response = await patch(id, {
      transport: "streamable-http",
      url: "http://127.0.0.1:1/mcp",
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({
      name: "switch",
      transport: "streamable-http",
      timeouts: { requestMs: 5 },
    });
    expect(response.body).not.toHaveProperty("command");
    expect(response.body).not.toHaveProperty("env");
  });

  it("removes an optional field sent as null", async () => {
    const id = await createdId({
      name: "with-cwd",
      transport: "stdio",
      command: "node",
      cwd: "/tmp",
    });
    expect((await patch(id, { cwd: null })).body).not.toHaveProperty("cwd");
  });

  it.each([
    [{}, "the body changes nothing"],
    [{ transport: "demo" }, 'transport must be "stdio", "sse" or "streamable-http"'],
    [{ transport: "sse" }, "url: a remote server needs a url"],
    [{ name: "n".repeat(65) }, "at most 64 characters"],
    [{ env: { NEW: "[redacted]" } }, 'env.NEW is "[redacted]" but no value is stored'],
    [{ args: "a b" }, "args:"],
    [{ url: "http://127.0.0.1:1/mcp" }, "url does not apply to a stdio server"],
  ])("refuses the edit %j with 400 saying %j", async (body, words) => {
    const id = await createdId({
      name: `p-${randomBytes(4).toString("hex")}`,
      transport: "stdio",
      command: "node",
    });
    const response = await patch(id, body);
    expect(response.status).toBe(400);
    expect(response.body.error?.message).toContain(words);
  });

  it("deletes a server, then answers 404 for it", async () => {
    const id = await createdId({ name: "doomed", transport: "stdio", command: "node" });
    const deleted = await call(
      deleteServer,
      apiRequest(`/api/servers/${id}`, { method: "DELETE" }),
      { id },
    );
    expect(deleted.status).toBe(204);
    expect((await read(id)).status).toBe(404);
  });

  it("answers 404 server:not_found naming an unknown id on every route", async () => {
    const id = "no-such-server";
    const answers = [
      await read(id),
      await patch(id, { name: "x" }),
      await call(deleteServer, apiRequest(`/api/servers/${id}`, { method: "DELETE" }), { id }),
      await call(postDuplicate, apiRequest(`/api/servers/${id}/duplicate`, { method: "POST" }), {
        id,
      }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body.error).toMatchObject({
        code: "server:not_found",
        message: expect.stringContaining(`"${id}"`),
      });
    }
  });
});

describe("POST /api/servers/:id/duplicate", () => {
  it("copies a server, secrets included, under a suffixed name or the one given", async () => {
    const id = await createdId({
      name: "source",
      transport: "stdio",
      command: "node",
      env: { TOKEN: envSecret },
    });
    const copy = await call(
      postDuplicate,
      apiRequest(`/api/servers/${id}/duplicate`, { method: "POST" }),
      { id },
    );
    expect(copy.status).toBe(201);
    expect(getServerStore().get(copy.body.id as string)).toMatchObject({
      name: "source-2",
      env: { TOKEN: envSecret },
    });
    const named = await call(
      postDuplicate,
      apiRequest(`/api/servers/${id}/duplicate`, { method: "POST", body: { name: "named-copy" } }),
      { id },
    );
    expect((await read(named.body.id as string)).body.name).toBe("named-copy");
    const clash = await call(
      postDuplicate,
      apiRequest(`/api/servers/${id}/duplicate`, { method: "POST", body: { name: "source" } }),
      { id },
    );
    expect(clash.status).toBe(400);
  });
});

describe("the token", () => {
  it("is needed on every server route", async () => {
    const id = "any";
    const answers = [
      await call(listServers, apiRequest("/api/servers", { token: null }), {}),
      await call(
        postServer,
        apiRequest("/api/servers", {
          method: "POST",
          token: null,
          body: { name: "x", transport: "stdio", command: "node" },
        }),
        {},
      ),
      await call(getServer, apiRequest(`/api/servers/${id}`, { token: null }), { id }),
      await call(
        patchServer,
        apiRequest(`/api/servers/${id}`, { method: "PATCH", token: null, body: { name: "y" } }),
        { id },
      ),
      await call(
        deleteServer,
        apiRequest(`/api/servers/${id}`, { method: "DELETE", token: null }),
        { id },
      ),
      await call(
        postDuplicate,
        apiRequest(`/api/servers/${id}/duplicate`, { method: "POST", token: null }),
        { id },
      ),
      await call(
        postImport,
        apiRequest("/api/servers/import", {
          method: "POST",
          token: null,
          body: { mcpServers: {} },
        }),
        {},
      ),
      await call(getExport, apiRequest("/api/servers/export", { token: null }), {}),
    ];
    for (const answer of answers) expect(answer.body.error?.code).toBe("security:unauthorized");
    expect(
      getServerStore()
        .list()
        .some((server) => server.name === "x"),
    ).toBe(false);
  });
});

describe("other methods", () => {
  it("answer 405 naming the allowed ones", async () => {
    const put = await putServers(apiRequest("/api/servers", { method: "PUT" }), {});
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("GET, POST");
    const post = await postOnServer(apiRequest("/api/servers/x", { method: "POST" }), {});
    expect(post.headers.get("allow")).toBe("GET, PATCH, DELETE");
  });
});
