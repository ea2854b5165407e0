import type { LoupeEvent } from "@/lib/events/types";
import { groupEventsByTurn } from "@/lib/views/playground/conversation/turn-grouping";
import { asRecord, pairRpcMessages, type RpcExchange } from "./rpc-exchanges";

/** What a bar of the waterfall stands for: the model's answer, a person, an MCP server, its handshake. */
export type WaterfallKind = "model" | "person" | "tool" | "handshake" | "host";

/** One bar (or, when `startMs` equals `endMs` and `mark` is set, one instant) on a turn's time axis. */
export interface WaterfallBar {
  /** `seq` of the event the bar starts at: unique in the turn, and a link to the event. */
  seq: number;
  label: string;
  kind: WaterfallKind;
  /** Milliseconds from the turn's request (negative: before it, as a handshake at creation). */
  startMs: number;
  endMs: number;
  /** An instant rather than a span (a notification, the action parsed, an observation sent). */
  mark?: true;
  /** How it ended, when not as it should: stopped mid-stream, an error, never answered. */
  outcome?: "stopped" | "error" | "no-response";
}

/** The MCP `initialize` handshake of a server, and where it happened against the turn. */
export interface WaterfallHandshake {
  serverId: string;
  /** True when it happened before this turn (as the session was created) and this turn's call was the server's first. */
  beforeTurn: boolean;
  bars: WaterfallBar[];
}

/** Where a turn's time went, from its recorded events. */
export interface TurnWaterfall {
  turn: number;
  /** When the turn's request was sent (epoch milliseconds): the axis' zero. */
  origin: number;
  /** From zero to the end of the last bar of the turn (handshakes before the turn not counted). */
  spanMs: number;
  bars: WaterfallBar[];
  handshakes: WaterfallHandshake[];
}

const HANDSHAKE_METHODS = new Set(["initialize", "notifications/initialized"]);
/** The methods that carry an action to a server, whose first call per server may have connected it. */
const CALL_METHODS = new Set(["tools/call", "resources/read", "prompts/get"]);

function rpcLabel(exchange: RpcExchange): string {
  const params = asRecord(asRecord(exchange.request?.message)?.params);
  const target = params?.name ?? params?.uri;
  const method = exchange.method ?? "response";
  return typeof target === "string" ? `${method} ${target}` : method;
}

function rpcBar(exchange: RpcExchange, origin: number, lastAt: number): WaterfallBar | undefined {
  const first = exchange.request ?? exchange.response;
  if (!first) return undefined;
  const startMs = first.at - origin;
  const handshake = exchange.method !== undefined && HANDSHAKE_METHODS.has(exchange.method);
  const bar: WaterfallBar = {
    seq: first.seq,
    label: `${rpcLabel(exchange)} (${exchange.serverId})`,
    kind: handshake ? "handshake" : "tool",
    startMs,
    endMs: startMs,
  };
  if (exchange.kind === "notification") return { ...bar, mark: true };
  if (exchange.kind === "response")
    return { ...bar, mark: true, outcome: exchange.isError ? "error" : undefined };
  if (!exchange.response) return { ...bar, endMs: lastAt - origin, outcome: "no-response" };
  return {
    ...bar,
    endMs: exchange.response.at - origin,
    ...(exchange.isError ? { outcome: "error" as const } : {}),
  };
}

/** The servers a turn called, by their first call in it. */
function serversCalled(exchanges: RpcExchange[]): string[] {
  return [
    ...new Set(
      exchanges
        .filter((exchange) => exchange.method !== undefined && CALL_METHODS.has(exchange.method))
        .map((exchange) => exchange.serverId),
    ),
  ];
}

/** Whether an earlier turn (or none before this) called the server. */
function calledBefore(groups: Map<number, LoupeEvent[]>, turn: number, serverId: string): boolean {
  for (const [other, events] of groups) {
    if (other === 0 || other >= turn) continue;
    if (serversCalled(pairRpcMessages(events)).includes(serverId)) return true;
  }
  return false;
}

/**
 * The waterfall of turn `turn` from a session's events: the request sent, its first byte and
 * first token, the answer's end (or where it was stopped), the action parsed, the wait for a
 * person's decision, each JSON-RPC request to its response, the observation recorded and sent
 * with the next turn's request; and the MCP `initialize` handshake of each server this turn was
 * the first to call, whether it happened in the turn or before the first one. Undefined when the
 * turn sent no request.
 */
