import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as mcpRoute from "@/app/api/demo/mcp/route";
import { GET as getServer } from "@/app/api/servers/[id]/route";
import { POST as postDemo } from "@/app/api/servers/demo/route";
import { closeInspector } from "@/lib/inspector/inspector-connections";
import { apiRequest, call } from "@/test/support/api-client";
import { enterTemporaryDataDirectory, inspectorApi } from "@/test/support/inspector-api";
import { type ServedHandler, serveWebHandler } from "@/test/support/serve-web-handler";

/**
 * `POST /api/servers/demo` lists Loupe's own demo weather server; the inspector then opens it
 * over real TCP, as it would on a running Loupe (the demo route served on a port of its own,
 * which `PORT` names as Loupe's).
 */

type RouteHandler = (request: Request, context: unknown) => Promise<Response>;
const demoMethods: Record<string, RouteHandler> = {
  GET: mcpRoute.GET,
  POST: mcpRoute.POST,
  DELETE: mcpRoute.DELETE,
};

let removeDataDirectory: () => void;
let served: ServedHandler;
let listedId = "";
const previousPort = process.env.PORT;

beforeAll(async () => {
  removeDataDirectory = enterTemporaryDataDirectory("loupe-servers-demo-");
  served = await serveWebHandler(async (request) => {
    const handler =
      new URL(request.url).pathname === "/api/demo/mcp" ? demoMethods[request.method] : undefined;
    return handler ? handler(request, undefined) : new Response("Not found", { status: 404 });
  });
  process.env.PORT = String(served.port);
});

afterAll(async () => {
  if (listedId) await closeInspector(listedId);
  await served?.close();
  if (previousPort === undefined) delete process.env.PORT;
  else process.env.PORT = previousPort;
  removeDataDirectory?.();
});

const listDemo = () =>
  call<Record<string, never>, { id: string; name: string; error?: { code: string } }>(
    postDemo,
    apiRequest("/api/servers/demo", { method: "POST", body: {} }),
    {},
  );

describe("POST /api/servers/demo", () => {
  it("lists the demo weather server at Loupe's own address, once", async () => {
    const first = await listDemo();
    expect(first.status).toBe(201);
    expect(first.body.name).toBe("demo-weather");
    listedId = first.body.id;
    const server = await call(getServer, apiRequest(`/api/servers/${listedId}`), { id: listedId });
    expect(server.body).toMatchObject({
      name: "demo-weather",
      transport: "streamable-http",
      url: `http://127.0.0.1:${served.port}/api/demo/mcp`,
    });

    const again = await listDemo();
    expect(again).toEqual({ status: 200, body: { id: listedId, name: "demo-weather" } });
  });

  it("is opened by the inspector like any listed server, and answers its tools", async () => {
    const api = inspectorApi(listedId);
    const connected = await api.connect();
    expect(connected.status, JSON.stringify(connected.body)).toBe(200);
    expect(connected.body).toMatchObject({ transport: "streamable-http" });
    const listed = await api.rpc({ method: "tools/list" });
    const names = (listed.body.result as { tools: Array<{ name: string }> }).tools.map(
      (tool) => tool.name,
    );
    expect(names).toEqual(expect.arrayContaining(["get_forecast", "get_alerts"]));
    const called = await api.rpc({
      method: "tools/call",
      params: { name: "get_forecast", arguments: { latitude: 40.7128, longitude: -74.006 } },
    });
    expect(JSON.stringify(called.body.result)).toContain("Forecast for New York, NY");
  });

  it("needs the token", async () => {
    const refused = await call(
      postDemo,
      apiRequest("/api/servers/demo", { method: "POST", body: {}, token: null }),
      {},
    );
    expect(refused.status).toBe(401);
  });
});
