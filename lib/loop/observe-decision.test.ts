import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dialectFor } from "@/lib/dialects";
import type { SessionState } from "@/lib/events/session-state";
import type { ParsedAction } from "@/lib/events/types";
import type { ActionMcpClient } from "@/lib/loop/execute-action";
import { observeDecision } from "@/lib/loop/observe-decision";
import { openDatabase } from "@/lib/store/database";
import { EventStore } from "@/lib/store/event-store";
import { readingOf } from "@/test/support/host-actions";

const fixtures = path.resolve(process.cwd(), "test/fixtures/xml-turns");

function actionFrom(file: string): ParsedAction {
  const content = readFileSync(path.join(fixtures, file), "utf8");
  const [action] = dialectFor("xml").readAll({ content, toolCalls: [] });
  if (!action) throw new Error(`${file} holds an action`);
  return action;
}

function pendingState(action: ParsedAction | null): SessionState {
  return {
    task: "t",
    model: "demo",
    dialect: "xml",
    systemPrompt: "S",
    status: "awaiting-decision",
    turn: 1,
    servers: [],
    catalog: [],
    tools: [],
    stopAtFirstAction: false,
    pendingAction: action,
    messages: [],
    files: [],
    autoApprove: [],
    promptVersions: [],
  };
}

/** Servers that answer every tool call with the same text, and record what was called. */
function fakeServers(text = "Sunny, 24°C") {
  const calls: Array<{ serverName: string; toolName: string; args: Record<string, unknown> }> = [];
  const client: ActionMcpClient = {
    async callTool(serverName, toolName, args) {
      calls.push({ serverName, toolName, args });
      return { text, isError: false };
    },
    async readResource() {
      return { text };
    },
  };
  return { client, calls };
}

const noServers = fakeServers().client;

const store = new EventStore(openDatabase(":memory:"));
const sessionId = store.createSession({ task: "t", model: "demo", dialect: "xml" }).id;

describe("observeDecision", () => {
  it("tells the model a truncated action is incomplete, not that its JSON is bad", async () => {
    const observation = await observeDecision(
      store,
      sessionId,
      pendingState(actionFrom("truncated.txt")),
      {
        decision: "execute",
      },
      noServers,
    );
    expect(observation.isError).toBe(true);
    expect(observation.text).toContain("cannot run");
    expect(observation.text).toContain("<tool_name>");
    expect(observation.text).not.toContain("Invalid JSON");
  });

  it("tells the model its malformed arguments are invalid JSON", async () => {
    const observation = await observeDecision(
      store,
      sessionId,
      pendingState(actionFrom("sloppy-bad-json.txt")),
      {
        decision: "execute",
      },
      noServers,
    );
    expect(observation.text).toMatch(
      /<error>\nInvalid JSON argument used with \S+ for get_forecast/,
    );
  });

  it("writes a file into the workspace, never to disk, and records it", async () => {
    const observation = await observeDecision(
      store,
      sessionId,
      pendingState(actionFrom("weather-2-write.txt")),
      {
        decision: "execute",
      },
      noServers,
    );
    expect(observation).toEqual({
      source: "builtin",
      text: "[write_to_file for 'result.md'] Result:\nThe content was successfully saved to result.md.",
      isError: false,
    });
    const writes = store.events(sessionId).filter((event) => event.kind === "workspace.write");
    expect(writes.at(-1)?.data).toMatchObject({ path: "result.md", turn: 1 });
  });

  it("answers a follow-up question with the person's text", async () => {
    const observation = await observeDecision(
      store,
      sessionId,
      pendingState(actionFrom("followup-question.txt")),
      {
        decision: "mock",
        observation: "New York, tomorrow",
      },
      noServers,
    );
    expect(observation.text).toContain("<answer>\nNew York, tomorrow\n</answer>");
  });

  it("sends a typed reply to a plan back as the person's, not as a mocked result", async () => {
    const observation = await observeDecision(
      store,
      sessionId,
      pendingState(actionFrom("plan-mode-respond.txt")),
      { decision: "mock", observation: "Go ahead." },
      noServers,
    );
    expect(observation).toMatchObject({ source: "user" });
    expect(observation.text).toContain("<user_message>\nGo ahead.\n</user_message>");
  });

  it("never runs a command: execute_command can only be mocked", async () => {
    const command: ParsedAction = {
      name: "execute_command",
      params: { command: "rm -rf /", requires_approval: "true" },
      span: { start: 0, end: 10 },
      valid: true,
      partial: false,
      errors: [],
    };
    const observation = await observeDecision(
      store,
      sessionId,
      pendingState(command),
      { decision: "execute" },
      noServers,
    );
    expect(observation).toMatchObject({ source: "host", isError: true });
    expect(observation.text).toContain("never runs commands");
  });

  it("reminds the model to use a tool when its answer held none", async () => {
    const observation = await observeDecision(
      store,
      sessionId,
      pendingState(null),
      { decision: "execute" },
      noServers,
    );
    expect(observation.text).toContain("You did not use a tool");
  });

  it("answers a native tool call with a tool message carrying its id", async () => {
    const servers = fakeServers();
    const action = readingOf(
      "native",
      { kind: "mcp-tool", server: "weather", tool: "get_forecast", arguments: { latitude: 1 } },
      "call_7",
    );
    const state = { ...pendingState(action), dialect: "native" as const };
    const observation = await observeDecision(
      store,
      sessionId,
      state,
      { decision: "execute" },
      servers.client,
    );
    expect(servers.calls).toEqual([
      { serverName: "weather", toolName: "get_forecast", args: { latitude: 1 } },
    ]);
    expect(observation).toEqual({
      source: "mcp",
      text: "Sunny, 24°C",
      isError: false,
      toolCallId: "call_7",
    });
    const skipped = await observeDecision(store, sessionId, state, { decision: "skip" }, noServers);
    expect(skipped).toMatchObject({
      toolCallId: "call_7",
      text: "The user denied this operation.",
    });
  });

  it("executes edited parameters instead of the parsed ones", async () => {
    const servers = fakeServers();
    await observeDecision(
      store,
      sessionId,
      pendingState(actionFrom("weather-1-forecast.txt")),
      { decision: "edit", params: { arguments: '{"latitude": 51.5, "longitude": -0.12}' } },
      servers.client,
    );
    expect(servers.calls[0]?.args).toEqual({ latitude: 51.5, longitude: -0.12 });
  });
});
