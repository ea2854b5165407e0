"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { JsonViewer } from "@/components/ui/json-viewer";
import { errorMessage } from "@/lib/errors";
import { transportLabel } from "@/lib/views/inspector/servers/server-form";
import { formatDuration } from "@/lib/views/shared/format";
import type { InspectorTabProps } from "./inspector-tab-props";

type PingOutcome =
  | { state: "idle" }
  | { state: "waiting" }
  | { state: "answered"; ms: number }
  | { state: "failed"; message: string };

/**
 * The Overview tab: what the server said in `initialize` (its name, version and title, the
 * protocol version, capabilities, instructions), the transport in use, and Ping.
 */
export function OverviewTab({ server, handshake, refresh, api }: InspectorTabProps) {
  const [ping, setPing] = useState<PingOutcome>({ state: "idle" });
  const { serverInfo } = handshake;
  const title = (serverInfo as { title?: string }).title;

  const sendPing = async () => {
    setPing({ state: "waiting" });
    const started = performance.now();
    try {
      const answer = await api.rpc(server.id, { method: "ping" });
      const ms = performance.now() - started;
      if ("error" in answer) {
        setPing({
          state: "failed",
          message: `${answer.error.message} (JSON-RPC error ${answer.error.code})`,
        });
      } else setPing({ state: "answered", ms });
    } catch (error) {
      setPing({ state: "failed", message: errorMessage(error) });
    } finally {
      void refresh();
    }
  };

  const facts: Array<[string, string]> = [
    ["Name", serverInfo.name],
    ["Version", serverInfo.version],
    ...(title ? ([["Title", title]] as Array<[string, string]>) : []),
    ["Protocol version", handshake.protocolVersion ?? "not said"],
    [
      "Transport in use",
      handshake.transport
        ? `${transportLabel(handshake.transport)}${handshake.transport !== server.transport ? ` (configured as ${transportLabel(server.transport)}; the server refused it)` : ""}`
        : transportLabel(server.transport),
    ],
  ];

  return (
    <div className="flex max-w-4xl flex-col gap-4 p-4">
      <section aria-labelledby="overview-server-heading" className="flex flex-col gap-2">
        <h3 id="overview-server-heading" className="text-xs font-semibold">
          Server
        </h3>
        <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1 text-xs">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-muted">{term}</dt>
              <dd className="font-mono break-all">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="overview-ping-heading" className="flex flex-col gap-2">
        <h3 id="overview-ping-heading" className="text-xs font-semibold">
          Ping
        </h3>
        <div className="flex items-center gap-3">
          <Button onClick={() => void sendPing()} disabled={ping.state === "waiting"}>
            Ping
          </Button>
          <p role="status" className="text-xs">
            {ping.state === "waiting" ? (
              <span className="text-muted">waiting for the answer…</span>
            ) : null}
            {ping.state === "answered" ? (
              <span className="text-success">Answered in {formatDuration(ping.ms)}</span>
            ) : null}
          </p>
        </div>
        {ping.state === "failed" ? (
          <p role="alert" className="rounded-md bg-danger-soft px-2 py-1.5 text-xs text-danger">
            Ping failed: {ping.message}
          </p>
        ) : null}
      </section>
      <section aria-labelledby="overview-instructions-heading" className="flex flex-col gap-2">
        <h3 id="overview-instructions-heading" className="text-xs font-semibold">
          Instructions
        </h3>
        {handshake.instructions ? (
          <p className="rounded-md border border-line bg-sunken p-2 text-xs whitespace-pre-wrap">
            {handshake.instructions}
          </p>
        ) : (
          <p className="text-xs text-muted">The server gave no instructions.</p>
        )}
      </section>
      <section aria-label="Capabilities" className="flex flex-col gap-2">
        <JsonViewer label="Capabilities" value={handshake.capabilities} />
      </section>
    </div>
  );
}
