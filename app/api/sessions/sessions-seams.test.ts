import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as postSession } from "@/app/api/sessions/route";
import type { SessionView } from "@/lib/api/sessions";
import { type DialectId, dialectFor, type HostActionRequest, hostActionOf } from "@/lib/dialects";
import type { LoupeEvent, ParsedAction } from "@/lib/events/types";
import type { ServerConfig } from "@/lib/mcp/server-config";
import { getEventStore } from "@/lib/store";
import { apiRequest, call, TEST_TOKEN } from "@/test/support/api-client";
import { answerFor, nativeForecastName, readingOf } from "@/test/support/host-actions";
import { probeServerConfig } from "@/test/support/probe-server";
import {
  type ScriptedModelServer,
  startScriptedModelServer,
} from "@/test/support/scripted-model-server";
import {
  freePort,
  type RunningServerEverything,
  serverEverythingStdio,
  startServerEverything,
} from "@/test/support/server-everything";
import { decide, stepSession, viewSession } from "@/test/support/session-routes";

/** What a step's action asks the host to do, read by `dialect`; undefined without an action. */
function hostOf(dialect: DialectId, action: ParsedAction | undefined) {
  return action && hostActionOf({ dialect, action });
}

/** The tool call a native model makes to ask for `request`. */
function nativeCallFor(request: HostActionRequest): { name: string; arguments: string } {
  const call = answerFor("native", request).toolCalls[0];
  if (!call) throw new Error(`no call for ${request.kind}`);
  return { name: call.name, arguments: call.arguments };
}

/**
 * The seams through the public API: a session declares its dialect, servers and params; the loop
 * runs the weather task natively with the demo model, and reaches a real third-party server
 * (server-everything) over stdio, SSE and Streamable HTTP, with a scripted model asking for it.
 */

const weatherTask = "What's the weather in New York tomorrow? Write the result to result.md";
const probeServer: ServerConfig = probeServerConfig();
let dataDirectory = "";
let model: ScriptedModelServer;
const everything: RunningServerEverything[] = [];

function mcpToolAnswer(server: string, tool: string, args: Record<string, unknown>): string {
  const call = answerFor("xml", { kind: "mcp-tool", server, tool, arguments: args });
  return `<thinking>Calling ${tool}.</thinking>\n${call.content}`;
}

beforeAll(async () => {
  dataDirectory = mkdtempSync(path.join(tmpdir(), "loupe-seams-"));
  process.env.LOUPE_DATA_DIR = dataDirectory;
  process.env.LOUPE_TOKEN = TEST_TOKEN;
  process.env.LOUPE_DEMO_DELAY_MS = "0";
  model = await startScriptedModelServer([
    ({ messages }) => {
      const system = JSON.stringify(messages[0] ?? "");
      if (system.includes("## probe")) {
        const crashed = JSON.stringify(messages).includes("exited");
        return mcpToolAnswer("probe", crashed ? "environment" : "crash", {});
      }
      const server = /## (everything-\w+)/.exec(system)?.[1] ?? "everything";
      return mcpToolAnswer(server, "echo", { message: "hello from Loupe" });
    },
  ]);
  process.env.OPENAI_BASE_URL = model.baseUrl;
  process.env.OPENAI_MODEL = "scripted";
  everything.push(
    await startServerEverything("streamableHttp"),
    await startServerEverything("sse"),
  );
});

afterAll(async () => {
  await Promise.all(everything.map((server) => server.stop()));
  await model.close();
  rmSync(dataDirectory, { recursive: true, force: true });
});

async function createSession(body: Record<string, unknown>) {
  return call(postSession, apiRequest("/api/sessions", { method: "POST", body }), {});
}

function requestBodies(session: SessionView): Array<Record<string, unknown>> {
  return session.events
    .filter((event): event is LoupeEvent<"llm.request"> => event.kind === "llm.request")
    .map((event) => JSON.parse(event.data.body) as Record<string, unknown>);
}

