"use client";

import { CaptureReader } from "@/components/captures/capture-reader";
import { Button } from "@/components/ui/button";
import type { CaptureLaneId } from "@/lib/views/captures/url";
import { CaptureDetails } from "./capture-details";

/**
 * The capture open on the Traffic page: the Captures page's reader (its line, Open in playground,
 * the lanes) with the request's anatomy, diff and exchange above the lanes. `revision` changes
 * when the capture's row does (a stream that ends), so the reader loads it again.
 */
export function TrafficDetail({
  id,
  revision,
  lane,
  onLaneChange,
  onSelect,
  onClose,
  onDelete,
}: {
  id: string;
  revision: string;
  lane: CaptureLaneId;
  onLaneChange: (lane: CaptureLaneId) => void;
  onSelect: (id: string) => void;
  onClose: () => void;
  onDelete: (id: string) => void;
}) {
  return (
    <section aria-label="Selected capture" className="flex min-h-0 min-w-0 flex-1 flex-col">
      <div className="flex h-8 shrink-0 items-center gap-2 border-b border-line bg-sunken px-3">
        <span className="text-[11px] text-muted">Selected capture</span>
        <Button size="sm" variant="danger" className="ml-auto" onClick={() => onDelete(id)}>
          Delete capture
        </Button>
        <Button size="sm" variant="ghost" onClick={onClose}>
          Close
        </Button>
      </div>
      <CaptureReader
        key={`${id}:${revision}`}
        id={id}
        lane={lane}
        onLaneChange={onLaneChange}
        onForget={onClose}
        details={(capture) => <CaptureDetails capture={capture} onSelect={onSelect} />}
      />
    </section>
  );
}
