import { describe, expect, it } from "vitest";
import type { ListedServer } from "@/lib/api/servers";
import { exportServers } from "@/lib/servers/export-servers";

const times = { createdAt: 1, updatedAt: 1 };
const servers: ListedServer[] = [
  {
    id: "1",
    ...times,
    name: "local",
    transport: "stdio",
    command: "node",
    args: ["a.js"],
    env: { KEY: "secret-env" },
    cwd: "/srv",
    timeouts: { requestMs: 5 },
  },
  {
    id: "2",
    ...times,
    name: "remote",
    transport: "streamable-http",
    url: "http://u:pw-secret@127.0.0.1:1/mcp",
    headers: { Authorization: "Bearer secret" },
  },
  { id: "3", ...times, name: "legacy", transport: "sse", url: "http://127.0.0.1:2/sse" },
];

describe("exportServers", () => {
  it("writes the mcpServers form with secrets redacted and no timeouts", () => {
    expect(exportServers(servers, "mcpServers")).toEqual({
      mcpServers: {
        local: { command: "node", args: ["a.js"], env: { KEY: "[redacted]" }, cwd: "/srv" },
        remote: {
          type: "http",
          url: "http://u:redacted@127.0.0.1:1/mcp",
          headers: { Authorization: "[redacted]" },
        },
        legacy: { type: "sse", url: "http://127.0.0.1:2/sse" },
      },
    });
  });

  it("writes VS Code's servers form with a type on each", () => {
    const exported = exportServers(servers, "vscode");
    expect(Object.keys(exported)).toEqual(["servers"]);
    expect(exported.servers?.local).toMatchObject({ type: "stdio", command: "node" });
    expect(exported.servers?.remote).toMatchObject({ type: "http" });
    expect(exported.servers?.legacy).toMatchObject({ type: "sse" });
  });
});

describe("exportServers and secret marks", () => {
  it("redacts a value marked secret, keeps an ordinary one, and leaves the marks out", () => {
    const marked: ListedServer = {
      id: "4",
      ...times,
      name: "marked",
      transport: "stdio",
      command: "node",
      env: { HOME: "/home/me", MARKER: "marked-value" },
      secretEnv: ["MARKER"],
    };
    expect(exportServers([marked], "mcpServers")).toEqual({
      mcpServers: {
        marked: { command: "node", env: { HOME: "/home/me", MARKER: "[redacted]" } },
      },
    });
  });
});
