import { describe, expect, it } from "vitest";
import { answerFor, forecastRequest, readingOf } from "@/test/support/host-actions";
import { eventBuilder } from "@/test/support/session-events";
import { deriveTimeline } from "./session-timeline";

const result = "Tomorrow in New York: sunny, 24°C. Saved to result.md.";
const completion = readingOf("xml", { kind: "finish", result });
const forecast = readingOf("xml", forecastRequest);
const forecastText = answerFor("xml", forecastRequest).content;
const completionText = answerFor("xml", { kind: "finish", result }).content;

function weatherSession() {
  const event = eventBuilder();
  return [
    event("session.created", {
      task: "Weather in New York tomorrow?",
      model: "demo",
      dialect: "xml",
      systemPrompt: "...",
    }),
    event("turn.start", { turn: 1 }),
    event("llm.request", {
      turn: 1,
      provider: "demo",
      url: "u",
      method: "POST",
      headers: {},
      body: "{}",
    }),
    event("llm.delta", {
      turn: 1,
      channel: "content",
      text: forecastText.slice(0, 14),
      contentOffset: 0,
      sseSeq: 3,
    }),
    event("llm.response", {
      turn: 1,
      status: 200,
      headers: {},
      timings: { endMs: 10 },
      assembled: { content: forecastText, reasoning: "", toolCalls: [] },
    }),
    event("action", {
      turn: 1,
      dialect: "xml",
      action: forecast,
    }),
    event("turn.end", { turn: 1, status: "awaiting-decision" }),
    event("decision", { turn: 1, decision: "mock" }),
    event("observation", { turn: 1, source: "mock", text: "Sunny, 24°C" }),
    event("message.edit", { target: 2, before: "Sunny, 24°C", after: "Sunny, 25°C" }),
    event("turn.start", { turn: 2 }),
    event("llm.request", {
      turn: 2,
      provider: "demo",
      url: "u",
      method: "POST",
      headers: {},
      body: "{}",
    }),
    event("llm.response", {
      turn: 2,
      status: 200,
      headers: {},
      timings: { endMs: 10 },
      assembled: { content: completionText, reasoning: "", toolCalls: [] },
    }),
    event("action", { turn: 2, dialect: "xml", action: completion }),
    event("turn.end", { turn: 2, status: "done" }),
  ];
}

describe("deriveTimeline", () => {
  it("notes when the session's MCP connections closed for sitting idle and opened again", () => {
    const event = eventBuilder();
    const items = deriveTimeline([
      event("session.created", {
        task: "t",
        model: "demo",
        dialect: "xml",
        systemPrompt: "p",
      }),
      event("mcp.connections", { change: "closed-idle", servers: ["weather"], idleMs: 600_000 }),
      event("mcp.connections", { change: "reopened", servers: ["weather"], turn: 1 }),
      event("turn.start", { turn: 1 }),
    ]);
    expect(items.filter((item) => item.kind === "connections")).toMatchObject([
      { change: "closed-idle", servers: ["weather"], idleMs: 600_000, turn: 0 },
      { change: "reopened", servers: ["weather"], turn: 1 },
    ]);
  });

  it("lists the task, then each turn's answer, decision and observation in order", () => {
    const kinds = deriveTimeline(weatherSession()).map((item) => item.kind);
    expect(kinds).toEqual([
      "task",
      "turn",
      "assistant",
      "decision",
      "observation",
      "edit",
      "turn",
      "assistant",
      "result",
    ]);
  });

  it("attaches the parsed action to the assistant answer", () => {
    const items = deriveTimeline(weatherSession());
    const answers = items.filter((item) => item.kind === "assistant");
    expect(answers[0]).toMatchObject({
      turn: 1,
      streaming: false,
      action: forecast,
      host: { kind: "mcp-tool", server: "weather", tool: "get_forecast" },
    });
    expect(answers[1]).toMatchObject({ turn: 2, action: completion, host: { kind: "finish" } });
  });

  it("shows the final answer's result when the session is done", () => {
    const shown = deriveTimeline(weatherSession()).find((item) => item.kind === "result");
    expect(shown).toMatchObject({ turn: 2, text: result });
  });

  it("marks the answer as streaming until the response ends", () => {
    const partial = weatherSession().slice(0, 4);
    const answer = deriveTimeline(partial).find((item) => item.kind === "assistant");
    expect(answer).toMatchObject({ streaming: true, content: forecastText.slice(0, 14) });
  });

  it("shows a turn's error inline with its code and message", () => {
    const event = eventBuilder();
    const items = deriveTimeline([
      event("turn.start", { turn: 1 }),
      event("llm.request", {
        turn: 1,
        provider: "demo",
        url: "u",
        method: "POST",
        headers: {},
        body: "{}",
      }),
      event("error", {
        turn: 1,
        where: "llm.request",
        code: "model:request_failed",
        message: "Upstream answered 500",
      }),
      event("turn.end", { turn: 1, status: "error" }),
    ]);
    const turn = items.find((item) => item.kind === "turn");
    expect(turn).toMatchObject({ status: "error" });
    expect(items.find((item) => item.kind === "error")).toMatchObject({
      turn: 1,
      code: "model:request_failed",
      message: "Upstream answered 500",
    });
  });
});

describe("deriveTimeline of a session started from a history", () => {
  it("carries the history in the task item, each message with its own key", () => {
    const event = eventBuilder();
    const history = [
      { role: "user" as const, content: "say hi" },
      { role: "assistant" as const, content: "hi" },
    ];
    const [task] = deriveTimeline([
      event("session.created", {
        task: "say hi",
        model: "demo",
        dialect: "native",
        systemPrompt: "S",
        history,
      }),
    ]);
    expect(task).toMatchObject({ kind: "task", text: "say hi" });
    const entries = task?.kind === "task" ? task.history : undefined;
    expect(entries?.map((entry) => entry.message)).toEqual(history);
    expect(new Set(entries?.map((entry) => entry.key)).size).toBe(2);
  });
});
