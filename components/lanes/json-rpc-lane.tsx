import type { RpcExchange } from "@/lib/views/lanes/rpc-exchanges";
import { LaneEmpty } from "./lane-empty";
import { RpcExchangeRow } from "./rpc-exchange-row";

/** The MCP traffic of the turn: each JSON-RPC request paired with its response and latency. */
export function JsonRpcLane({ exchanges }: { exchanges: RpcExchange[] }) {
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
        />
      ))}
    </div>
  );
}
