import type { RpcExchange } from "./rpc-exchanges";

/** What a person selected to follow a turn's links: its action, one JSON-RPC exchange or its observation. */
export type LinkOrigin =
  | { kind: "action" }
  | { kind: "rpc"; key: string }
  | { kind: "observation" };

/** A selection and the turn it belongs to (a selection does not follow the person to another turn). */
export type LinkSelection = LinkOrigin & { turn: number };

/** The parts of one turn the recorded events tie together: the action, what it caused, what came back. */
export interface TurnLinks {
  hasAction: boolean;
  /** Keys of the JSON-RPC exchanges the action's execution sent (its tools/call or resources/read). */
  causedRpcKeys: readonly string[];
  hasObservation: boolean;
}

/** What a selection lights across the views. */
export interface LitItems {
  action: boolean;
  rpcKeys: ReadonlySet<string>;
  observation: boolean;
}

/** Nothing lit. */
export const nothingLit: LitItems = { action: false, rpcKeys: new Set(), observation: false };

/** The MCP methods a host action's execution sends: the loop runs one action per turn. */
const executionMethods = new Set(["tools/call", "resources/read"]);

/**
 * The links of one turn, from what its events record: a turn holds at most one action, the
 * executor's tools/call (or resources/read) logged with that turn's number, then one observation
 * going back to the model. The MCP handshake and listings a turn may also hold are not the
 * action's call, so they are not linked to it.
 */
export function turnLinks(view: {
  action?: unknown;
  rpc: readonly RpcExchange[];
  observation?: unknown;
}): TurnLinks {
  const hasAction = view.action !== undefined;
  return {
    hasAction,
    causedRpcKeys: hasAction
      ? view.rpc
          .filter(
            (exchange) =>
              exchange.kind === "request" && executionMethods.has(exchange.method ?? ""),
          )
          .map((exchange) => exchange.key)
      : [],
    hasObservation: view.observation !== undefined,
  };
}

/**
 * What selecting `origin` lights, both ways: the action lights what it caused and what came back;
 * one of its JSON-RPC exchanges, or its observation, lights the action and the rest of the chain.
 * An exchange the action did not cause (a handshake) lights only itself.
 */
export function litItems(links: TurnLinks, origin: LinkOrigin | null): LitItems {
  if (origin === null) return nothingLit;
  const chain: LitItems = {
    action: links.hasAction,
    rpcKeys: new Set(links.causedRpcKeys),
    observation: links.hasObservation,
  };
  switch (origin.kind) {
    case "action":
      return links.hasAction ? chain : nothingLit;
    case "observation":
      return links.hasObservation ? chain : nothingLit;
    case "rpc":
      return links.causedRpcKeys.includes(origin.key)
        ? chain
        : { ...nothingLit, rpcKeys: new Set([origin.key]) };
  }
}

/**
 * The selection after a person selects `next`, given what is lit now: selecting something already
 * lit (by itself or by another part of its chain) puts the chain out; anything else lights its own.
 */
export function selectLink(
  current: LinkSelection | null,
  next: LinkSelection,
  lit: LitItems,
): LinkSelection | null {
  return current !== null && current.turn === next.turn && isLit(lit, next) ? null : next;
}

function isLit(lit: LitItems, origin: LinkOrigin): boolean {
  switch (origin.kind) {
    case "action":
      return lit.action;
    case "observation":
      return lit.observation;
    case "rpc":
      return lit.rpcKeys.has(origin.key);
  }
}
