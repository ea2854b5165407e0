import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as postDecision } from "@/app/api/sessions/[id]/decision/route";
import { GET as getSession } from "@/app/api/sessions/[id]/route";
import { POST as postStep } from "@/app/api/sessions/[id]/step/route";
import { POST as postSession } from "@/app/api/sessions/route";
import { MAX_SESSION_TOOLS, MAX_TOOL_DESCRIPTION_CHARS } from "@/app/api/sessions/tools-schema";
import type { SessionView } from "@/lib/api/sessions";
import { CAPTURED_TOOLS_SERVER, hostActionOf } from "@/lib/dialects";
import type { LoupeEvent, ParsedAction } from "@/lib/events/types";
import type { ModelTool } from "@/lib/llm/model-request";
import { type ApiBody, apiRequest, call } from "@/test/support/api-client";
import { enterTemporaryDataDirectory } from "@/test/support/inspector-api";
import {
  type ScriptedModelServer,
  startScriptedModelServer,
} from "@/test/support/scripted-model-server";

/**
 * A session's captured tools (`tools` on `POST /api/sessions`): offered to the model beside the
 * servers' tools, and run by no server, so a decision mocks or skips their calls.
 */

const runCommands: ModelTool = {
  name: "run_commands",
  description: "Run shell commands in the agent's workspace",
  parameters: { type: "object", properties: { commands: { type: "array" } } },
};
const fetchWeb: ModelTool = { name: "fetch_web_content", parameters: { type: "object" } };

let model: ScriptedModelServer;
let leaveDataDirectory = () => {};

beforeAll(async () => {
  leaveDataDirectory = enterTemporaryDataDirectory("loupe-session-tools-");
  process.env.LOUPE_DEMO_DELAY_MS = "0";
  model = await startScriptedModelServer([
    { text: "Listing.", toolCall: { name: "run_commands", arguments: '{"commands":["ls"]}' } },
    "All done.",
  ]);
  process.env.OPENAI_BASE_URL = model.baseUrl;
  process.env.OPENAI_MODEL = "scripted";
});

afterAll(async () => {
  await model?.close();
  leaveDataDirectory();
});

function createSession(body: Record<string, unknown>) {
  return call(postSession, apiRequest("/api/sessions", { method: "POST", body }), {});
}

