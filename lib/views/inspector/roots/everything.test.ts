import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TrafficMessage } from "@/lib/api/inspector";
import { closeInspector } from "@/lib/inspector/inspector-connections";
import { ApiError, type Fetcher } from "@/lib/views/shared/api-client";
import {
  enterTemporaryDataDirectory,
  inspectorApi,
  listServer,
} from "@/test/support/inspector-api";
import { serverEverythingStdio } from "@/test/support/server-everything";
import { createInspectorRootsApi, rootsExchanges } from "./roots";

/**
 * The Roots tab's client and view of the traffic against the real server-everything over stdio,
 * through Loupe's roots routes called in-process.
 */

let removeDataDirectory: () => void = () => {};
let serverId = "";

/** `fetch` for the roots routes, answered by the route handlers in-process. */
const routesFetcher: Fetcher = async (path, init) => {
  const id = decodeURIComponent(/^\/api\/servers\/([^/]+)\/roots$/.exec(path)?.[1] ?? "");
  const api = inspectorApi(id);
  const answer =
    init?.method === "PUT"
      ? await api.replaceRoots(JSON.parse(String(init.body)))
      : await api.roots();
  return Response.json(answer.body, { status: answer.status });
};
const rootsApi = createInspectorRootsApi(routesFetcher);

async function messages(): Promise<TrafficMessage[]> {
  const { body } = await inspectorApi(serverId).traffic();
  return body.messages as TrafficMessage[];
}

beforeAll(async () => {
  removeDataDirectory = enterTemporaryDataDirectory("loupe-inspector-roots-view-");
  serverId = await listServer({
    name: "everything-roots",
    transport: "stdio",
    ...serverEverythingStdio(),
  });
  expect((await inspectorApi(serverId).connect()).status).toBe(200);
}, 30_000);

afterAll(async () => {
  await closeInspector(serverId);
  removeDataDirectory();
});

describe("the Roots tab against server-everything", () => {
  it("saves a new list, and sees list_changed go out and the server's roots/list answered with it", async () => {
    expect(await rootsApi.roots(serverId)).toEqual({ roots: [] });
    const roots = [{ uri: "file:///tmp/loupe-a", name: "A" }, { uri: "file:///tmp/loupe-b" }];
    expect(await rootsApi.replaceRoots(serverId, roots)).toEqual({ roots, notified: true });
    expect(await rootsApi.roots(serverId)).toEqual({ roots });

    await expect
      .poll(async () => {
        const exchanges = rootsExchanges(await messages());
        const changed = exchanges.findIndex((exchange) => exchange.kind === "list-changed");
        return exchanges
          .slice(changed)
          .some((exchange) => exchange.kind === "request" && exchange.answer !== undefined);
      })
      .toBe(true);
    const exchanges = rootsExchanges(await messages());
    const last = exchanges.at(-1);
    expect(last?.kind).toBe("request");
    expect(last?.kind === "request" ? last.answer : undefined).toEqual(roots);
  }, 30_000);

  it("rejects a root that is not a file:// URI with Loupe's message", async () => {
    const refused = rootsApi.replaceRoots(serverId, [{ uri: "https://example.com" }]);
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({
      code: "request:invalid",
      message: expect.stringContaining("file://"),
    });
  });
});
