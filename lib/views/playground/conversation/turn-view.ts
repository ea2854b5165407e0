import { type HostAction, hostActionOf } from "@/lib/dialects";
import type { EventPayloads, LoupeEvent, ParsedAction } from "@/lib/events/types";
import { asRecord, pairRpcMessages, type RpcExchange } from "@/lib/views/lanes/rpc-exchanges";
import { groupEventsByTurn } from "./turn-grouping";
import { type TurnStatus, turnStatusOf } from "./turn-status";

/** One raw line of the model's stream, as the Raw SSE lane lists it. */
export interface SseLine {
  /** `seq` of the `llm.sse` event the line belongs to. */
  sseSeq: number;
  /** Position of the line inside its SSE item. */
  index: number;
  text: string;
  /** Milliseconds from the request start to the arrival of the line's SSE item. */
  offsetMs: number;
  type: "event" | "comment";
  /** `seq` of the `llm.chunk` events (network reads) that carried the line's SSE item. */
  chunkSeqs?: readonly number[];
  /** Milliseconds since the previous data line, and since the previous keep-alive comment. */
  sinceDataMs?: number;
  sinceCommentMs?: number;
}

/** One network read of the model's answer, as the Raw SSE lane's bytes view lists it. */
export interface TurnChunk {
  seq: number;
  /** Byte offset of the read in the response body. */
  offset: number;
  length: number;
  base64: string;
}

/** A piece of the assembled answer text and the SSE item that carried it. */
export interface ContentDelta {
  seq: number;
  sseSeq: number;
  text: string;
  contentOffset: number;
}

/** The request a turn sent to the model: the whole history, re-sent every turn. */
export interface TurnRequest {
  seq: number;
  provider: string;
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
  /** UTF-8 size of the body. */
  bytes: number;
  /** Number of `messages` in the body, when it is a chat request. */
  messageCount?: number;
}

/** An error that happened during a turn. */
export interface TurnError {
  seq: number;
  where: string;
  code: string;
  message: string;
}

/** Everything the lanes show about one turn, derived from the event log. */
export interface TurnView {
  turn: number;
  status: TurnStatus;
  request?: TurnRequest;
  sseLines: SseLine[];
  /** Number of `llm.sse` items (a multi-line event counts once). */
  sseItemCount: number;
  /** The network reads of the answer, in order. */
  chunks?: TurnChunk[];
  deltas: ContentDelta[];
  /** The assembled answer: the response's `content`, or the deltas so far while streaming. */
  content: string;
  reasoning: string;
  response?: EventPayloads["llm.response"];
  action?: ParsedAction;
  /** What the action asks the host to do. */
  host?: HostAction;
  thinking?: string;
  decision?: EventPayloads["decision"];
  rpc: RpcExchange[];
  observation?: EventPayloads["observation"] & { seq: number };
  files: Array<{ path: string; content: string }>;
  errors: TurnError[];
}

/** Derives the view of turn `turn` from a session's events (an empty view when it has none). */
export function deriveTurn(events: readonly LoupeEvent[], turn: number): TurnView {
  const turnEvents = groupEventsByTurn(events).get(turn) ?? [];
  const view: TurnView = {
    turn,
    status: turnStatusOf(turnEvents),
    sseLines: [],
    sseItemCount: 0,
    chunks: [],
    deltas: [],
    content: "",
    reasoning: "",
    rpc: pairRpcMessages(turnEvents),
    files: [],
    errors: [],
  };
  let streamed = "";
  for (const event of turnEvents) {
    switch (event.kind) {
      case "llm.request":
        view.request = describeRequest(event);
        break;
      case "llm.sse":
        view.sseItemCount += 1;
        event.data.lines.forEach((text, index) => {
          const { sinceDataMs, sinceCommentMs } = event.data;
          view.sseLines.push({
            sseSeq: event.seq,
            index,
            text,
            offsetMs: event.data.offsetMs,
            type: event.data.type,
            chunkSeqs: event.data.chunkSeqs,
            ...(sinceDataMs === undefined ? {} : { sinceDataMs }),
            ...(sinceCommentMs === undefined ? {} : { sinceCommentMs }),
          });
        });
        break;
      case "llm.chunk": {
        const { offset, length, base64 } = event.data;
        view.chunks?.push({ seq: event.seq, offset, length, base64 });
        break;
      }
      case "llm.delta":
        if (event.data.channel === "content") {
          const { text, contentOffset, sseSeq } = event.data;
          view.deltas.push({ seq: event.seq, sseSeq, text, contentOffset });
          streamed = streamed.slice(0, contentOffset) + text;
        } else if (event.data.channel === "reasoning") {
          view.reasoning += event.data.text;
        }
        break;
      case "llm.response":
        view.response = event.data;
        if (event.data.assembled.error)
          addError(view, { seq: event.seq, where: "llm.response", ...event.data.assembled.error });
        break;
      case "action":
        view.action = event.data.action;
        view.host = hostActionOf(event.data);
        view.thinking = event.data.thinking;
        break;
      case "decision":
        view.decision = event.data;
        break;
      case "observation":
        view.observation = { ...event.data, seq: event.seq };
        break;
      case "workspace.write":
        view.files.push({ path: event.data.path, content: event.data.content });
        break;
      case "error": {
        const { where, code, message } = event.data;
        addError(view, { seq: event.seq, where, code, message });
        break;
      }
      default:
        break;
    }
  }
  view.content = view.response?.assembled.content ?? streamed;
  return view;
}

/** Keeps one entry when the response and an `error` event report the same failure. */
function addError(view: TurnView, error: TurnError): void {
  const duplicate = view.errors.some(
    (known) => known.code === error.code && known.message === error.message,
  );
  if (!duplicate) view.errors.push(error);
}

const encoder = new TextEncoder();

function describeRequest(event: LoupeEvent<"llm.request">): TurnRequest {
  const { provider, url, method, headers, body } = event.data;
  return {
    seq: event.seq,
    provider,
    url,
    method,
    headers,
    body,
    bytes: encoder.encode(body).length,
    messageCount: countMessages(body),
  };
}

function countMessages(body: string): number | undefined {
  try {
    const messages = asRecord(JSON.parse(body))?.messages;
    return Array.isArray(messages) ? messages.length : undefined;
  } catch {
    return undefined;
  }
}
