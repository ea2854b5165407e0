import { messageText } from "@/lib/captures/message-text";
import type { LoupeEvent } from "@/lib/events/types";
import type { WireFormat } from "@/lib/llm/providers/provider-kinds";
import { readRequestBody } from "@/lib/llm/read-request-body";
import { type RequestBodyChanges, requestBodyChanges } from "@/lib/llm/request-changes";
import { wireFormatOf } from "@/lib/proxy/wire-format-of";
import { ownTurn } from "@/lib/views/playground/conversation/turn-grouping";

/** A turn's request as the lanes compare it: its URL (which names the wire format) and body. */
export interface SentRequest {
  url: string;
  body: string;
}

/** One message of a request, as the Request lane lists it with its tokens. */
export interface SentMessage {
  index: number;
  role: string;
  /** Its content, then one line per tool call (`name arguments`). */
  text: string;
}

/** The wire format a request's URL names (its path's end), if Loupe knows it. */
export function wireOfUrl(url: string): WireFormat | undefined {
  try {
    return wireFormatOf(new URL(url).pathname);
  } catch {
    return undefined;
  }
}

/** The `llm.request` of the latest turn before `turn` in the events, if they hold one. */
export function previousTurnRequest(
  events: readonly LoupeEvent[],
  turn: number,
): LoupeEvent<"llm.request"> | undefined {
  let found: LoupeEvent<"llm.request"> | undefined;
  for (const event of events) {
    if (event.kind !== "llm.request") continue;
    const own = ownTurn(event);
    if (own !== undefined && own < turn && (!found || own >= found.data.turn)) found = event;
  }
  return found;
}

/**
 * Where turn `turn`'s previous request is: this session's turn before it, or, for a fork's first
 * turn, the turn of the session it was forked from that it continues (its `parent` in
 * `session.created`); undefined for a first request with nothing before it.
 */
export function previousRequestSource(
  events: readonly LoupeEvent[],
  turn: number,
): { turn: number; parentSessionId?: string } | undefined {
  if (turn > 1) return { turn: turn - 1 };
  const created = events.find((event) => event.kind === "session.created");
  const parent = created?.kind === "session.created" ? created.data.parent : undefined;
  return parent && parent.turn >= 1 ? { turn: parent.turn, parentSessionId: parent.id } : undefined;
}

/** Every message a request sends, system prompt included, in order; undefined when Loupe cannot read it. */
export function sentMessages(request: SentRequest): SentMessage[] | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(request.body);
  } catch {
    return undefined;
  }
  const read = readRequestBody(parsed, wireOfUrl(request.url));
  return read?.reading.messages.map((message, index) => ({
    index,
    role: message.role,
    text: message.role === "system" ? message.content : messageText(message),
  }));
}

/**
 * What a turn's request appended to (and changed in) the previous turn's: both read by the wire
 * format the current one's URL names. Undefined when either cannot be read.
 */
export function turnRequestChanges(
  previous: SentRequest,
  current: SentRequest,
): RequestBodyChanges | undefined {
  return requestBodyChanges(previous.body, current.body, wireOfUrl(current.url));
}

/**
 * How the diff of a turn's request stands: no earlier turn, the earlier one loading, or read.
 * `inParent`: the earlier turn is the forked-from session's (a fork's first turn); on "first",
 * that session is gone.
 */
export type RequestDiffState =
  | { state: "first"; parentGone?: { turn: number } }
  | { state: "loading"; previousTurn: number; inParent?: boolean }
  | { state: "unread"; previousTurn: number; inParent?: boolean }
  | {
      state: "ready";
      previousTurn: number;
      inParent?: boolean;
      changes: RequestBodyChanges;
    };