async function created(body: Record<string, unknown>): Promise<string> {
  const answer = await createSession(body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.id as string;
}

function step(id: string) {
  return call<{ id: string }, ApiBody & { status: string; action?: ParsedAction }>(
    postStep,
    apiRequest(`/api/sessions/${id}/step`, { method: "POST" }),
    { id },
  );
}

function decide(id: string, body: unknown) {
  return call<{ id: string }, ApiBody & { observation: { source: string; text: string } }>(
    postDecision,
    apiRequest(`/api/sessions/${id}/decision`, { method: "POST", body }),
    { id },
  );
}

async function view(id: string): Promise<SessionView> {
  return (
    await call<{ id: string }, SessionView>(getSession, apiRequest(`/api/sessions/${id}`), { id })
  ).body;
}

function sentBodies(session: SessionView): Array<Record<string, unknown>> {
  return session.events
    .filter((event): event is LoupeEvent<"llm.request"> => event.kind === "llm.request")
    .map((event) => JSON.parse(event.data.body) as Record<string, unknown>);
}

function functionNames(body: Record<string, unknown> | undefined): string[] {
  return ((body?.tools ?? []) as Array<{ function: { name: string } }>).map(
    (tool) => tool.function.name,
  );
}

describe("POST /api/sessions with tools", () => {
  it("records the tools in session.created and offers them first to a native model", async () => {
    const id = await created({
      task: "List the files",
      model: "demo",
      dialect: "native",
      servers: [],
      tools: [runCommands, fetchWeb],
    });
    const before = await view(id);
    expect(before.tools).toEqual([runCommands, { ...fetchWeb }]);
    const createdEvent = before.events.find((event) => event.kind === "session.created");
    expect(createdEvent?.kind === "session.created" && createdEvent.data.tools).toEqual([
      runCommands,
      fetchWeb,
    ]);
    expect(before.systemPrompt).toContain("run_commands, fetch_web_content");

    expect((await step(id)).status).toBe(200);
    const [body] = sentBodies(await view(id));
    const names = functionNames(body);
    expect(names.slice(0, 2)).toEqual(["run_commands", "fetch_web_content"]);
    expect(names).toContain("write_to_file");
    expect((body?.tools as unknown[] | undefined)?.[0]).toEqual({
      type: "function",
      function: runCommands,
    });
  });

  it("lists them in an XML session's default prompt as the tools of the captured server", async () => {
    const id = await created({
      task: "List the files",
      model: "demo",
      dialect: "xml",
      servers: [],
      tools: [runCommands],
    });
    const session = await view(id);
    expect(session.systemPrompt).toContain(`## ${CAPTURED_TOOLS_SERVER} (`);
    expect(session.systemPrompt).toContain("run_commands");

    const given = await created({
      task: "List the files",
      model: "demo",
      dialect: "xml",
      servers: [],
      systemPrompt: "The agent's own prompt.",
      tools: [runCommands],
    });
    expect((await view(given)).systemPrompt).toBe("The agent's own prompt.");
  });

  it("refuses tools with bad names, twice the same name, too many or too large ones", async () => {
    const base = { task: "t", model: "demo", servers: [] };
    const cases: Array<[unknown, string]> = [
      [[{ name: "has space" }], "tools.0.name"],
      [[{ name: "" }], "tools.0.name"],
      [[{ name: "x".repeat(129) }], "tools.0.name"],
      [[runCommands, runCommands], 'two tools are named "run_commands"'],
      [
        Array.from({ length: MAX_SESSION_TOOLS + 1 }, (_, index) => ({ name: `tool_${index}` })),
        `more than ${MAX_SESSION_TOOLS} tools`,
      ],
      [
        [{ name: "long", description: "d".repeat(MAX_TOOL_DESCRIPTION_CHARS + 1) }],
        "tools.0.description",
      ],
      [[{ name: "a", parameters: "object" }], "tools.0.parameters"],
      [[{ name: "a", extra: true }], "tools.0"],
    ];
    for (const [tools, where] of cases) {
      const answer = await createSession({ ...base, tools });
      expect(answer.status, where).toBe(400);
      expect(answer.body.error?.code).toBe("request:invalid");
      expect(answer.body.error?.message).toContain(where);
    }
    const named = await createSession({
      ...base,
      servers: [
        {
          name: CAPTURED_TOOLS_SERVER,
          transport: "streamable-http",
          url: "http://127.0.0.1:9/mcp",
        },
      ],
      tools: [runCommands],
    });
    expect(named.status).toBe(400);
    expect(named.body.error?.message).toContain(`a server named "${CAPTURED_TOOLS_SERVER}"`);
  });
});

describe("a decision on a captured tool's call", () => {
  it("refuses Execute with action:no_server, leaves the action pending, and takes a Mock", async () => {
    const id = await created({
      task: "List the files",
      model: "openai:scripted",
      dialect: "native",
      servers: [],
      tools: [runCommands],
    });
    const first = await step(id);
    expect(first.body.status).toBe("awaiting-decision");
    const action = first.body.action;
    if (!action) throw new Error("the model's call was read as no action");
    expect(hostActionOf({ dialect: "native", action })).toMatchObject({
      kind: "mcp-tool",
      server: CAPTURED_TOOLS_SERVER,
      tool: "run_commands",
      source: { name: "run_commands" },
    });

    for (const decision of [
      { decision: "execute" },
      { decision: "edit", params: { arguments: '{"commands":["pwd"]}' } },
    ]) {
      const refused = await decide(id, decision);
      expect(refused.status).toBe(409);
      expect(refused.body.error?.code).toBe("action:no_server");
      expect(refused.body.error?.message).toContain(
        '"run_commands" is a tool of the captured request',
      );
    }
    const waiting = await view(id);
    expect(waiting.status).toBe("awaiting-decision");
    expect(waiting.events.some((event) => event.kind === "decision")).toBe(false);

    const mocked = await decide(id, { decision: "mock", observation: "README.md\nsrc" });
    expect(mocked.status).toBe(200);
    expect(mocked.body.observation).toMatchObject({ source: "mock", text: "README.md\nsrc" });
    const second = await step(id);
    expect(second.status).toBe(200);
    const bodies = sentBodies(await view(id));
    expect(bodies).toHaveLength(2);
    expect(
      (bodies[1]?.messages as Array<Record<string, unknown>> | undefined)?.at(-1),
    ).toMatchObject({
      role: "tool",
      content: "README.md\nsrc",
    });
  });

  it("takes a Skip on a captured tool's call", async () => {
    const id = await created({
      task: "List the files",
      model: "openai:scripted",
      dialect: "native",
      servers: [],
      tools: [runCommands],
    });
    // The scripted model answers the first request of the run with the call again.
    model.requests.length = 0;
    expect((await step(id)).body.status).toBe("awaiting-decision");
    const skipped = await decide(id, { decision: "skip" });
    expect(skipped.status).toBe(200);
    expect(skipped.body.observation.source).toBe("host");
  });
});
