"use client";

import { useMemo, useState } from "react";
import { assembledTextOffset } from "@/components/lanes/assembled-text-offset";
import { LaneEmpty } from "@/components/lanes/lane-empty";
import { ParsedLane } from "@/components/lanes/parsed-lane";
import { RawSseLane, type SseLineKey } from "@/components/lanes/raw-sse-lane";
import { RequestLane } from "@/components/lanes/request-lane";
import { Badge } from "@/components/ui/badge";
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from "@/components/ui/tabs";
import type { CaptureView } from "@/lib/views/captures/api";
import type { CaptureSummary } from "@/lib/views/captures/summary";
import { type CaptureLaneId, captureLaneIds } from "@/lib/views/captures/url";
import { litLines } from "@/lib/views/lanes/raw-lane-lines";
import { sseDeltaIndex } from "@/lib/views/lanes/sse-delta-index";
import { carriedBySseItem, sseItemAtOffset } from "@/lib/views/lanes/sse-selection";
import type { TurnView } from "@/lib/views/playground/conversation/turn-view";
import { CaptureActionsList } from "./capture-actions-list";
import { CaptureAnswer } from "./capture-answer";

const noSeqs: ReadonlySet<number> = new Set();

/**
 * A capture in the playground's lanes: Raw SSE (the same lane as a live turn), Parsed (the
 * answer as the host reads it, then every action the dialect found), Answer (the assembled
 * answer whole) and Request. Raw SSE and Parsed are linked both ways, as in the playground: the
 * selected action lights the lines that carried it, a selected line marks the text it carried,
 * and a click on the text selects the line.
 */
export function CaptureLanes({
  capture,
  summary,
  view,
  lane,
  onLaneChange,
}: {
  capture: CaptureView;
  summary: CaptureSummary;
  view: TurnView;
  lane: CaptureLaneId;
  onLaneChange: (lane: CaptureLaneId) => void;
}) {
  const [actionLit, setActionLit] = useState(false);
  const [selected, setSelected] = useState<SseLineKey | null>(null);
  const highlighted = useMemo(
    () =>
      view.action && actionLit ? sseDeltaIndex(view.deltas).sseSeqsIn(view.action.span) : noSeqs,
    [view, actionLit],
  );
  const litLineCount = useMemo(
    () => litLines(view.sseLines, highlighted).count,
    [view, highlighted],
  );
  const carried = useMemo(
    () => (selected ? carriedBySseItem(view, selected.sseSeq) : null),
    [view, selected],
  );
  return (
    <section aria-label="Lanes" className="flex min-h-0 min-w-0 flex-1 flex-col bg-surface">
      <TabsRoot
        value={lane}
        onValueChange={(value) => {
          const next = captureLaneIds.find((id) => id === value);
          if (next) onLaneChange(next);
        }}
        className="flex min-h-0 flex-1 flex-col"
      >
        <TabsList aria-label="Lanes of the capture">
          <TabsTrigger value="sse">
            Raw SSE<Badge>{view.sseLines.length}</Badge>
          </TabsTrigger>
          <TabsTrigger value="parsed">
            Parsed{capture.actions.length > 0 ? <Badge>{capture.actions.length}</Badge> : null}
          </TabsTrigger>
          <TabsTrigger value="answer">
            Answer
            {capture.assembled.error ? <Badge tone="danger">error</Badge> : null}
          </TabsTrigger>
          <TabsTrigger value="request">Request</TabsTrigger>
        </TabsList>
        <TabsContent value="sse" className="flex flex-col">
          <RawSseLane
            lines={view.sseLines}
            deltas={view.deltas}
            chunks={view.chunks}
            itemCount={view.sseItemCount}
            highlighted={highlighted}
            streaming={false}
            selected={selected}
            carried={carried}
            actionName={view.action?.name}
            onSelect={setSelected}
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
            if (sseSeq !== undefined) setSelected({ sseSeq, index: 0 });
          }}
        >
          <ParsedLane
            view={view}
            lit={actionLit}
            litLineCount={litLineCount}
            carried={carried}
            onToggleAction={() => setActionLit((lit) => !lit)}
            onShowRawSse={() => onLaneChange("sse")}
            onClearSseSelection={() => setSelected(null)}
          />
          <CaptureActionsList actions={capture.actions} dialect={summary.dialect} />
        </TabsContent>
        <TabsContent value="answer" className="overflow-auto">
          <CaptureAnswer assembled={capture.assembled} timings={view.response?.timings} />
        </TabsContent>
        <TabsContent value="request" className="overflow-auto">
          {capture.request === null ? (
            <LaneEmpty>
              No request was imported with this stream. Paste its body in the Request field of the
              import form to see it here.
            </LaneEmpty>
          ) : (
            <RequestLane request={view.request} />
          )}
        </TabsContent>
      </TabsRoot>
    </section>
  );
}
