"use client";

import { type ReactNode, useMemo } from "react";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClasses } from "@/components/ui/button";
import { useCapture } from "@/hooks/captures/use-capture";
import type { CaptureView } from "@/lib/api/captures";
import { CAPTURE_FORMAT_LABELS, captureFormatInfo } from "@/lib/captures/capture-format";
import { DEFAULT_DIALECT_ID, dialectFor } from "@/lib/dialects";
import { errorMessage } from "@/lib/errors";
import { summarizeCapture } from "@/lib/views/captures/summary";
import type { CaptureLaneId } from "@/lib/views/captures/url";
import { describeFinishReason } from "@/lib/views/lanes/finish-reason";
import { deriveTurn } from "@/lib/views/playground/conversation/turn-view";
import { ApiError } from "@/lib/views/shared/api-client";
import { countOf, formatBytes } from "@/lib/views/shared/format";
import { CaptureLanes } from "./capture-lanes";
import { OpenInPlayground } from "./open-in-playground";

/**
 * One capture, read: a line on what it is (format, model, dialect, size, how it ended), then its
 * lanes. A capture the server does not have says so and offers to forget it here. `details`
 * draws what a page adds about the capture between the line and the lanes.
 */
export function CaptureReader({
  id,
  lane,
  onLaneChange,
  onForget,
  details,
}: {
  id: string;
  lane: CaptureLaneId;
  onLaneChange: (lane: CaptureLaneId) => void;
  onForget: (id: string) => void;
  details?: (capture: CaptureView) => ReactNode;
}) {
  const load = useCapture(id);
  if (load.state === "loading") {
    return <p className="p-6 text-xs text-muted">Loading the capture…</p>;
  }
  if (load.state === "failed") {
    const missing = load.error instanceof ApiError && load.error.status === 404;
    return (
      <div role="alert" className="flex flex-col items-start gap-2 p-6 text-xs">
        <p className="text-danger">{errorMessage(load.error)}</p>
        {missing ? (
          <Button size="sm" onClick={() => onForget(id)}>
            Forget it in this browser
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <LoadedCapture
      capture={load.capture}
      lane={lane}
      onLaneChange={onLaneChange}
      details={details}
    />
  );
}

function LoadedCapture({
  capture,
  lane,
  onLaneChange,
  details,
}: {
  capture: CaptureView;
  lane: CaptureLaneId;
  onLaneChange: (lane: CaptureLaneId) => void;
  details?: (capture: CaptureView) => ReactNode;
}) {
  const summary = useMemo(() => summarizeCapture(capture.events), [capture.events]);
  const view = useMemo(() => deriveTurn(capture.events, summary.turn), [capture.events, summary]);
  const finish = describeFinishReason(capture.assembled.finishReason);
  return (
    <div className="flex min-h-0 min-w-0 flex-1 flex-col">
      <header className="flex min-h-9 shrink-0 flex-wrap items-center gap-2 border-b border-line bg-surface px-3 py-1 text-xs">
        <h2 className="font-mono text-xs font-semibold" title={capture.id}>
          {capture.id}
        </h2>
        {summary.format ? (
          <Badge tone="accent">{CAPTURE_FORMAT_LABELS[summary.format]}</Badge>
        ) : null}
        {summary.model ? <Badge mono>{summary.model}</Badge> : null}
        <span className="text-muted">
          {dialectFor(summary.dialect ?? DEFAULT_DIALECT_ID).label} · {formatBytes(summary.bytes)} ·{" "}
          {countOf(
            summary.items,
            summary.format && captureFormatInfo(summary.format).framing === "ndjson"
              ? "NDJSON line"
              : "SSE item",
          )}
        </span>
        {capture.request === null ? null : (
          <>
            <OpenInPlayground captureId={capture.id} />
            <a
              href={`/compare?capture=${encodeURIComponent(capture.id)}`}
              title="This request on other models, side by side, on the Compare page"
              className={buttonClasses({ size: "sm" })}
            >
              Compare on other models
            </a>
          </>
        )}
        <span className="ml-auto">
          {capture.assembled.error ? (
            <Badge tone="danger" title={capture.assembled.error.message}>
              ended with an error
            </Badge>
          ) : finish ? (
            <Badge tone="success" title={finish.raw}>
              {finish.words}
            </Badge>
          ) : (
            <Badge tone="warning">no finish reason</Badge>
          )}
        </span>
      </header>
      {details ? details(capture) : null}
      <CaptureLanes
        key={capture.id}
        capture={capture}
        summary={summary}
        view={view}
        lane={lane}
        onLaneChange={onLaneChange}
      />
    </div>
  );
}
