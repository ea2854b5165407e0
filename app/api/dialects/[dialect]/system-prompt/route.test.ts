import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET, POST } from "@/app/api/dialects/[dialect]/system-prompt/route";
import { GET as getSession } from "@/app/api/sessions/[id]/route";
import { POST as postSession } from "@/app/api/sessions/route";
import { CAPTURED_TOOLS_SERVER } from "@/lib/dialects";
import { apiRequest, call, TEST_TOKEN } from "@/test/support/api-client";
import { serverEverythingStdio } from "@/test/support/server-everything";

/**
 * The default prompt for chosen servers, before any session exists: the one `POST /api/sessions`
 * would render for them, so the playground can show it from the start.
 */

const everything = { name: "everything", transport: "stdio", ...serverEverythingStdio() };
let dataDirectory = "";

beforeAll(() => {
  dataDirectory = mkdtempSync(path.join(tmpdir(), "loupe-default-prompt-"));
  process.env.LOUPE_DATA_DIR = dataDirectory;
  process.env.LOUPE_TOKEN = TEST_TOKEN;
});

afterAll(() => {
  rmSync(dataDirectory, { recursive: true, force: true });
});

function render(dialect: string, body: unknown, token: string | null = TEST_TOKEN) {
  const url = `/api/dialects/${dialect}/system-prompt`;
  return call<{ dialect: string }, { systemPrompt: string }>(
    POST,
    apiRequest(url, { method: "POST", body, token }),
    { dialect },
  );
}

async function sessionPrompt(
  body: Record<string, unknown>,
): Promise<{ id: string; prompt: string }> {
  const created = await call(
    postSession,
    apiRequest("/api/sessions", { method: "POST", body }),
    {},
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.id as string;
  const view = await call<{ id: string }, { systemPrompt: string }>(
    getSession,
    apiRequest(`/api/sessions/${id}?events=none`),
    { id },
  );
  return { id, prompt: view.body.systemPrompt };
}

describe("POST /api/dialects/:dialect/system-prompt", () => {
  it("renders the prompt a session with these servers gets, from their real tools", async () => {
    const rendered = await render("xml", { servers: [everything] });
    expect(rendered.status, JSON.stringify(rendered.body)).toBe(200);
    const prompt = rendered.body.systemPrompt;
    expect(prompt).toContain("## everything (stdio: ");
    expect(prompt).toContain("<server_name>everything</server_name>\n<tool_name>echo</tool_name>");
    expect(prompt).not.toContain("get_forecast");
    const created = await sessionPrompt({
      task: "t",
      model: "demo",
      dialect: "xml",
      servers: [everything],
    });
    expect(created.prompt).toBe(prompt);
  });

  it("renders the demo server's prompt as GET does, and none at all for no servers", async () => {
    const fromGet = await call<{ dialect: string }, { systemPrompt: string }>(
      GET,
      apiRequest("/api/dialects/native/system-prompt", { token: null }),
      { dialect: "native" },
    );
    const demo = await render("native", { servers: [{ name: "weather", transport: "demo" }] });
    expect(demo.body.systemPrompt).toBe(fromGet.body.systemPrompt);
    const none = await render("xml", { servers: [] });
    expect(none.body.systemPrompt).toContain("(No MCP servers currently connected)");
    expect(none.body.systemPrompt).toContain("<server_name>server name</server_name>");
  });

  it("answers the catalogue the prompt was rendered from, which fills the editor's placeholders", async () => {
    const rendered = await render("json", { servers: [everything] });
    const { catalog } = rendered.body as unknown as {
      catalog: Array<{ name: string; tools: Array<{ name: string }> }>;
    };
    expect(catalog.map((server) => server.name)).toEqual(["everything"]);
    expect(catalog[0]?.tools.map((tool) => tool.name)).toContain("echo");
    const fromGet = await call<{ dialect: string }, { catalog: Array<{ name: string }> }>(
      GET,
      apiRequest("/api/dialects/xml/system-prompt", { token: null }),
      { dialect: "xml" },
    );
    expect(fromGet.body.catalog.map((server) => server.name)).toEqual(["weather"]);
  });

  it("gives the demo server's worked XML example a place it knows (New York)", async () => {
    const demo = await render("xml", { servers: [{ name: "weather", transport: "demo" }] });
    expect(demo.body.systemPrompt).toContain(
      '<tool_name>get_forecast</tool_name>\n<arguments>\n{\n  "latitude": 40.7128,\n  "longitude": -74.006\n}',
    );
  });

  it("renders a session's default from the tools it recorded, in the dialect asked", async () => {
    const created = await sessionPrompt({ task: "t", model: "demo", dialect: "native" });
    const rendered = await render("native", { session: created.id });
    expect(rendered.body.systemPrompt).toBe(created.prompt);
    const asXml = await render("xml", { session: created.id });
    expect(asXml.body.systemPrompt).toContain("<server_name>weather</server_name>");
  });

  it("lists a session's captured tools as createSession does, in the dialect asked", async () => {
    const tools = [{ name: "run_commands", parameters: { type: "object" } }];
    const created = await sessionPrompt({
      task: "t",
      model: "demo",
      dialect: "xml",
      servers: [],
      tools,
    });
    const rendered = await render("xml", { session: created.id });
    expect(rendered.body.systemPrompt).toBe(created.prompt);
    expect(rendered.body.systemPrompt).toContain(`## ${CAPTURED_TOOLS_SERVER} (`);
    const withServers = await render("native", { session: created.id, servers: [] });
    expect(withServers.body.systemPrompt).toContain(
      "Functions of a captured request: run_commands.",
    );
  });

  it("refuses a body with neither, an unknown session, and a request without the token", async () => {
    const empty = await render("xml", {});
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ error: { code: "request:invalid" } });
    const unknown = await render("xml", { session: "no-such-session" });
    expect(unknown.status).toBe(404);
    expect((await render("xml", { servers: [] }, null)).status).toBe(401);
    expect((await render("klingon", { servers: [] })).status).toBe(400);
  });
});
