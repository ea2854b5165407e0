import { describe, expect, it } from "vitest";
import type { ModelMessage } from "@/lib/llm/model-request";
import {
  type ConversationRequest,
  captureConversation,
  conversationKeys,
  sessionHeaderValue,
} from "@/lib/proxy/capture-conversation";
import { readProxiedRequestBody } from "@/lib/proxy/proxy-capture";
import { EventStore } from "@/lib/store";
import { openDatabase } from "@/lib/store/database";

const opening: ModelMessage[] = [
  { role: "system", content: "You are an agent." },
  { role: "user", content: "say hi" },
];

function chatRequest(
  messages: unknown[],
  headers: Record<string, string> = {},
): ConversationRequest {
  const { reading } = readProxiedRequestBody(
    JSON.stringify({ model: "m", messages }),
    "openai-compatible",
  );
  return { headers: new Headers(headers), ...(reading ? { reading } : {}) };
}

/** Places a new capture in its conversation and stores it, as `openProxyCapture` does. */
function place(
  store: EventStore,
  database: ReturnType<typeof openDatabase>,
  request: ConversationRequest,
) {
  const { id } = store.createSession({
    task: "POST /v1/chat/completions via local",
    model: "m",
    kind: "capture",
  });
  const conversation = captureConversation(database, id, request);
  if (conversation) store.append(id, { kind: "capture.conversation", data: conversation });
  return { id, conversation };
}

describe("conversationKeys", () => {
  it("gives each message prefix a key, so a longer request begins with a shorter one's keys", () => {
    const first = conversationKeys({ messages: opening, tools: [], toolCharacters: [] });
    const longer = conversationKeys({
      messages: [...opening, { role: "assistant", content: "hi" }],
      tools: [],
      toolCharacters: [],
    });
    expect(first.historyKeys).toHaveLength(2);
    expect(longer.historyKeys.slice(0, 2)).toEqual(first.historyKeys);
    expect(longer.openingKey).toBe(first.openingKey);
    const other = conversationKeys({
      messages: [opening[0] as ModelMessage, { role: "user", content: "say bye" }],
      tools: [],
      toolCharacters: [],
    });
    expect(other.openingKey).not.toBe(first.openingKey);
    expect(conversationKeys({ messages: [], tools: [], toolCharacters: [] })).toEqual({
      historyKeys: [],
    });
  });
});

describe("sessionHeaderValue", () => {
  it("reads Claude Code's and the Codex CLI's session headers", () => {
    expect(sessionHeaderValue(new Headers({ "x-claude-code-session-id": "s-1" }))).toBe("s-1");
    expect(sessionHeaderValue(new Headers({ session_id: "s-2" }))).toBe("s-2");
    expect(sessionHeaderValue(new Headers({ "user-agent": "x" }))).toBeUndefined();
  });
});

describe("captureConversation", () => {
  it("continues the conversation of the capture a request begins with, else of the same opening", () => {
    const database = openDatabase(":memory:");
    const store = new EventStore(database);
    const first = place(store, database, chatRequest(opening));
    expect(first.conversation).toMatchObject({
      id: first.id,
      by: "prefix",
      conversationTurn: 1,
      previousId: null,
    });
    const second = place(
      store,
      database,
      chatRequest([...opening, { role: "assistant", content: "hi" }]),
    );
    expect(second.conversation).toMatchObject({
      id: first.id,
      conversationTurn: 2,
      previousId: first.id,
    });
    const rewritten = place(
      store,
      database,
      chatRequest([...opening, { role: "assistant", content: "hello" }]),
    );
    // A retry that rewrites the last answer branches from the request both extend.
    expect(rewritten.conversation).toMatchObject({
      id: first.id,
      conversationTurn: 3,
      previousId: first.id,
    });
    const other = place(
      store,
      database,
      chatRequest([opening[0], { role: "user", content: "say bye" }]),
    );
    expect(other.conversation).toMatchObject({
      id: other.id,
      conversationTurn: 1,
      previousId: null,
    });
  });

  it("groups by the session header whatever the messages, and leaves out a request it cannot read", () => {
    const database = openDatabase(":memory:");
    const store = new EventStore(database);
    const headers = { "x-claude-code-session-id": "session-a" };
    const first = place(store, database, chatRequest(opening, headers));
    const second = place(
      store,
      database,
      chatRequest([{ role: "user", content: "something else" }], headers),
    );
    expect(first.conversation).toMatchObject({
      id: "session-a",
      by: "header",
      conversationTurn: 1,
    });
    expect(second.conversation).toMatchObject({
      id: "session-a",
      by: "header",
      conversationTurn: 2,
      previousId: first.id,
    });
    expect(place(store, database, { headers: new Headers() }).conversation).toBeUndefined();
  });

  it("diffs a turn against the request it extends, not a side request sent between", () => {
    const database = openDatabase(":memory:");
    const store = new EventStore(database);
    const headers = { "x-claude-code-session-id": "session-b" };
    const turn = place(store, database, chatRequest(opening, headers));
    const side = place(
      store,
      database,
      chatRequest([{ role: "user", content: "Write a title for: say hi" }], headers),
    );
    const next = place(
      store,
      database,
      chatRequest(
        [...opening, { role: "assistant", content: "hi" }, { role: "user", content: "more" }],
        headers,
      ),
    );
    expect(side.conversation).toMatchObject({ conversationTurn: 2, previousId: turn.id });
    expect(next.conversation).toMatchObject({ conversationTurn: 3, previousId: turn.id });
  });
});