describe("a native-dialect session", () => {
  it("runs the weather task to completion: tools in every request, tool messages back", async () => {
    const created = await createSession({ task: weatherTask, model: "demo", dialect: "native" });
    expect(created.status).toBe(201);
    const id = created.body.id as string;

    const first = await stepSession(id);
    expect(first.body.action).toMatchObject({
      toolCall: { name: nativeForecastName },
      valid: true,
    });
    expect(hostOf("native", first.body.action)).toMatchObject({
      kind: "mcp-tool",
      server: "weather",
      tool: "get_forecast",
    });
    const forecast = await decide(id, { decision: "execute" });
    expect(forecast.body.observation).toMatchObject({ source: "mcp", isError: false });
    expect(forecast.body.observation.text).toContain("24°C");

    const second = await stepSession(id);
    expect(second.body.action).toMatchObject({
      name: "write_to_file",
      params: { path: "result.md" },
    });
    await decide(id, { decision: "execute" });
    const third = await stepSession(id);
    expect(third.body.status).toBe("done");
    expect(hostOf("native", third.body.action)?.kind).toBe("finish");

    const session = (await viewSession(id)).body;
    expect(session.files.map((file) => file.path)).toEqual(["result.md"]);
    const bodies = requestBodies(session);
    expect(bodies).toHaveLength(3);
    for (const body of bodies) {
      const names = (body.tools as Array<{ function: { name: string } }>).map(
        (tool) => tool.function.name,
      );
      expect(names).toEqual(expect.arrayContaining([nativeForecastName, "write_to_file"]));
    }
    const secondMessages = bodies[1]?.messages as Array<Record<string, unknown>>;
    const assistant = secondMessages.at(-2);
    const toolMessage = secondMessages.at(-1);
    expect(assistant).toMatchObject({ role: "assistant", tool_calls: [{ type: "function" }] });
    const callId = (assistant?.tool_calls as Array<{ id: string }> | undefined)?.[0]?.id;
    expect(toolMessage).toMatchObject({ role: "tool", tool_call_id: callId });
    expect(toolMessage?.content).toContain("24°C");

    const responses = session.events.filter(
      (event): event is LoupeEvent<"llm.response"> => event.kind === "llm.response",
    );
    expect(responses[0]?.data.assembled).toMatchObject({
      toolCalls: [{ id: callId, name: nativeForecastName }],
      finishReason: "tool_calls",
    });
  });
});

describe("a native session on an Anthropic model", () => {
  it("sends tools with input_schema, and the result back as a tool_result block", async () => {
    const anthropic = await startScriptedModelServer([
      {
        text: "Fetching the forecast.",
        toolCall: {
          name: nativeForecastName,
          arguments: '{"latitude":40.7128,"longitude":-74.006}',
        },
      },
      { text: "", toolCall: nativeCallFor({ kind: "finish", result: "Sunny." }) },
    ]);
    process.env.ANTHROPIC_BASE_URL = anthropic.origin;
    process.env.ANTHROPIC_API_KEY = "sk-ant-never-shown";
    process.env.ANTHROPIC_MODEL = "scripted-claude";
    try {
      const created = await createSession({
        task: weatherTask,
        model: "anthropic:scripted-claude",
        dialect: "native",
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const id = created.body.id as string;
      const first = await stepSession(id);
      expect(first.body.action).toMatchObject({ toolCall: { id: "toolu_scripted" } });
      expect(hostOf("native", first.body.action)).toMatchObject({
        kind: "mcp-tool",
        server: "weather",
        tool: "get_forecast",
      });
      await decide(id, { decision: "execute" });
      expect((await stepSession(id)).body).toMatchObject({ status: "done" });

      const [firstBody, secondBody] = anthropic.requests;
      expect(firstBody?.system).toContain("calling the functions");
      expect(firstBody?.tools).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            name: nativeForecastName,
            input_schema: expect.objectContaining({ type: "object" }),
          }),
        ]),
      );
      const messages = secondBody?.messages as Array<{ role: string; content: unknown }>;
      expect(messages.at(-2)).toMatchObject({
        role: "assistant",
        content: expect.arrayContaining([
          expect.objectContaining({ type: "tool_use", id: "toolu_scripted" }),
        ]),
      });
      expect(messages.at(-1)).toMatchObject({
        role: "user",
        content: [expect.objectContaining({ type: "tool_result", tool_use_id: "toolu_scripted" })],
      });
      const session = (await viewSession(id)).body;
      expect(JSON.stringify(session)).not.toContain("sk-ant-never-shown");
      const response = session.events.find((event) => event.kind === "llm.response");
      expect(response?.data).toMatchObject({
        assembled: { finishReason: "tool_use", usage: { input: 12, output: 20 } },
      });
    } finally {
      delete process.env.ANTHROPIC_BASE_URL;
      delete process.env.ANTHROPIC_API_KEY;
      delete process.env.ANTHROPIC_MODEL;
      await anthropic.close();
    }
  });
});

