import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteServer } from "@/app/api/servers/[id]/route";
import { GET as getExport } from "@/app/api/servers/export/route";
import { POST as postImport } from "@/app/api/servers/import/route";
import type { ServerImportResult } from "@/lib/api/servers";
import { getServerStore } from "@/lib/servers";
import { apiRequest, call, TEST_TOKEN } from "@/test/support/api-client";
import {
  claudeDesktopConfig,
  clineConfig,
  cursorConfig,
  dotMcpJsonConfig,
  vscodeConfig,
} from "@/test/support/client-config-samples";

/** Importing each client's config file through the API, and exporting the list back. */

const envSecret = `env-secret-${randomBytes(12).toString("hex")}`;
const bearer = `bearer-${randomBytes(12).toString("hex")}`;
let dataDirectory = "";

beforeAll(() => {
  dataDirectory = mkdtempSync(path.join(tmpdir(), "loupe-servers-import-"));
  process.env.LOUPE_DATA_DIR = dataDirectory;
  process.env.LOUPE_TOKEN = TEST_TOKEN;
});

afterAll(() => {
  rmSync(dataDirectory, { recursive: true, force: true });
});

type ImportAnswer = ServerImportResult & { error?: { code: string; message: string } };

async function importConfig(body: unknown) {
  return call<Record<string, never>, ImportAnswer>(
    postImport,
    apiRequest("/api/servers/import", { method: "POST", body }),
    {},
  );
}

async function exportList(format?: string) {
  return call(getExport, apiRequest(`/api/servers/export${format ? `?format=${format}` : ""}`), {});
}

async function clearList(): Promise<void> {
  for (const { id } of getServerStore().list()) {
    await call(deleteServer, apiRequest(`/api/servers/${id}`, { method: "DELETE" }), { id });
  }
}

function listed(ids: string[]) {
  return ids.map((id) => getServerStore().get(id));
}

describe("POST /api/servers/import", () => {
  it("imports Claude Desktop's stdio servers, env secrets stored but never answered", async () => {
    await clearList();
    const answer = await importConfig(claudeDesktopConfig(envSecret));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ skipped: [], warnings: [] });
    expect(listed(answer.body.ids)).toMatchObject([
      { name: "everything", transport: "stdio", env: { EVERYTHING_TOKEN: envSecret } },
      { name: "filesystem", transport: "stdio", command: "npx" },
    ]);
    expect(JSON.stringify(answer.body)).not.toContain(envSecret);
  });

  it("imports Cursor's remote url with headers as Streamable HTTP", async () => {
    const answer = await importConfig(cursorConfig(bearer));
    expect(listed(answer.body.ids)).toMatchObject([
      {
        name: "remote-api",
        transport: "streamable-http",
        url: "http://127.0.0.1:3001/mcp",
        headers: { Authorization: `Bearer ${bearer}` },
      },
      { name: "legacy-sse", transport: "sse" },
    ]);
  });

  it("imports Cline's settings and .mcp.json", async () => {
    const cline = await importConfig(clineConfig);
    expect(listed(cline.body.ids).map((server) => server?.transport)).toEqual([
      "stdio",
      "streamable-http",
    ]);
    const dotMcp = await importConfig(dotMcpJsonConfig);
    expect(listed(dotMcp.body.ids).map((server) => [server?.name, server?.transport])).toEqual([
      ["memory", "stdio"],
      ["api", "streamable-http"],
      ["events", "sse"],
    ]);
  });

  it("gives a name that is listed already a suffix, and says so", async () => {
    const again = await importConfig(claudeDesktopConfig(envSecret));
    expect(listed(again.body.ids).map((server) => server?.name)).toEqual([
      "everything-2",
      "filesystem-2",
    ]);
    expect(again.body.added).toEqual([
      { id: again.body.ids[0], name: "everything-2" },
      { id: again.body.ids[1], name: "filesystem-2" },
    ]);
    expect(again.body.warnings).toEqual([
      { name: "everything", message: 'listed as "everything-2": "everything" is taken' },
      { name: "filesystem", message: 'listed as "filesystem-2": "filesystem" is taken' },
    ]);
  });

  it("imports VS Code's servers, naming an input reference in a warning", async () => {
    await clearList();
    const answer = await importConfig(vscodeConfig);
    expect(listed(answer.body.ids)).toMatchObject([
      {
        name: "github",
        transport: "streamable-http",
        headers: { Authorization: `Bearer \${input:token}` },
      },
      { name: "memory", transport: "stdio" },
    ]);
    expect(answer.body.warnings.map((warning) => warning.message).join("\n")).toContain(
      `\${input:token}`,
    );
  });

  it("adds what it can read and names what it skipped, with why", async () => {
    const answer = await importConfig({
      mcpServers: {
        readable: { command: "node" },
        broken: { type: "ws", url: "ws://127.0.0.1:1" },
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.ids).toHaveLength(1);
    expect(answer.body.skipped).toEqual([
      { name: "broken", reason: expect.stringContaining('unknown type "ws"') },
    ]);
  });

  it.each([
    ["malformed JSON", '{"mcpServers": {', "not valid JSON"],
    ["an empty body", "", "empty"],
    ["a list", [], "not a JSON object"],
    ["no server map", { servers: "x" }, "must be an object"],
    ["an unknown form", { extensions: {} }, 'no "mcpServers"'],
    ["an empty map", { mcpServers: {} }, "lists no servers"],
    [
      "only unreadable servers",
      { mcpServers: { a: { type: "ws" }, b: 3 } },
      '"a": unknown type "ws"',
    ],
  ])("answers 400 to %s, adding nothing", async (_what, body, words) => {
    const before = getServerStore().list().length;
    const answer = await importConfig(body);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({
      code: "request:invalid",
      message: expect.stringContaining(words),
    });
    expect(getServerStore().list()).toHaveLength(before);
  });

  it("names both unreadable servers in the 400", async () => {
    const answer = await importConfig({ mcpServers: { a: { type: "ws" }, b: 3 } });
    expect(answer.body.error?.message).toContain('"b": the entry is not an object');
  });
});

describe("GET /api/servers/export", () => {
  it("exports what import reads back: same names and transports, secrets [redacted]", async () => {
    await clearList();
    await importConfig(claudeDesktopConfig(envSecret));
    await importConfig(cursorConfig(bearer));
    const before = getServerStore().list();
    for (const format of ["mcpServers", "vscode"]) {
      const exported = await exportList(format);
      expect(exported.status).toBe(200);
      const text = JSON.stringify(exported.body);
      expect(text).not.toContain(envSecret);
      expect(text).not.toContain(bearer);
      await clearList();
      const answer = await importConfig(exported.body);
      const after = listed(answer.body.ids);
      expect(after.map((server) => [server?.name, server?.transport])).toEqual(
        before.map((server) => [server.name, server.transport]),
      );
      expect(after[0]).toMatchObject({ env: { EVERYTHING_TOKEN: "[redacted]" } });
      expect(after[2]).toMatchObject({ headers: { Authorization: "[redacted]" } });
      expect(answer.body.warnings).toContainEqual({
        name: "everything",
        message:
          'env.EVERYTHING_TOKEN is "[redacted]" (exports hide secrets): edit the server to set it',
      });
    }
  });

  it("defaults to the mcpServers form and refuses an unknown format", async () => {
    expect(Object.keys((await exportList()).body)).toEqual(["mcpServers"]);
    expect(Object.keys((await exportList("vscode")).body)).toEqual(["servers"]);
    const refused = await exportList("yaml");
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toContain('format must be "mcpServers" or "vscode"');
  });
});
