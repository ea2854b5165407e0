"use client";

import { useId, useMemo, useState } from "react";
import { StatusBadge } from "@/components/playground/conversation/status-badge";
import { Badge } from "@/components/ui/badge";
import { Select } from "@/components/ui/field";
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from "@/components/ui/tabs";
import { litLines } from "@/lib/views/lanes/raw-lane-lines";
import { sseDeltaIndex } from "@/lib/views/lanes/sse-delta-index";
import { carriedBySseItem, sseItemAtOffset } from "@/lib/views/lanes/sse-selection";
import type { TurnSummary } from "@/lib/views/playground/conversation/turn-status";
import type { TurnView } from "@/lib/views/playground/conversation/turn-view";
import { type LaneId, laneIds } from "@/lib/views/shared/url-state";
import { assembledTextOffset } from "./assembled-text-offset";
import { JsonRpcLane } from "./json-rpc-lane";
import { LaneEmpty } from "./lane-empty";
import { ParsedLane } from "./parsed-lane";
import { RawSseLane, type SseLineKey } from "./raw-sse-lane";
import { RequestLane } from "./request-lane";

const noSeqs: ReadonlySet<number> = new Set();

/** A lane tab keeps to one line, a little tighter in a narrow pane. */
const laneTabClass = "shrink-0 whitespace-nowrap @max-sm:px-1.5";

/**
 * The right column: the selected turn seen as Raw SSE, Parsed, JSON-RPC and its Request. The
 * lanes are linked both ways: a selected action lights the SSE lines that carried it, a selected
 * SSE line marks the text its item carried in the Parsed lane, and a click on a character of the
 * assembled text selects the SSE item that carried it.
 */
export function LanesPanel({
  turns,
  view,
  lane,
  actionLit,
  onLaneChange,
  onSelectTurn,
  onToggleAction,
}: {
  turns: TurnSummary[];
  view: TurnView | null;
  lane: LaneId;
  actionLit: boolean;
  onLaneChange: (lane: LaneId) => void;
  onSelectTurn: (turn: number) => void;
  onToggleAction: () => void;
}) {
  const highlighted = useMemo(
    () =>
      view?.action && actionLit ? sseDeltaIndex(view.deltas).sseSeqsIn(view.action.span) : noSeqs,
    [view, actionLit],
  );
  const litLineCount = useMemo(
    () => (view ? litLines(view.sseLines, highlighted).count : 0),
    [view, highlighted],
  );
  const [selection, setSelection] = useState<(SseLineKey & { turn: number }) | null>(null);
  const selectedLine = view && selection?.turn === view.turn ? selection : null;
  const carried = useMemo(
    () => (view && selectedLine ? carriedBySseItem(view, selectedLine.sseSeq) : null),
    [view, selectedLine],
  );
  const rpcCount = view?.rpc.length ?? 0;
  const turnPickerId = useId();
  return (
    <section aria-label="Lanes" className="@container flex min-h-0 min-w-0 flex-col bg-surface">
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
      <TabsRoot
        value={lane}
        onValueChange={(value) => {
          const next = laneIds.find((id) => id === value);
          if (next) onLaneChange(next);
        }}
        className="flex min-h-0 flex-1 flex-col"
      >
        {/* In a narrow pane the tabs read "SSE" and "RPC" (their names stay whole) and the row
            scrolls rather than wrap; they never squeeze into two lines. */}
        <TabsList aria-label="Lanes of the selected turn" className="overflow-x-auto">
          <TabsTrigger value="sse" className={laneTabClass}>
            <span>
              <span className="@max-sm:sr-only">Raw </span>SSE
            </span>
            {view ? <Badge>{view.sseLines.length}</Badge> : null}
          </TabsTrigger>
          <TabsTrigger value="parsed" className={laneTabClass}>
            Parsed
          </TabsTrigger>
          <TabsTrigger value="rpc" className={laneTabClass}>
            <span>
              <span className="@max-sm:sr-only">JSON-</span>RPC
            </span>
            {rpcCount > 0 ? <Badge>{rpcCount}</Badge> : null}
          </TabsTrigger>
          <TabsTrigger value="request" className={laneTabClass}>
            Request
          </TabsTrigger>
        </TabsList>
        {view ? (
          <>
            <TabsContent value="sse" className="flex flex-col">
              <RawSseLane
                lines={view.sseLines}
                deltas={view.deltas}
                chunks={view.chunks}
                itemCount={view.sseItemCount}
                highlighted={highlighted}
                streaming={view.status === "running"}
                selected={selectedLine}
                carried={carried}
                actionName={view.action?.name}
                onSelect={(line) => setSelection({ ...line, turn: view.turn })}
                onShowParsed={() => onLaneChange("parsed")}
              />
            </TabsContent>
            <TabsContent
              value="parsed"
              className="overflow-auto"
              onClick={(event) => {
                // A click on the assembled text selects the SSE item that carried that character.
                const offset = assembledTextOffset(event);
                const sseSeq = offset === undefined ? undefined : sseItemAtOffset(view, offset);
                if (sseSeq !== undefined) setSelection({ sseSeq, index: 0, turn: view.turn });
              }}
            >
              <ParsedLane
                view={view}
                lit={actionLit}
                litLineCount={litLineCount}
                carried={carried}
                onToggleAction={onToggleAction}
                onShowRawSse={() => onLaneChange("sse")}
                onClearSseSelection={() => setSelection(null)}
              />
            </TabsContent>
            <TabsContent value="rpc" className="overflow-auto">
              <JsonRpcLane exchanges={view.rpc} />
            </TabsContent>
            <TabsContent value="request" className="overflow-auto">
              <RequestLane request={view.request} />
            </TabsContent>
          </>
        ) : (
          laneIds.map((id) => (
            <TabsContent key={id} value={id}>
              <LaneEmpty>
                Step to see the turn&apos;s raw stream, parsed action and MCP traffic.
              </LaneEmpty>
            </TabsContent>
          ))
        )}
      </TabsRoot>
    </section>
  );
}
