import { describe, expect, it } from "vitest";
import { LoupeError } from "@/lib/errors";
import { MAX_IMPORTED_SERVERS, readServerConfigFile } from "@/lib/servers/read-server-config-file";
import {
  claudeDesktopConfig,
  clineConfig,
  cursorConfig,
  dotMcpJsonConfig,
  vscodeConfig,
} from "@/test/support/client-config-samples";
import { SERVER_EVERYTHING_ENTRY } from "@/test/support/server-everything";

describe("readServerConfigFile", () => {
  it("reads Claude Desktop's stdio servers with command, args and env, ignoring other fields", () => {
    const read = readServerConfigFile(claudeDesktopConfig("env-secret-value"));
    expect(read.servers).toEqual([
      {
        name: "everything",
        transport: "stdio",
        command: process.execPath,
        args: [SERVER_EVERYTHING_ENTRY, "stdio"],
        env: { EVERYTHING_TOKEN: "env-secret-value", DEBUG: "false" },
      },
      {
        name: "filesystem",
        transport: "stdio",
        command: "npx",
        args: ["-y", "@modelcontextprotocol/server-filesystem", "/Users/me/Desktop"],
      },
    ]);
    expect(read.skipped).toEqual([]);
    expect(read.warnings).toEqual([]);
  });

  it("reads Cursor's bare url as Streamable HTTP, with headers, and a typed sse server", () => {
    const read = readServerConfigFile(cursorConfig("bearer-value"));
    expect(read.servers).toEqual([
      {
        name: "remote-api",
        transport: "streamable-http",
        url: "http://127.0.0.1:3001/mcp",
        headers: { Authorization: "Bearer bearer-value", "X-Workspace": `\${env:WORKSPACE}` },
      },
      { name: "legacy-sse", transport: "sse", url: "http://127.0.0.1:3002/sse" },
    ]);
    expect(read.warnings).toEqual([
      {
        name: "remote-api",
        message: `headers.X-Workspace uses \${env:WORKSPACE}, kept as text: Loupe does not expand variables`,
      },
    ]);
  });

  it("reads Cline's settings, naming a key with slashes in letters, digits and '-'", () => {
    const read = readServerConfigFile(clineConfig);
    expect(read.servers.map((server) => [server.name, server.transport])).toEqual([
      ["github-com-modelcontextprotocol-servers-tree-main-src-memory", "stdio"],
      ["remote-tools", "streamable-http"],
    ]);
    expect(read.warnings[0]).toMatchObject({
      name: "github.com/modelcontextprotocol/servers/tree/main/src/memory",
      message: expect.stringContaining('listed as "github-com-modelcontextprotocol'),
    });
  });

  it("reads .mcp.json's stdio, http and sse types", () => {
    const read = readServerConfigFile(dotMcpJsonConfig);
    expect(read.servers).toEqual([
      {
        name: "memory",
        transport: "stdio",
        command: "npx",
        args: ["-y", "@modelcontextprotocol/server-memory"],
        env: { MEMORY_FILE_PATH: "/tmp/memory.json" },
      },
      {
        name: "api",
        transport: "streamable-http",
        url: "http://127.0.0.1:3004/mcp",
        headers: { "X-API-Key": "key-for-the-api-1234" },
      },
      { name: "events", transport: "sse", url: "http://127.0.0.1:3005/sse" },
    ]);
  });

  it(`reads VS Code's servers, keeping \${input:token} as text and naming it in a warning`, () => {
    const read = readServerConfigFile(vscodeConfig);
    expect(read.servers[0]).toEqual({
      name: "github",
      transport: "streamable-http",
      url: "http://127.0.0.1:3006/mcp/",
      headers: { Authorization: `Bearer \${input:token}` },
    });
    expect(read.servers[1]).toMatchObject({ name: "memory", transport: "stdio", command: "npx" });
    expect(read.warnings).toEqual([
      {
        name: "github",
        message: expect.stringContaining(
          `headers.Authorization uses \${input:token}, a VS Code input`,
        ),
      },
      { name: "memory", message: "envFile is not read: set its variables in env" },
    ]);
  });

  it("reads VS Code's settings.json form (mcp.servers)", () => {
    const read = readServerConfigFile({ mcp: { servers: { local: { command: "node" } } } });
    expect(read.servers).toEqual([{ name: "local", transport: "stdio", command: "node" }]);
  });

  it("warns about [redacted] values, as an export writes them", () => {
    const read = readServerConfigFile({
      mcpServers: {
        remote: {
          type: "http",
          url: "http://127.0.0.1:1/mcp",
          headers: { Authorization: "[redacted]" },
        },
      },
    });
    expect(read.warnings).toEqual([
      {
        name: "remote",
        message:
          'headers.Authorization is "[redacted]" (exports hide secrets): edit the server to set it',
      },
    ]);
  });

  it("skips each server it cannot read, by name, with why", () => {
    const read = readServerConfigFile({
      mcpServers: {
        good: { command: "node" },
        websocket: { type: "ws", url: "ws://127.0.0.1:1" },
        nothing: { disabled: true },
        "bad-url": { url: "ftp://127.0.0.1/mcp" },
        "bad-args": { command: "node", args: "server.js" },
        "bad-env": { command: "node", env: { KEY: { nested: true } } },
        "not-an-object": "npx server",
        "!!!": { command: "node" },
        "long-name": { command: "" },
      },
    });
    expect(read.servers.map((server) => server.name)).toEqual(["good"]);
    expect(read.skipped).toEqual([
      { name: "websocket", reason: expect.stringContaining('unknown type "ws"') },
      { name: "nothing", reason: expect.stringContaining("neither a command (stdio) nor a url") },
      { name: "bad-url", reason: "url: the url must be http(s)" },
      { name: "bad-args", reason: "args must be a list of text" },
      { name: "bad-env", reason: "env.KEY must be text" },
      { name: "not-an-object", reason: "the entry is not an object" },
      { name: "!!!", reason: "its name has no letter or digit to keep" },
      { name: "long-name", reason: "command: a stdio server needs a command" },
    ]);
  });

  it("reads env numbers and booleans as text", () => {
    const read = readServerConfigFile({
      mcpServers: { a: { command: "node", env: { PORT: 3000, ON: true } } },
    });
    expect(read.servers[0]).toMatchObject({ env: { PORT: "3000", ON: "true" } });
  });

  it(`reads at most ${MAX_IMPORTED_SERVERS} servers and skips the rest by name`, () => {
    const mcpServers = Object.fromEntries(
      Array.from({ length: MAX_IMPORTED_SERVERS + 2 }, (_, index) => [
        `s${index}`,
        { command: "node" },
      ]),
    );
    const read = readServerConfigFile({ mcpServers });
    expect(read.servers).toHaveLength(MAX_IMPORTED_SERVERS);
    expect(read.skipped.map((server) => server.name)).toEqual([
      `s${MAX_IMPORTED_SERVERS}`,
      `s${MAX_IMPORTED_SERVERS + 1}`,
    ]);
  });

  it.each([
    [[], "not a JSON object"],
    ["text", "not a JSON object"],
    [{ servers: [] }, "must be an object"],
    [{ mcpServers: "x" }, "must be an object"],
    [{ settings: {} }, 'no "mcpServers"'],
  ])("refuses %j: %s", (file, words) => {
    expect(() => readServerConfigFile(file)).toThrow(LoupeError);
    expect(() => readServerConfigFile(file)).toThrow(words);
  });
});
