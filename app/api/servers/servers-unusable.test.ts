import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATCH as patchServer } from "@/app/api/servers/[id]/route";
import { POST as postImport } from "@/app/api/servers/import/route";
import { POST as postServer } from "@/app/api/servers/route";
import { getServerStore } from "@/lib/servers";
import { apiRequest, call, TEST_TOKEN } from "@/test/support/api-client";

/** A server that could be saved but never connected is refused where it comes in, by field. */

let dataDirectory = "";

beforeAll(() => {
  dataDirectory = mkdtempSync(path.join(tmpdir(), "loupe-servers-unusable-"));
  process.env.LOUPE_DATA_DIR = dataDirectory;
  process.env.LOUPE_TOKEN = TEST_TOKEN;
});

afterAll(() => {
  rmSync(dataDirectory, { recursive: true, force: true });
});

const remote = { name: "remote", transport: "streamable-http", url: "http://127.0.0.1:1/mcp" };
const local = { name: "local", transport: "stdio", command: "node" };

const unusable: Array<[string, Record<string, unknown>, string]> = [
  [
    "a header value with CR/LF",
    { ...remote, headers: { "X-Ok": "a\r\nX-Evil: b" } },
    "headers.X-Ok: a header value must not hold a line break",
  ],
  [
    "a header name with a space",
    { ...remote, headers: { "X Bad": "1" } },
    'headers["X Bad"]: a header name is letters',
  ],
  [
    "a header name with a colon",
    { ...remote, headers: { "X:Bad": "1" } },
    'headers["X:Bad"]: a header name',
  ],
  [
    "a header value beyond Latin-1",
    { ...remote, headers: { "X-Name": "日本" } },
    "headers.X-Name: a header value holds only Latin-1 characters",
  ],
  ...[
    "connection",
    "Keep-Alive",
    "upgrade",
    "transfer-encoding",
    "expect",
    "Host",
    "content-length",
  ].map((name): [string, Record<string, unknown>, string] => [
    `the header ${name}, which fetch refuses or sets itself`,
    { ...remote, headers: { [name]: "1" } },
    `headers.${name}: "${name}" is a header the connection sets itself`,
  ]),
  ["a NUL in cwd", { ...local, cwd: "/tmp\0/x" }, "cwd: the working directory must not hold a NUL"],
  [
    "a NUL in the command",
    { ...local, command: "no\0de" },
    "command: the command must not hold a NUL",
  ],
  [
    "a NUL in an argument",
    { ...local, args: ["ok", "b\0ad"] },
    "args.1: an argument must not hold a NUL",
  ],
  [
    "an env key with '='",
    { ...local, env: { "A=B": "1" } },
    `env["A=B"]: an environment variable's name must not hold '='`,
  ],
  [
    "an empty env key",
    { ...local, env: { "": "1" } },
    'env[""]: an environment variable needs a name',
  ],
  [
    "a NUL in an env value",
    { ...local, env: { A: "x\0y" } },
    "env.A: an environment value must not hold a NUL",
  ],
];

describe("servers that could never connect", () => {
  it.each(unusable)(
    "POST /api/servers refuses %s with a located 400",
    async (_what, body, words) => {
      const before = getServerStore().list().length;
      const response = await call(
        postServer,
        apiRequest("/api/servers", { method: "POST", body }),
        {},
      );
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({
        code: "request:invalid",
        message: expect.stringContaining(words),
      });
      expect(getServerStore().list()).toHaveLength(before);
    },
  );

  it.each(unusable)(
    "PATCH /api/servers/:id refuses %s with a located 400",
    async (_what, body, words) => {
      const { transport, name: _name, ...fields } = body;
      const stored = getServerStore().create({
        ...(transport === "stdio" ? local : remote),
        name: `patched-${getServerStore().list().length}`,
      } as Parameters<ReturnType<typeof getServerStore>["create"]>[0]);
      const response = await call(
        patchServer,
        apiRequest(`/api/servers/${stored.id}`, { method: "PATCH", body: fields }),
        { id: stored.id },
      );
      expect(response.status).toBe(400);
      expect(response.body.error?.message).toContain(words);
      expect(getServerStore().get(stored.id)).toEqual(stored);
    },
  );

  it("import skips each unusable server with the reason and adds the rest", async () => {
    const response = await call(
      postImport,
      apiRequest("/api/servers/import", {
        method: "POST",
        body: {
          mcpServers: {
            fine: { command: "node", env: { HOME: "/home/me" } },
            spaced: { url: "http://127.0.0.1:1/mcp", headers: { "X Bad": "1" } },
            injected: { url: "http://127.0.0.1:1/mcp", headers: { "X-Ok": "a\nb" } },
            nul: { command: "node", cwd: "/tmp\0" },
            equals: { command: "node", env: { "A=B": "1" } },
            upgrading: { url: "http://127.0.0.1:1/mcp", headers: { Upgrade: "websocket" } },
          },
        },
      }),
      {},
    );
    expect(response.status).toBe(200);
    expect((response.body.ids as string[]).length).toBe(1);
    expect(response.body.skipped).toEqual([
      { name: "spaced", reason: expect.stringContaining('headers["X Bad"]: a header name') },
      {
        name: "injected",
        reason: expect.stringContaining("headers.X-Ok: a header value must not"),
      },
      {
        name: "nul",
        reason: expect.stringContaining("cwd: the working directory must not hold a NUL"),
      },
      { name: "equals", reason: expect.stringContaining(`env["A=B"]`) },
      {
        name: "upgrading",
        reason: expect.stringContaining('headers.Upgrade: "Upgrade" is a header the connection'),
      },
    ]);
  });

  it("import answers 400 naming each when none is usable", async () => {
    const response = await call(
      postImport,
      apiRequest("/api/servers/import", {
        method: "POST",
        body: { mcpServers: { empty: { command: "node", env: { "": "x" } } } },
      }),
      {},
    );
    expect(response.status).toBe(400);
    expect(response.body.error?.message).toContain(
      '"empty": env[""]: an environment variable needs a name',
    );
  });
});
