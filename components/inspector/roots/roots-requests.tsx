"use client";

import { useMemo } from "react";
import { Badge } from "@/components/ui/badge";
import type { TrafficMessage } from "@/lib/api/inspector";
import { rootsExchanges } from "@/lib/views/inspector/roots/roots";
import { formatClock } from "@/lib/views/inspector/traffic/traffic";

/** The server's `roots/list` requests with Loupe's answers, and each list_changed Loupe sent. */
export function RootsRequests({ messages }: { messages: readonly TrafficMessage[] }) {
  const exchanges = useMemo(() => rootsExchanges(messages).reverse(), [messages]);
  return (
    <section aria-labelledby="roots-requests-heading" className="flex max-w-3xl flex-col gap-2">
      <h3 id="roots-requests-heading" className="text-xs font-semibold">
        roots/list requests
      </h3>
      {exchanges.length === 0 ? (
        <p className="text-xs text-muted">
          The server has not asked for the roots on this connection yet.
        </p>
      ) : (
        <ol aria-label="Roots requests, newest first" className="flex flex-col gap-1">
          {exchanges.map((exchange) => (
            <li
              key={exchange.seq}
              className="flex flex-wrap items-baseline gap-2 rounded-md border border-line bg-surface px-2 py-1 text-xs"
            >
              <time className="font-mono text-[11px] text-muted tabular-nums">
                {formatClock(exchange.at)}
              </time>
              {exchange.kind === "list-changed" ? (
                <>
                  <Badge tone="accent">out</Badge>
                  <span>Loupe sent notifications/roots/list_changed</span>
                </>
              ) : (
                <>
                  <Badge>in</Badge>
                  <span>The server asked roots/list;</span>
                  <RootsAnswer exchange={exchange} />
                </>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function RootsAnswer({
  exchange,
}: {
  exchange: Extract<ReturnType<typeof rootsExchanges>[number], { kind: "request" }>;
}) {
  const latency = exchange.latencyMs === undefined ? "" : ` in ${exchange.latencyMs} ms`;
  if (exchange.error !== undefined) {
    return (
      <span className="text-danger">
        Loupe answered an error{latency}: {exchange.error}
      </span>
    );
  }
  if (exchange.answer === undefined) return <span className="text-muted">not answered yet</span>;
  return (
    <span>
      Loupe answered{latency} with{" "}
      {exchange.answer.length === 0 ? (
        "no roots"
      ) : (
        <span className="font-mono break-all">
          {exchange.answer.map((root) => root.uri).join(", ")}
        </span>
      )}
    </span>
  );
}
