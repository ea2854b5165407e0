"use client";

import { useState } from "react";
import { LaneEmpty } from "@/components/lanes/lane-empty";
import { Lanes } from "@/components/lanes/lanes";
import { Badge } from "@/components/ui/badge";
import type { CaptureView } from "@/lib/api/captures";
import type { CaptureSummary } from "@/lib/views/captures/summary";
import type { CaptureLaneId } from "@/lib/views/captures/url";
import type { TurnView } from "@/lib/views/playground/conversation/turn-view";
import { CaptureActionsList } from "./capture-actions-list";
import { CaptureAnswer } from "./capture-answer";

/**
 * A capture in the shared `Lanes`: Raw SSE (the same lane as a live turn), Parsed (the answer as
 * the host reads it in the dialect its request asks for, then every action the dialect found), Answer (the assembled answer whole) as
 * its own lane, and Request. Raw SSE and Parsed are linked both ways, as in the playground.
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
  return (
    <Lanes
      label="Lanes of the capture"
      className="flex-1"
      view={view}
      lane={lane}
      onLaneChange={onLaneChange}
      ownLane={{
        id: "answer",
        trigger: (
          <>
            Answer
            {capture.assembled.error ? <Badge tone="danger">error</Badge> : null}
          </>
        ),
        content: <CaptureAnswer assembled={capture.assembled} timings={view.response?.timings} />,
      }}
      actionLit={actionLit}
      onToggleAction={() => setActionLit((lit) => !lit)}
      dialect={summary.dialect}
      streaming={false}
      parsedCount={capture.actions.length}
      parsedAfter={<CaptureActionsList actions={capture.actions} dialect={summary.dialect} />}
      noRequest={
        capture.request === null ? (
          <LaneEmpty>
            No request was imported with this stream. Paste its body in the Request field of the
            import form to see it here.
          </LaneEmpty>
        ) : undefined
      }
    />
  );
}
