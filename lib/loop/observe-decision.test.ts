import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseXmlAnswer } from "@/lib/dialects/xml";
import type { ParsedAction } from "@/lib/events/types";
import { observeDecision } from "@/lib/loop/observe-decision";
import type { SessionState } from "@/lib/loop/session-state";
import { openDatabase } from "@/lib/store/database";
import { EventStore } from "@/lib/store/event-store";

const fixtures = path.resolve(process.cwd(), "test/fixtures/xml-turns");

function actionFrom(file: string): ParsedAction {
  const [action] = parseXmlAnswer(readFileSync(path.join(fixtures, file), "utf8")).actions;
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
    pendingAction: action,
    messages: [],
    files: [],
  };
}

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
    );
    expect(observation.text).toContain(
      "[ERROR] Invalid JSON argument used with use_mcp_tool for get_forecast",
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
    );
    expect(observation.text).toContain("<answer>\nNew York, tomorrow\n</answer>");
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
    const observation = await observeDecision(store, sessionId, pendingState(command), {
      decision: "execute",
    });
    expect(observation).toMatchObject({ source: "host", isError: true });
    expect(observation.text).toContain("never runs commands");
  });

  it("reminds the model to use a tool when its answer held none", async () => {
    const observation = await observeDecision(store, sessionId, pendingState(null), {
      decision: "execute",
    });
    expect(observation.text).toContain("You did not use a tool");
  });
});
