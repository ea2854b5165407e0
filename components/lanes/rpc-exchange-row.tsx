"use client";

import { clsx } from "clsx";
import { Collapsible } from "radix-ui";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { ChevronIcon } from "@/components/ui/icons";
import { JsonViewer } from "@/components/ui/json-viewer";
import { type RpcExchange, rpcExchangeLabel } from "@/lib/views/lanes/rpc-exchanges";
import { formatDuration } from "@/lib/views/shared/format";

/**
 * One JSON-RPC exchange: direction, method, id, server, status and latency on one line (and in
 * its accessible name); request and response JSON inside.
 */
export function RpcExchangeRow({
  exchange,
  defaultOpen,
}: {
  exchange: RpcExchange;
  defaultOpen: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const outgoing = (exchange.request ?? exchange.response)?.direction === "out";
  const label = exchange.method ?? "response";
  return (
    <Collapsible.Root
      open={open}
      onOpenChange={setOpen}
      className="border-b border-line"
      data-testid="rpc-exchange"
    >
      <Collapsible.Trigger
        className="flex w-full cursor-pointer items-center gap-2 px-3 py-1.5 text-left text-xs hover:bg-raised"
        aria-label={rpcExchangeLabel(exchange)}
      >
        <ChevronIcon
          width={12}
          height={12}
          className={clsx("shrink-0 transition-transform", open && "rotate-90")}
        />
        <span
          className={clsx("font-mono", outgoing ? "text-accent" : "text-success")}
          title={outgoing ? "host → server" : "server → host"}
        >
          {outgoing ? "→" : "←"}
        </span>
        <code className="font-mono font-semibold">{label}</code>
        {exchange.id !== undefined ? (
          <code className="font-mono text-muted">#{exchange.id}</code>
        ) : null}
        <Badge mono>{exchange.serverId}</Badge>
        <span className="ml-auto flex items-center gap-1.5">
          {exchange.kind === "notification" ? <Badge>notification</Badge> : null}
          {exchange.kind === "request" && !exchange.response ? (
            <Badge tone="warning">no response</Badge>
          ) : null}
          {exchange.response ? (
            <Badge tone={exchange.isError ? "danger" : "success"}>
              {exchange.isError ? "error" : "ok"}
            </Badge>
          ) : null}
          {exchange.latencyMs !== undefined ? (
            <span className="w-14 text-right font-mono text-muted tabular-nums" title="latency">
              {formatDuration(exchange.latencyMs)}
            </span>
          ) : null}
        </span>
      </Collapsible.Trigger>
      <Collapsible.Content className="flex flex-col gap-2 px-3 pt-1 pb-3">
        {exchange.request ? <JsonViewer label="Request" value={exchange.request.message} /> : null}
        {exchange.response ? (
          <JsonViewer label="Response" value={exchange.response.message} />
        ) : null}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
