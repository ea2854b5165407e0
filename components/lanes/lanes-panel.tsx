"use client";

import { useId } from "react";
import { StatusBadge } from "@/components/playground/conversation/status-badge";
import { Badge } from "@/components/ui/badge";
import { Select } from "@/components/ui/field";
import { useMessageCounter } from "@/hooks/lanes/use-message-counter";
import type { ModelListing } from "@/lib/api/models";
import type { DialectId } from "@/lib/dialects";
import type { LoupeEvent } from "@/lib/events/types";
import type { TurnSummary } from "@/lib/views/playground/conversation/turn-status";
import type { TurnView } from "@/lib/views/playground/conversation/turn-view";
import type { LaneId } from "@/lib/views/shared/url-state";
import { JsonRpcLane } from "./json-rpc-lane";
import { Lanes } from "./lanes";
import { TurnRequestDiff } from "./request-diff-view";
import { RequestMessagesView } from "./request-messages-view";
import { TurnWaterfallView } from "./turn-waterfall-view";

/**
 * The playground's right column: the selected turn in the shared `Lanes`, with a picker for the
 * turn and the turn's JSON-RPC traffic as its own lane. Whether the action is lit is the
 * playground's, since the conversation lights it too. The Request lane adds the request's
 * messages with their tokens, its diff against the previous turn's and the turn's waterfall.
 */
export function LanesPanel({
  turns,
  view,
  lane,
  actionLit,
  litRpcKeys,
  onLaneChange,
  onSelectTurn,
  onToggleAction,
  sessionId,
  events,
  model,
  onError,
  onSelectRpc,
  dialect,
}: {
  turns: TurnSummary[];
  view: TurnView | null;
  lane: LaneId;
  actionLit: boolean;
  /** The JSON-RPC exchanges lit with the selected chain (by exchange key). */
  litRpcKeys: ReadonlySet<string>;
  onLaneChange: (lane: LaneId) => void;
  onSelectTurn: (turn: number) => void;
  onToggleAction: () => void;
  sessionId: string | null;
  /** The session's events, the selected turn's raw exchange in them. */
  events: readonly LoupeEvent[];
  /** The session's model, whose counter counts the request's tokens. */
  model: Pick<ModelListing, "id" | "provider"> | undefined;
  onError: (error: unknown) => void;
  /** Selects a JSON-RPC exchange, lighting the action that caused it. */
  onSelectRpc: (key: string) => void;
  /** The session's dialect: how the Parsed lane colours the answer and names its action. */
  dialect?: DialectId | undefined;
}) {
  const counter = useMessageCounter(model);
  const rpcCount = view?.rpc.length ?? 0;
  const turnPickerId = useId();
  return (
    <Lanes
      label="Lanes of the selected turn"
      className="@container"
      header={
        <header className="flex min-h-9 shrink-0 flex-wrap items-center gap-x-2 gap-y-1 border-b border-line px-3 py-1.5 whitespace-nowrap">
          <h2 className="text-[11px] font-semibold tracking-wider text-muted uppercase">Lanes</h2>
          {view ? <StatusBadge status={view.status} /> : null}
          <span className="ml-auto flex max-w-full min-w-0 items-center gap-2">
            <label htmlFor={turnPickerId} className="text-xs text-muted">
              Turn
            </label>
            <Select
              id={turnPickerId}
              value={view ? String(view.turn) : ""}
              disabled={turns.length === 0}
              onChange={(event) => onSelectTurn(Number(event.target.value))}
              compact
              className="max-w-full min-w-0"
            >
              {turns.length === 0 ? <option value="">—</option> : null}
              {turns.map((summary) => (
                <option key={summary.turn} value={summary.turn}>
                  {summary.turn} · {summary.status.replace("-", " ")}
                </option>
              ))}
            </Select>
          </span>
        </header>
      }
      view={view}
      empty="Step to see the turn's raw stream, parsed action and MCP traffic."
      lane={lane}
      onLaneChange={onLaneChange}
      ownLane={{
        id: "rpc",
        trigger: (
          <>
            <span>
              <span className="@max-sm:sr-only">JSON-</span>RPC
            </span>
            {rpcCount > 0 ? <Badge>{rpcCount}</Badge> : null}
          </>
        ),
        content: view ? (
          <JsonRpcLane exchanges={view.rpc} lit={litRpcKeys} onSelect={onSelectRpc} />
        ) : null,
      }}
      actionLit={actionLit}
      onToggleAction={onToggleAction}
      dialect={dialect}
      streaming={view?.status === "running"}
      requestViews={
        view?.request
          ? [
              {
                id: "messages",
                label: "Messages",
                content: (
                  <RequestMessagesView
                    request={view.request}
                    count={counter.count}
                    tokenLabel={counter.label}
                  />
                ),
              },
              {
                id: "diff",
                label: "Diff vs previous turn",
                content: (
                  <TurnRequestDiff
                    sessionId={sessionId}
                    events={events}
                    turn={view.turn}
                    request={view.request}
                    onError={onError}
                    count={counter.count}
                    tokenLabel={counter.label}
                  />
                ),
              },
              {
                id: "waterfall",
                label: "Waterfall",
                content: <TurnWaterfallView events={events} turn={view.turn} />,
              },
            ]
          : undefined
      }
    />
  );
}