export function turnWaterfall(
  events: readonly LoupeEvent[],
  turn: number,
): TurnWaterfall | undefined {
  const groups = groupEventsByTurn(events);
  const own = groups.get(turn) ?? [];
  const request = own.find((event) => event.kind === "llm.request");
  if (!request) return undefined;
  const origin = request.at;
  const lastAt = own.reduce((latest, event) => Math.max(latest, event.at), origin);
  const at = (event: LoupeEvent) => event.at - origin;
  const bars: WaterfallBar[] = [
    { seq: request.seq, label: "Request sent", kind: "model", startMs: 0, endMs: 0, mark: true },
  ];
  const firstChunk = own.find((event) => event.kind === "llm.chunk");
  const firstToken = own.find((event) => event.kind === "llm.delta");
  const response = own.find((event) => event.kind === "llm.response");
  const end = own.find((event) => event.kind === "turn.end");
  const stopped = end?.kind === "turn.end" && end.data.status === "stopped";
  const firstByteMs = firstChunk ? at(firstChunk) : undefined;
  if (firstChunk && firstByteMs !== undefined) {
    bars.push({
      seq: firstChunk.seq,
      label: "First byte",
      kind: "model",
      startMs: 0,
      endMs: firstByteMs,
    });
  }
  if (firstToken) {
    bars.push({
      seq: firstToken.seq,
      label: "First token",
      kind: "model",
      startMs: firstByteMs ?? 0,
      endMs: at(firstToken),
    });
  }
  const answerEnd = response ?? (stopped ? end : undefined);
  if (answerEnd) {
    bars.push({
      seq: answerEnd.seq,
      label: stopped ? "Answer stopped" : "Answer complete",
      kind: "model",
      startMs: firstToken ? at(firstToken) : (firstByteMs ?? 0),
      endMs: at(answerEnd),
      ...(stopped ? { outcome: "stopped" as const } : {}),
      ...(response?.kind === "llm.response" && response.data.assembled.error
        ? { outcome: "error" as const }
        : {}),
    });
  }
  const action = own.find((event) => event.kind === "action");
  if (action?.kind === "action") {
    bars.push({
      seq: action.seq,
      label: `Action complete (parsed): ${action.data.action.name}`,
      kind: "model",
      startMs: at(action),
      endMs: at(action),
      mark: true,
    });
  }
  const decision = own.find((event) => event.kind === "decision");
  if (decision?.kind === "decision") {
    const waitFrom = action ? at(action) : answerEnd ? at(answerEnd) : 0;
    bars.push({
      seq: decision.seq,
      label: `Decision: ${decision.data.decision}`,
      kind: "person",
      startMs: waitFrom,
      endMs: at(decision),
    });
  }
  const exchanges = pairRpcMessages(own);
  const handshakes: WaterfallHandshake[] = [];
  for (const exchange of exchanges) {
    const bar = rpcBar(exchange, origin, lastAt);
    if (!bar) continue;
    bars.push(bar);
  }
  const inTurn = new Set(
    exchanges.filter((exchange) => exchange.method === "initialize").map((e) => e.serverId),
  );
  for (const serverId of inTurn) {
    handshakes.push({
      serverId,
      beforeTurn: false,
      bars: bars.filter((bar) => bar.kind === "handshake" && bar.label.endsWith(`(${serverId})`)),
    });
  }
  const opening = pairRpcMessages(groups.get(0) ?? []);
  for (const serverId of serversCalled(exchanges)) {
    if (inTurn.has(serverId) || calledBefore(groups, turn, serverId)) continue;
    const early = opening
      .filter(
        (exchange) =>
          exchange.serverId === serverId &&
          exchange.method !== undefined &&
          HANDSHAKE_METHODS.has(exchange.method),
      )
      .map((exchange) => rpcBar(exchange, origin, lastAt))
      .filter((bar) => bar !== undefined);
    if (early.length > 0) handshakes.push({ serverId, beforeTurn: true, bars: early });
  }
  const observation = own.find((event) => event.kind === "observation");
  if (observation?.kind === "observation") {
    bars.push({
      seq: observation.seq,
      label: `Observation recorded (${observation.data.source})`,
      kind: "host",
      startMs: at(observation),
      endMs: at(observation),
      mark: true,
    });
    const next = (groups.get(turn + 1) ?? []).find((event) => event.kind === "llm.request");
    if (next) {
      bars.push({
        seq: next.seq,
        label: `Observation sent (turn ${turn + 1}'s request)`,
        kind: "host",
        startMs: at(observation),
        endMs: at(next),
      });
    }
  }
  const spanMs = bars.reduce((longest, bar) => Math.max(longest, bar.endMs), 0);
  return { turn, origin, spanMs, bars, handshakes };
}
