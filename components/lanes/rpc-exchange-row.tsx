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
 * its accessible name); request and response JSON inside. Lit (`aria-current`) when it belongs to
 * the chain selected (the action that caused it, the observation it brought back); its Select
 * button selects it, lighting that chain.
 */
export function RpcExchangeRow({
  exchange,
  defaultOpen,
  lit = false,
  onSelect,
}: {
  exchange: RpcExchange;
  defaultOpen: boolean;
  lit?: boolean;
  /** Absent: the row cannot be selected (a page without the conversation to link it to). */
  onSelect?: () => void;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const outgoing = (exchange.request ?? exchange.response)?.direction === "out";
  const label = exchange.method ?? "response";
  return (
    <Collapsible.Root
      open={open}
      onOpenChange={setOpen}
      className={clsx(
        "border-b border-l-2 border-b-line",
        lit ? "border-l-lit-line bg-lit" : "border-l-transparent",
      )}
      data-testid="rpc-exchange"
      data-linked={lit ? "true" : undefined}
      aria-current={lit ? "true" : undefined}
    >
      <div className="flex items-center">
        <Collapsible.Trigger
          className="flex min-w-0 flex-1 cursor-pointer items-center gap-2 px-3 py-1.5 text-left text-xs hover:bg-raised"
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
        {onSelect ? (
          <button
            type="button"
            aria-pressed={lit}
            aria-label={`Select ${label}${exchange.id !== undefined ? ` #${exchange.id}` : ""}`}
            title="Light the action that caused this message and the observation it brought back"
            onClick={onSelect}
            className="mr-2 shrink-0 cursor-pointer rounded-md border border-line px-1.5 py-0.5 text-[11px] hover:border-accent focus-visible:outline-2 focus-visible:outline-accent aria-pressed:border-lit-line aria-pressed:bg-lit"
          >
            Select
          </button>
        ) : null}
      </div>
      <Collapsible.Content className="flex flex-col gap-2 px-3 pt-1 pb-3">
        {exchange.request ? <JsonViewer label="Request" value={exchange.request.message} /> : null}
        {exchange.response ? (
          <JsonViewer label="Response" value={exchange.response.message} />
        ) : null}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
