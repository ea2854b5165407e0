import { randomBytes, randomUUID } from "node:crypto";
import { LoupeError } from "@/lib/errors";
import { CallClock, type CallClockLimits } from "@/lib/inspector/call-clock";
import { isRequestId } from "@/lib/mcp/not-json-rpc";
import { runtimeSlot } from "@/lib/runtime";

/** The latest `notifications/progress` a call received. */
export interface InflightCallProgress {
  progress: number;
  total?: number;
  message?: string;
}

/** A request the inspector sent that has not been answered yet, as `GET /calls` lists it. */
export interface InflightCall {
  /** The caller's id for it (`POST /rpc` `callId`), or one Loupe made up. */
  callId: string;
  method: string;
  /** The JSON-RPC id it went out with, once it has. */
  requestId?: string | number;
  /**
   * The `_meta.progressToken` it carries, unique to this call for the life of the Loupe process
   * (not reused after a reconnect); the server's progress notifications name it.
   */
  progressToken: string;
  /** When it was sent (ms since the epoch). */
  startedAt: number;
  progress?: InflightCallProgress;
}

interface Running {
  serverId: string;
  call: InflightCall;
  controller: AbortController;
  /** Its timeout clock, when it has one; held while a person answers a request it caused. */
  clock?: CallClock;
}

/** The calls of every listed server, by server id, then by call id. */
function running(): Map<string, Map<string, Running>> {
  return runtimeSlot<Map<string, Map<string, Running>>>("inspector-calls", () => new Map());
}

/** The progress tokens handed out so far, and this process's mark that starts each of them. */
function progressTokens(): { count: number; mark: string } {
  return runtimeSlot("inspector-progress-tokens", () => ({
    count: 0,
    mark: randomBytes(3).toString("hex"),
  }));
}

/** A progress token no other call of this Loupe process has had: `loupe-<mark>-<n>`. */
function nextProgressToken(): string {
  const tokens = progressTokens();
  tokens.count += 1;
  return `loupe-${tokens.mark}-${tokens.count}`;
}

/** The call that is sending its request right now (sending is synchronous in the SDK). */
let sending: Running | undefined;

/**
 * Registers a call about to be sent and answers its abort signal and the progress token it is to
 * carry. With `limits`, its clock starts now and, once it runs out, aborts the signal with the
 * SDK's `RequestTimeout` error. A `callId` already in flight on this server is `call:duplicate`;
 * none given, one is made up.
 */
export function startCall(
  serverId: string,
  method: string,
  callId: string | undefined,
  limits?: CallClockLimits,
): { call: InflightCall; signal: AbortSignal } {
  const calls = running().get(serverId) ?? new Map<string, Running>();
  running().set(serverId, calls);
  const id = callId ?? `call-${randomUUID()}`;
  if (calls.has(id)) {
    throw new LoupeError(
      "call:duplicate",
      `A call with callId "${id}" is already in flight on this server; wait for it, cancel it, or pick another callId.`,
    );
  }
  const controller = new AbortController();
  const entry: Running = {
    serverId,
    call: { callId: id, method, progressToken: nextProgressToken(), startedAt: Date.now() },
    controller,
    ...(limits ? { clock: new CallClock(limits, (timeout) => controller.abort(timeout)) } : {}),
  };
  calls.set(id, entry);
  return { call: entry.call, signal: entry.controller.signal };
}

/**
 * Runs `send` (which sends the call's request synchronously, as the SDK's `request` does) and
 * ties the JSON-RPC request recorded meanwhile (see {@link noteOutgoingRequest}) to the call.
 */
export function whileSending<Value>(
  serverId: string,
  call: InflightCall,
  send: () => Value,
): Value {
  const entry = running().get(serverId)?.get(call.callId);
  sending = entry;
  try {
    return send();
  } finally {
    sending = undefined;
  }
}

/** Sees each message the inspector sends to a server: a request sent by a call gets its id. */
export function noteOutgoingRequest(serverId: string, message: unknown): void {
  if (!sending || sending.serverId !== serverId) return;
  const request = message as { id?: unknown; method?: unknown };
  if (typeof request.method !== "string" || !isRequestId(request.id)) return;
  sending.call.requestId = request.id;
}

/**
 * Sees each message a server sends the inspector: a `notifications/progress` naming a call's
 * token is kept as its latest progress and, with `resetOnProgress`, restarts its clock.
 */
export function noteIncomingMessage(serverId: string, message: unknown): void {
  const notification = message as {
    method?: unknown;
    params?: { progressToken?: unknown; progress?: unknown; total?: unknown; message?: unknown };
  };
  if (notification.method !== "notifications/progress") return;
  const params = notification.params ?? {};
  if (typeof params.progress !== "number") return;
  for (const entry of running().get(serverId)?.values() ?? []) {
    if (entry.call.progressToken !== params.progressToken) continue;
    entry.call.progress = {
      progress: params.progress,
      ...(typeof params.total === "number" ? { total: params.total } : {}),
      ...(typeof params.message === "string" ? { message: params.message } : {}),
    };
    entry.clock?.progressed();
  }
}

/** The inspector's calls in flight, held while a request they caused waits on a person. */
export interface HeldCalls {
  callIds: string[];
  release: () => void;
}

/**
 * Stops the clocks of the server's calls in flight now, because a request the server sent
 * (which one of them caused) waits on a person. Answers their `callId`s and the function that
 * starts their clocks again. The inspector does not tell which call a request belongs to (over
 * stdio the wire cannot say, and a Streamable HTTP request's stream is not followed back to its
 * call either), so on every transport each call in flight when it arrived counts as its cause.
 */
export function holdCalls(serverId: string): HeldCalls {
  const held = [...(running().get(serverId)?.values() ?? [])];
  for (const entry of held) entry.clock?.hold();
  let released = false;
  return {
    callIds: held.map((entry) => entry.call.callId),
    release: () => {
      if (released) return;
      released = true;
      for (const entry of held) entry.clock?.release();
    },
  };
}

/** Forgets a call once it is answered, failed or cancelled. */
export function finishCall(serverId: string, call: InflightCall): void {
  const calls = running().get(serverId);
  calls?.get(call.callId)?.clock?.stop();
  calls?.delete(call.callId);
  if (calls?.size === 0) running().delete(serverId);
}

/** The server's calls still waiting for an answer, oldest first. */
export function listCalls(serverId: string): InflightCall[] {
  return [...(running().get(serverId)?.values() ?? [])].map((entry) => ({ ...entry.call }));
}

/**
 * Cancels an in-flight call: its signal aborts with `reason`, so the SDK sends
 * `notifications/cancelled` naming the request id and the call answers `mcp:call_cancelled`.
 * An unknown `callId` is `call:not_found`.
 */
export function cancelCall(serverId: string, callId: string, reason: string): InflightCall {
  const entry = running().get(serverId)?.get(callId);
  if (!entry) {
    throw new LoupeError(
      "call:not_found",
      `No call with callId "${callId}" is in flight on this server; GET its calls to see those that are (answered or cancelled ones leave the list).`,
    );
  }
  entry.controller.abort(reason);
  return { ...entry.call };
}
