// The inspector API's shapes (docs/api.md): what `/api/servers/:id/**` takes and answers, as
// both the routes and the page read them.
import type { Implementation, ServerCapabilities } from "@modelcontextprotocol/sdk/types.js";
import type { ListedServerConfig } from "@/lib/api/servers";
import type { EventPayloads } from "@/lib/events/types";

/** What `POST /api/servers/:id/connect` answers: what the server said in `initialize`. */
export interface InspectorHandshake {
  serverInfo: Implementation;
  protocolVersion: string | undefined;
  capabilities: ServerCapabilities;
  instructions?: string;
  /** The transport the connection runs on (`sse` after a Streamable HTTP server refused it). */
  transport?: ListedServerConfig["transport"];
}

/** The inspector's connection to a listed server as a page that reloads finds it. */
export type InspectorConnectionState = InspectorHandshake & {
  /** False once its transport ended (a stdio process exited): the next call reconnects. */
  open: boolean;
};

/**
 * What `GET connect` answers: the open connection, or null with `opening: true` while a connect
 * is still opening one (it may take up to a minute), or null when there is none.
 */
export interface InspectorConnectionLookup {
  connection: InspectorConnectionState | null;
  opening?: true;
}

/** A request the server sent that waits for a person's answer. */
export interface PendingRequest {
  /** The JSON-RPC id the server gave the request. */
  requestId: string | number;
  method: string;
  params: unknown;
  /** The inspector's task running it, when the server asked for one (`params.task`). */
  taskId?: string;
  /** The `callId`s of the inspector's calls in flight when it arrived: the calls it may belong to. */
  causedBy?: string[];
  /** When it arrived (ms since the epoch). */
  at: number;
}

/** A request that left the list unanswered because the call that caused it ended. */
export interface EndedRequest {
  requestId: string | number;
  method: string;
  at: number;
  /** When it was ended (ms since the epoch). */
  endedAt: number;
  /** Why, in words: `its call tools/call timed out`. */
  why: string;
}

/** The requests refused at once because the list was full. */
export interface RefusedRequests {
  count: number;
  /** The most requests that may wait at once on one connection. */
  limit: number;
  /** When the last one was refused (ms since the epoch), once one was. */
  lastAt?: number;
}

/**
 * What `GET /api/servers/:id/pending` answers: the requests waiting, those that ended with the
 * call that caused them, and how many were refused because the list was full.
 */
export interface PendingPage {
  pending: PendingRequest[];
  ended: EndedRequest[];
  refused: RefusedRequests;
}

/** What a person answers: a result, or a JSON-RPC error. */
export type PendingAnswer =
  | { result: Record<string, unknown> }
  | { error: { code: number; message: string; data?: unknown } };

/** One JSON-RPC message of an inspected server's traffic. */
export interface TrafficMessage {
  seq: number;
  at: number;
  direction: "out" | "in";
  message: unknown;
  /** For a response: the id of the request it answers, and the time since that request. */
  requestId?: string | number;
  latencyMs?: number;
}

/**
 * One raw HTTP exchange of an inspected server (Streamable HTTP or SSE), as its `http` events
 * have it. `exchangeId` names it (absent in logs written before ids existed). An event-stream
 * response is `open: true` while its body still streams: `responseBody` is then the text so far
 * (the opening record's and its `http.chunk` pieces'); once the body ends, the final record
 * replaces it and `open` is absent. `seq` and `at` are those of its first record in the page.
 */
export type TrafficExchange = Omit<EventPayloads["http"], "serverId" | "turn"> & {
  seq: number;
  at: number;
  /** While it is open: how many keep-alive comments its body has held so far, when any. */
  keepAlives?: number;
};

/** A piece of the body of an open exchange that began before the page (see `TrafficPage.chunks`). */
export interface TrafficChunk {
  seq: number;
  at: number;
  exchangeId: string;
  text: string;
  /** How many keep-alive comments the text holds, when any. */
  keepAlives?: number;
}

/** A page of an inspected server's traffic: messages, exchanges, stderr and exits, in order. */
export interface TrafficPage {
  messages: TrafficMessage[];
  exchanges: TrafficExchange[];
  /**
   * Pieces of open exchanges that began in an earlier page and have not ended in this one, to
   * add to the `responseBody` of the exchange with that `exchangeId`; absent when there are none.
   */
  chunks?: TrafficChunk[];
  stderr: Array<{ seq: number; at: number; text: string }>;
  exits: Array<{ seq: number; at: number; code: number | null; signal: string | null }>;
  /** The seq to ask `after` next; the same `after` when nothing followed. */
  lastSeq: number;
  /** True when the page stopped at its limit and more events follow. */
  more: boolean;
}

/** A raw JSON-RPC request or notification the inspector's console sends. */
export interface RawRpc {
  method: string;
  params?: Record<string, unknown>;
  /** The caller's id for the call, to find it in `GET /calls` and cancel it. */
  callId?: string;
}

/** A JSON-RPC error as the server answered it. */
export interface RawRpcError {
  code: number;
  message: string;
  data?: unknown;
}

/** What the console gets back: the server's result or its JSON-RPC error; a notification gets neither. */
export type RawRpcAnswer = { result: unknown } | { error: RawRpcError } | { notification: true };
