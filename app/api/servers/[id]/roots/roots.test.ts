import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inspectedServer } from "@/lib/inspector/inspector-connections";
import {
  inspectorApi,
  type ListedServerEverything,
  listServer,
  listServerEverything,
} from "@/test/support/inspector-api";
import { serverEverythingStdio } from "@/test/support/server-everything";

/**
 * `GET` and `PUT /api/servers/:id/roots` against the real server-everything: a new list reaches
 * the server through `notifications/roots/list_changed` on the open connection, which its
 * `get-roots-list` tool then shows.
 */

let servers: ListedServerEverything;
let stdioId = "";
let httpId = "";

beforeAll(async () => {
  servers = await listServerEverything("loupe-inspector-roots-");
  ({ stdioId, httpId } = servers);
});

afterAll(async () => {
  await servers?.stop();
});

async function rootsTheServerSees(id: string): Promise<string> {
  const { body } = await inspectorApi(id).rpc({
    method: "tools/call",
    params: { name: "get-roots-list", arguments: {} },
  });
  return JSON.stringify(body.result);
}

describe.each([
  ["stdio", () => stdioId],
  ["Streamable HTTP", () => httpId],
])("roots over %s", (_transport, serverId) => {
  it("replaces the roots on the open connection and the server sees the new list", async () => {
    const api = inspectorApi(serverId());
    const connected = await api.connect({ roots: [{ uri: "file:///tmp/first", name: "First" }] });
    expect(connected.status, JSON.stringify(connected.body)).toBe(200);
    await expect.poll(() => rootsTheServerSees(serverId())).toContain("file:///tmp/first");
    const before = (await inspectedServer(serverId())).connection;

    const roots = [{ uri: "file:///tmp/second", name: "Second" }, { uri: "file:///tmp/third" }];
    const replaced = await api.replaceRoots({ roots });
    expect(replaced).toEqual({ status: 200, body: { roots, notified: true } });
    expect((await api.roots()).body).toEqual({ roots });

    await expect.poll(() => rootsTheServerSees(serverId())).toContain("file:///tmp/second");
    const seen = await rootsTheServerSees(serverId());
    expect(seen).toContain("file:///tmp/third");
    expect(seen).not.toContain("file:///tmp/first");
    expect((await inspectedServer(serverId())).connection).toBe(before);

    const { body } = await api.traffic();
    const methods = (body.messages as Array<{ direction: string; message: { method?: string } }>)
      .filter(
        (item) =>
          item.message.method?.startsWith("roots/") ||
          item.message.method?.includes("roots/list_changed"),
      )
      .map((item) => `${item.direction} ${item.message.method}`);
    expect(methods).toContain("out notifications/roots/list_changed");
    expect(methods.filter((method) => method === "in roots/list").length).toBeGreaterThanOrEqual(2);
  });
});

describe("roots without a connection", () => {
  it("keeps a new list for the next connection, which offers it", async () => {
    const id = await listServer({
      name: "roots-later",
      transport: "stdio",
      ...serverEverythingStdio(),
    });
    const api = inspectorApi(id);
    expect((await api.roots()).body).toEqual({ roots: [] });
    const roots = [{ uri: "file:///tmp/later", name: "Later" }];
    expect(await api.replaceRoots({ roots })).toEqual({
      status: 200,
      body: { roots, notified: false },
    });
    try {
      expect((await api.connect()).status).toBe(200);
      await expect.poll(() => rootsTheServerSees(id)).toContain("file:///tmp/later");
    } finally {
      await api.remove();
    }
  });
});

describe("roots refusals", () => {
  it.each([
    [{}, "roots"],
    [{ roots: "file:///tmp" }, "roots must be a list"],
    [{ roots: [{ uri: "https://example.com" }] }, "starts with file://"],
    [{ roots: [{ uri: "file:///tmp", name: 3 }] }, "a root's name must be text"],
    [{ roots: [], extra: true }, "extra"],
  ])("refuses the body %j with 400", async (requestBody, expected) => {
    const { status, body } = await inspectorApi(stdioId).replaceRoots(requestBody);
    expect(status).toBe(400);
    expect(body.error?.code).toBe("request:invalid");
    expect(body.error?.message).toContain(expected);
  });

  it("answers 404 server:not_found for an unknown server", async () => {
    const api = inspectorApi("no-such-server");
    expect((await api.roots()).status).toBe(404);
    expect((await api.replaceRoots({ roots: [] })).body.error?.code).toBe("server:not_found");
  });
});
