import { describe, expect, it } from "vitest";
import { foldSessionState } from "@/lib/events/session-state";
import type { LoupeEvent, NewEvent, ParsedAction } from "@/lib/events/types";
import { readingOf } from "@/test/support/host-actions";

function log(...events: NewEvent[]): LoupeEvent[] {
  return events.map(
    (event, index) => ({ sessionId: "s", seq: index + 1, at: index, ...event }) as LoupeEvent,
  );
}

const createdData = {
  task: "Weather?",
  model: "demo",
  dialect: "xml",
  systemPrompt: "SYSTEM",
} as const;

const created: NewEvent = { kind: "session.created", data: createdData };

const forecast: ParsedAction = {
  ...readingOf("xml", { kind: "mcp-tool", server: "weather", tool: "get_forecast", arguments: {} }),
  span: { start: 4, end: 10 },
};

describe("foldSessionState", () => {
  it("starts with the system prompt and the task wrapped in <task>", () => {
    const state = foldSessionState(log(created));
    expect(state.status).toBe("ready");
    expect(state.messages).toEqual([
      { role: "system", content: "SYSTEM" },
      { role: "user", content: "<task>\nWeather?\n</task>" },
    ]);
  });

  it("starts from a given history instead of the task, and edits address its messages", () => {
    const history = [
      { role: "user" as const, content: "Weather?" },
      { role: "assistant" as const, content: "Which city?" },
      { role: "user" as const, content: "Paris" },
    ];
    const state = foldSessionState(
      log(
        { kind: "session.created", data: { ...createdData, history } },
        { kind: "message.edit", data: { target: 3, before: "Paris", after: "Lyon" } },
      ),
    );
    expect(state.task).toBe("Weather?");
    expect(state.messages).toEqual([
      { role: "system", content: "SYSTEM" },
      history[0],
      history[1],
      { role: "user", content: "Lyon" },
    ]);
    expect(history[2]?.content).toBe("Paris");
  });

  it("keeps the answer up to the end of its action and waits for a decision", () => {
    const state = foldSessionState(
      log(
        created,
        { kind: "turn.start", data: { turn: 1 } },
        {
          kind: "llm.response",
          data: {
            turn: 1,
            status: 200,
            headers: {},
            timings: { endMs: 1 },
            assembled: { content: "abcd<act>trailing", reasoning: "", toolCalls: [] },
          },
        },
        { kind: "action", data: { turn: 1, dialect: "xml", action: forecast } },
        { kind: "turn.end", data: { turn: 1, status: "awaiting-decision" } },
      ),
    );
    expect(state.status).toBe("awaiting-decision");
    expect(state.turn).toBe(1);
    expect(state.pendingAction).toEqual(forecast);
    expect(state.messages.at(-1)).toEqual({ role: "assistant", content: "abcd<act>t" });
  });

  it("appends the observation as the next user message and is ready again", () => {
    const state = foldSessionState(
      log(
        created,
        { kind: "turn.start", data: { turn: 1 } },
        { kind: "action", data: { turn: 1, dialect: "xml", action: forecast } },
        { kind: "turn.end", data: { turn: 1, status: "awaiting-decision" } },
        { kind: "observation", data: { turn: 1, source: "mcp", text: "sunny" } },
      ),
    );
    expect(state.status).toBe("ready");
    expect(state.pendingAction).toBeUndefined();
    expect(state.messages.at(-1)).toEqual({ role: "user", content: "sunny" });
  });

  it("never puts a failed answer into the history, and remembers the error", () => {
    const state = foldSessionState(
      log(
        created,
        { kind: "turn.start", data: { turn: 1 } },
        {
          kind: "llm.response",
          data: {
            turn: 1,
            status: 500,
            headers: {},
            timings: { endMs: 1 },
            assembled: {
              content: "half an ans",
              reasoning: "",
              toolCalls: [],
              error: { code: "model:stream_failed", message: "boom" },
            },
          },
        },
        { kind: "turn.end", data: { turn: 1, status: "error" } },
      ),
    );
    expect(state.status).toBe("error");
    expect(state.messages).toHaveLength(2);
    expect(state.lastError).toEqual({ code: "model:stream_failed", message: "boom" });
  });

  it("applies edits to the system prompt and to any message", () => {
    const state = foldSessionState(
      log(
        created,
        { kind: "message.edit", data: { target: "system", before: "SYSTEM", after: "EDITED" } },
        { kind: "message.edit", data: { target: 1, before: "", after: "<task>\nOther\n</task>" } },
      ),
    );
    expect(state.systemPrompt).toBe("EDITED");
    expect(state.messages.map((message) => message.content)).toEqual([
      "EDITED",
      "<task>\nOther\n</task>",
    ]);
  });

  it("collects the workspace files, the latest write winning", () => {
    const state = foldSessionState(
      log(
        created,
        { kind: "workspace.write", data: { turn: 1, path: "result.md", content: "one" } },
        { kind: "workspace.write", data: { turn: 2, path: "result.md", content: "two" } },
      ),
    );
    expect(state.files).toEqual([{ path: "result.md", content: "two" }]);
  });

  it("reports a turn cut by a crash as interrupted, not as an error", () => {
    const state = foldSessionState(
      log(
        created,
        { kind: "turn.start", data: { turn: 1 } },
        { kind: "turn.end", data: { turn: 1, status: "interrupted" } },
      ),
    );
    expect(state.status).toBe("interrupted");
    expect(state.lastError?.code).toBe("session:interrupted");
  });

  it("stays interrupted only until the next step starts", () => {
    const state = foldSessionState(
      log(
        created,
        { kind: "turn.start", data: { turn: 1 } },
        { kind: "turn.end", data: { turn: 1, status: "interrupted" } },
        { kind: "turn.start", data: { turn: 2 } },
      ),
    );
    expect(state.status).toBe("running");
    expect(state.lastError).toBeUndefined();
  });

  it("is done with the completion's result", () => {
    const completion = readingOf("xml", { kind: "finish", result: "Sunny." });
    const state = foldSessionState(
      log(
        created,
        { kind: "turn.start", data: { turn: 1 } },
        { kind: "action", data: { turn: 1, dialect: "xml", action: completion } },
        { kind: "turn.end", data: { turn: 1, status: "done" } },
      ),
    );
    expect(state.status).toBe("done");
    expect(state.result).toBe("Sunny.");
  });
});

describe("foldSessionState after a crash", () => {
  it("drops the half answer of a turn that never ended when the next turn starts", () => {
    const state = foldSessionState(
      log(
        created,
        { kind: "turn.start", data: { turn: 1 } },
        {
          kind: "llm.response",
          data: {
            turn: 1,
            status: 200,
            headers: {},
            timings: { endMs: 1 },
            assembled: { content: "half", reasoning: "", toolCalls: [] },
          },
        },
        { kind: "turn.start", data: { turn: 2 } },
      ),
    );
    expect(state.messages.map((message) => message.role)).toEqual(["system", "user"]);
    expect(state.turn).toBe(2);
  });

  it("ignores an interrupted mark for an older turn that arrives after newer turns", () => {
    const state = foldSessionState(
      log(
        created,
        { kind: "turn.start", data: { turn: 1 } },
        { kind: "turn.start", data: { turn: 2 } },
        { kind: "action", data: { turn: 2, dialect: "xml", action: forecast } },
        { kind: "turn.end", data: { turn: 2, status: "awaiting-decision" } },
        { kind: "turn.end", data: { turn: 1, status: "interrupted" } },
      ),
    );
    expect(state.status).toBe("awaiting-decision");
    expect(state.pendingAction).toEqual(forecast);
  });
});
