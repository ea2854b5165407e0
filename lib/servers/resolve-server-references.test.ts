import { describe, expect, it } from "vitest";
import type { ServerListItem } from "@/lib/mcp/server-config";
import { resolveServerReferences } from "@/lib/servers/resolve-server-references";
import { ServerStore } from "@/lib/servers/server-store";
import { openDatabase } from "@/lib/store/database";

describe("resolveServerReferences", () => {
  const store = new ServerStore(openDatabase(":memory:"));
  const local = store.create({
    name: "local",
    transport: "stdio",
    command: "node",
    args: ["server.js"],
    env: { TOKEN: "stored-secret-value" },
    cwd: "/tmp",
    timeouts: { requestMs: 1_000 },
  });
  const remote = store.create({
    name: "remote",
    transport: "sse",
    url: "http://127.0.0.1:1/sse",
    headers: { Authorization: "Bearer x" },
  });

  it("puts each listed server's stored configuration, secrets and timeouts included, in its place", () => {
    expect(
      resolveServerReferences(
        [
          { id: local.id },
          { name: "weather", transport: "demo" },
          { id: remote.id, name: "renamed" },
        ],
        () => store,
      ),
    ).toEqual([
      {
        name: "local",
        transport: "stdio",
        command: "node",
        args: ["server.js"],
        env: { TOKEN: "stored-secret-value" },
        cwd: "/tmp",
        timeouts: { requestMs: 1_000 },
      },
      { name: "weather", transport: "demo" },
      {
        name: "renamed",
        transport: "sse",
        url: "http://127.0.0.1:1/sse",
        headers: { Authorization: "Bearer x" },
      },
    ]);
  });

  it("leaves the list closed when nothing names it", () => {
    const servers: ServerListItem[] = [{ name: "weather", transport: "demo" }];
    expect(
      resolveServerReferences(servers, () => {
        throw new Error("opened");
      }),
    ).toEqual(servers);
  });

  it("names an unknown id and its place", () => {
    expect(() =>
      resolveServerReferences([{ id: local.id }, { id: "missing" }], () => store),
    ).toThrow('servers.1: no listed server has id "missing"');
  });

  it("refuses two servers that end up with one name", () => {
    expect(() =>
      resolveServerReferences(
        [{ id: local.id }, { name: "local", transport: "stdio", command: "x" }],
        () => store,
      ),
    ).toThrow('Two of the session\'s servers are named "local"');
  });
});
