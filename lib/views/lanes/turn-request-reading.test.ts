import { describe, expect, it } from "vitest";
import { eventBuilder } from "@/test/support/session-events";
import {
  previousRequestSource,
  previousTurnRequest,
  sentMessages,
  turnRequestChanges,
  wireOfUrl,
} from "./turn-request-reading";

const chatUrl = "http://127.0.0.1:3000/api/demo/v1/chat/completions";

function chat(messages: object[]): string {
  return JSON.stringify({ model: "demo", stream: true, messages });
}

describe("wireOfUrl", () => {
  it("names the wire format by the URL's path", () => {
    expect(wireOfUrl(chatUrl)).toBe("openai-compatible");
    expect(wireOfUrl("https://api.anthropic.com/v1/messages")).toBe("anthropic");
    expect(wireOfUrl("http://127.0.0.1:11434/api/chat")).toBe("ollama");
    expect(wireOfUrl("not a url")).toBeUndefined();
  });
});

describe("previousRequestSource", () => {
  const event = eventBuilder();
  const created = (parent?: { id: string; turn: number }) =>
    event("session.created", {
      task: "t",
      model: "demo",
      dialect: "xml",
      systemPrompt: "s",
      ...(parent ? { parent } : {}),
    });

  it("is the turn before in this session, past the first turn", () => {
    expect(previousRequestSource([created({ id: "parent", turn: 2 })], 3)).toEqual({ turn: 2 });
  });

  it("is the forked-from session's turn for a fork's first turn", () => {
    expect(previousRequestSource([created({ id: "parent", turn: 2 })], 1)).toEqual({
      turn: 2,
      parentSessionId: "parent",
    });
  });

  it("is nothing for the first turn of a session that is no fork, or a fork at turn 0", () => {
    expect(previousRequestSource([created()], 1)).toBeUndefined();
    expect(previousRequestSource([created({ id: "parent", turn: 0 })], 1)).toBeUndefined();
    expect(previousRequestSource([], 1)).toBeUndefined();
  });
});

describe("previousTurnRequest", () => {
  it("finds the request of the latest turn before the one asked for", () => {
    const event = eventBuilder();
    const request = (turn: number) =>
      event("llm.request", {
        turn,
        provider: "demo",
        url: chatUrl,
        method: "POST",
        headers: {},
        body: chat([]),
      });
    const events = [request(1), request(2), request(3)];
    expect(previousTurnRequest(events, 3)?.data.turn).toBe(2);
    expect(previousTurnRequest(events, 1)).toBeUndefined();
  });
});

describe("sentMessages", () => {
  it("lists every message of a request, system prompt and tool calls included", () => {
    const body = chat([
      { role: "system", content: "You are an agent." },
      { role: "user", content: "weather?" },
      {
        role: "assistant",
        content: null,
        tool_calls: [
          { id: "c1", type: "function", function: { name: "get_forecast", arguments: "{}" } },
        ],
      },
    ]);
    expect(sentMessages({ url: chatUrl, body })).toEqual([
      { index: 0, role: "system", text: "You are an agent." },
      { index: 1, role: "user", text: "weather?" },
      { index: 2, role: "assistant", text: "get_forecast {}" },
    ]);
  });

  it("reads nothing from a body that is not a model request", () => {
    expect(sentMessages({ url: chatUrl, body: "{" })).toBeUndefined();
  });
});

describe("turnRequestChanges", () => {
  it("compares two turns' bodies by the wire format of the URL", () => {
    const opening = [
      { role: "system", content: "You are an agent." },
      { role: "user", content: "weather?" },
    ];
    const changes = turnRequestChanges(
      { url: chatUrl, body: chat(opening) },
      { url: chatUrl, body: chat([...opening, { role: "assistant", content: "sunny" }]) },
    );
    expect(changes?.messages).toEqual([
      { kind: "common", index: 0, count: 1 },
      { kind: "added", index: 1, message: { role: "assistant", content: "sunny" } },
    ]);
  });
});
