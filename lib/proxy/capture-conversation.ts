import "server-only";
import { createHash } from "node:crypto";
import { splitMessages } from "@/lib/captures/read-captured-request";
import type { EventPayloads } from "@/lib/events/types";
import type { RequestReading } from "@/lib/llm/request-reading";
import {
  type ConversationRow,
  captureContinued,
  captureOpenedAlike,
  latestOfConversation,
} from "@/lib/store/capture-conversations";
import type { LoupeDatabase } from "@/lib/store/database";

/**
 * The request headers agents name their session with, the first present wins: Claude Code's
 * `x-claude-code-session-id`, the Codex CLI's `session_id` (and its older `conversation_id`).
 */
export const SESSION_HEADERS = ["x-claude-code-session-id", "session_id", "conversation_id"];

/** The request as the proxy read it, which its conversation is found from. */
export interface ConversationRequest {
  headers: Headers;
  /** Its body read as a model request; undefined when it is none (or was cut past the limit). */
  reading?: RequestReading;
}

/** What a later request finds a capture by. */
export interface ConversationKeys {
  /** A key per prefix of the request's messages (system prompt included), shortest first. */
  historyKeys: string[];
  /** A key of its system prompt and first user message; undefined when it has no user message. */
  openingKey?: string;
}

function hash(text: string): string {
  return createHash("sha256").update(text).digest("base64url");
}

/**
 * The keys of a read request: each prefix of its messages chained into one hash (the neutral
 * messages, so what a client adds around them, such as cache markers, does not count), and one
 * of its system prompt with its first user message.
 */
export function conversationKeys(reading: RequestReading): ConversationKeys {
  const historyKeys: string[] = [];
  let chain = "";
  for (const message of reading.messages) {
    chain = hash(`${chain}\n${JSON.stringify(message)}`);
    historyKeys.push(chain);
  }
  const { systemPrompt, history } = splitMessages(reading);
  const firstUser = history.find((message) => message.role === "user");
  return {
    historyKeys,
    ...(firstUser ? { openingKey: hash(JSON.stringify([systemPrompt, firstUser.content])) } : {}),
  };
}

/** The value of the first session header the request carries. */
export function sessionHeaderValue(headers: Headers): string | undefined {
  for (const name of SESSION_HEADERS) {
    const value = headers.get(name)?.trim();
    if (value) return value;
  }
  return undefined;
}

/**
 * The capture a request is diffed against: the one of its conversation whose whole history it
 * begins with, when there is one, else the conversation's last. An agent's side requests (Claude
 * Code's title and summary calls share its session header) then sit between its turns without
 * becoming the turn's previous request.
 */
function previousOf(
  conversationId: string,
  continued: ConversationRow | undefined,
  last: ConversationRow | undefined,
): string | null {
  if (continued?.conversation.id === conversationId) return continued.captureId;
  return last?.captureId ?? null;
}

/**
 * Where a new proxied capture stands in its agent's conversation: the one its session header
 * names (`by: "header"`), else the conversation of the earlier capture whose messages it begins
 * with (the longest such), else of the newest one with the same system prompt and first user
 * message (`by: "prefix"`), else a new one named after the capture itself. Its turn follows the
 * conversation's last capture; its previous one is the capture of the conversation it extends
 * (`previousOf`). Undefined for a request with no session header that is no model request Loupe
 * reads: it belongs to no conversation.
 */
export function captureConversation(
  database: LoupeDatabase,
  captureId: string,
  request: ConversationRequest,
): EventPayloads["capture.conversation"] | undefined {
  const header = sessionHeaderValue(request.headers);
  const keys = request.reading ? conversationKeys(request.reading) : undefined;
  if (header === undefined && keys === undefined) return undefined;
  const continued = keys ? captureContinued(database, keys.historyKeys) : undefined;
  const alike = keys?.openingKey ? captureOpenedAlike(database, keys.openingKey) : undefined;
  const id = header ?? continued?.conversation.id ?? alike?.conversation.id ?? captureId;
  const last = latestOfConversation(database, id);
  const historyKey = keys?.historyKeys.at(-1);
  return {
    id,
    by: header === undefined ? "prefix" : "header",
    conversationTurn: (last?.conversation.conversationTurn ?? 0) + 1,
    previousId: previousOf(id, continued, last),
    ...(historyKey ? { historyKey } : {}),
    ...(keys?.openingKey ? { openingKey: keys.openingKey } : {}),
  };
}