describe("a session's declared configuration", () => {
  it("records servers (secrets redacted), params and host behaviour, and sends the params", async () => {
    const created = await createSession({
      task: "Say hello",
      model: "demo",
      dialect: "xml",
      servers: [{ ...probeServer, env: { PROBE_TOKEN: "s3cret-value" } }],
      params: { temperature: 0.3, max_tokens: 300, seed: 7 },
      stopAtFirstAction: true,
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    await stepSession(id);
    const session = (await viewSession(id)).body;
    expect(session.servers).toEqual([{ ...probeServer, env: { PROBE_TOKEN: "[redacted]" } }]);
    expect(JSON.stringify(session.events)).not.toContain("s3cret-value");
    expect(session.systemPrompt).toContain("## probe (stdio:");
    expect(session.stopAtFirstAction).toBe(true);
    const [body] = requestBodies(session);
    expect(body).toMatchObject({ temperature: 0.3, max_tokens: 300, seed: 7 });
    const response = session.events.find((event) => event.kind === "llm.response");
    expect(response?.data).toMatchObject({ assembled: { finishReason: "stopped-by-host" } });
  });

  it("records the initialize handshake of each server in the new session's log", async () => {
    const id = (await createSession({ task: weatherTask, model: "demo", dialect: "xml" })).body
      .id as string;
    const session = (await viewSession(id)).body;
    expect(session.events[0]?.kind).toBe("session.created");
    const initialize = session.events.find(
      (event) =>
        event.kind === "rpc" && (event.data.message as { method?: string }).method === "initialize",
    );
    expect(initialize?.data).toMatchObject({ serverId: "weather", direction: "out" });
  });

  it("refuses unknown dialects, bad server configs and reserved params with a located 400", async () => {
    for (const [body, where] of [
      [{ task: "t", model: "demo", dialect: "yaml" }, "dialect"],
      [{ task: "t", model: "demo", servers: [{ name: "a", transport: "stdio" }] }, "servers.0"],
      [
        {
          task: "t",
          model: "demo",
          servers: [
            { name: "a", transport: "demo" },
            { name: "a", transport: "demo" },
          ],
        },
        "servers",
      ],
      [{ task: "t", model: "demo", params: { messages: [] } }, "params"],
    ] as const) {
      const answer = await createSession(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error?.message).toContain(where);
    }
  });
});

describe("server-everything as a session's server", () => {
  const transports = [
    ["stdio", () => ({ ...serverEverythingStdio(), transport: "stdio" as const })],
    ["sse", () => ({ transport: "sse" as const, url: everything[1]?.url ?? "" })],
    [
      "streamable-http",
      () => ({ transport: "streamable-http" as const, url: everything[0]?.url ?? "" }),
    ],
  ] as const;

  for (const [label, config] of transports) {
    it(`lists its tools in the default prompt and executes echo over ${label}`, async () => {
      const name = `everything-${label.replace("-", "")}`;
      const created = await createSession({
        task: "Echo a greeting",
        model: "openai:scripted",
        dialect: "xml",
        servers: [{ name, ...config() }],
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const id = created.body.id as string;
      const session = (await viewSession(id)).body;
      expect(session.systemPrompt).toContain(`## ${name} (`);
      expect(session.systemPrompt).toContain("- echo:");

      const stepped = await stepSession(id);
      expect(hostOf("xml", stepped.body.action)).toMatchObject({
        kind: "mcp-tool",
        server: name,
        tool: "echo",
      });
      const echoed = await decide(id, { decision: "execute" });
      expect(echoed.body.observation).toMatchObject({ source: "mcp", isError: false });
      const echoRequest = { kind: "mcp-tool", server: name, tool: "echo", arguments: {} } as const;
      const echoResult = {
        kind: "result",
        text: "Echo: hello from Loupe",
        isError: false,
      } as const;
      expect(echoed.body.observation.text).toBe(
        dialectFor("xml").observe(readingOf("xml", echoRequest), echoResult).content,
      );
    });
  }

  it("fails the create with 502 mcp:connect_failed naming a refused server, creating nothing", async () => {
    const before = getEventStore().listSessions(1000).length;
    const url = `http://127.0.0.1:${await freePort()}/mcp`;
    const answer = await createSession({
      task: "t",
      model: "demo",
      servers: [
        { name: "weather", transport: "demo" },
        { name: "gone", transport: "streamable-http", url },
      ],
    });
    expect(answer.status).toBe(502);
    expect(answer.body.error?.code).toBe("mcp:connect_failed");
    expect(answer.body.error?.message).toContain("gone");
    expect(answer.body.error?.message).toContain(url);
    expect(getEventStore().listSessions(1000).length).toBe(before);
  });

  it("says clearly when a stdio server exits mid-session, and the session steps on", async () => {
    const id = (
      await createSession({
        task: "Probe the server",
        model: "openai:scripted",
        dialect: "xml",
        servers: [probeServer],
      })
    ).body.id as string;
    expect((await stepSession(id)).body.action?.params.tool_name).toBe("crash");
    const crashed = await decide(id, { decision: "execute" });
    expect(crashed.body.observation.isError).toBe(true);
    expect(crashed.body.observation.text).toMatch(/exited \(code 3\)/);

    const next = await stepSession(id);
    expect(next.body).toMatchObject({ status: "awaiting-decision" });
    expect(next.body.action?.params.tool_name).toBe("environment");
    const restarted = await decide(id, { decision: "execute" });
    expect(restarted.body.observation.isError).toBe(false);
    expect(restarted.body.observation.text).toContain('"pid"');
    const session = (await viewSession(id)).body;
    expect(session.events.some((event) => event.kind === "mcp.exit")).toBe(true);
    expect(session.events.some((event) => event.kind === "mcp.stderr")).toBe(true);
  });
});
