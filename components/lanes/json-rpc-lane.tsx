import type { RpcExchange } from "@/lib/views/lanes/rpc-exchanges";
import { LaneEmpty } from "./lane-empty";
import { RpcExchangeRow } from "./rpc-exchange-row";

/**
 * The MCP traffic of the turn: each JSON-RPC request paired with its response and latency, the
 * ones in the selected chain lit (`lit`, by exchange key), each selectable when `onSelect` is given.
 */
export function JsonRpcLane({
  exchanges,
  lit,
  onSelect,
}: {
  exchanges: RpcExchange[];
  lit?: ReadonlySet<string>;
  onSelect?: (key: string) => void;
}) {
  if (exchanges.length === 0) {
    return (
      <LaneEmpty>
        No JSON-RPC traffic in this turn. Execute an MCP action to see its tools/call request and
        response.
      </LaneEmpty>
    );
  }
  const lastCall = exchanges.findLast((exchange) => exchange.method === "tools/call");
  return (
    <div>
      {exchanges.map((exchange) => (
        <RpcExchangeRow
          key={exchange.key}
          exchange={exchange}
          defaultOpen={exchange === lastCall}
          lit={lit?.has(exchange.key) ?? false}
          onSelect={onSelect ? () => onSelect(exchange.key) : undefined}
        />
      ))}
    </div>
  );
}
