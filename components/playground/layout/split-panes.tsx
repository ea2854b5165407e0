"use client";

import type { CSSProperties, ReactNode } from "react";
import { ResizeSeparator } from "@/components/ui/resizable";
import {
  type ColumnId,
  type ColumnTrack,
  columnTracks,
  hasSeparator,
  isPaneCollapsed,
  type PaneContext,
  type PaneId,
  type PaneLayout,
  paneBounds,
  type SeparatorCommand,
  type SizedPaneId,
} from "@/lib/views/playground/layout/pane-layout";
import { CollapsedPane } from "./collapsed-pane";
import { paneElementId, paneLabels } from "./pane-names";

/** What the wide layout needs from the pane layout hook. */
export interface SplitPanesControl {
  layout: PaneLayout;
  context: PaneContext;
  drag: (pane: SizedPaneId, size: number) => void;
  endDrag: () => void;
  command: (pane: SizedPaneId, command: SeparatorCommand) => void;
  toggle: (pane: PaneId) => void;
}

function trackStyle(track: ColumnTrack): CSSProperties {
  if (track.kind === "share") return { flex: `0 0 ${track.percent}%` };
  return { flex: "1 1 0" };
}

/**
 * The wide screen: Setup | Conversation | Lanes side by side and Files below, split by
 * separators that drag, move by keyboard and collapse. Collapsed panes stay mounted (hidden), so
 * they keep their state, and leave a strip that restores them.
 */
export function SplitPanes({
  panes,
  control,
  fileCount,
}: {
  panes: Record<PaneId, ReactNode>;
  control: SplitPanesControl;
  fileCount: number;
}) {
  const { layout, context } = control;
  const tracks = columnTracks(layout, context);
  const filesCollapsed = isPaneCollapsed(layout, "files", context);

  const separator = (pane: SizedPaneId, orientation: "vertical" | "horizontal") => {
    if (!hasSeparator(layout, pane, context)) return null;
    const { min, max } = paneBounds(layout, pane, context);
    return (
      <ResizeSeparator
        orientation={orientation}
        side={pane === "setup" ? "start" : "end"}
        controls={paneElementId(pane)}
        label={`Resize ${paneLabels[pane]}`}
        value={layout.sizes[pane]}
        min={min}
        max={max}
        collapsed={isPaneCollapsed(layout, pane, context)}
        onCommand={(command) => control.command(pane, command)}
        onDrag={(size) => control.drag(pane, size)}
        onDragEnd={control.endDrag}
      />
    );
  };

  const column = (pane: ColumnId) => {
    const track = tracks[pane];
    return (
      <>
        {track.kind === "collapsed" ? (
          <CollapsedPane
            label={paneLabels[pane]}
            controls={paneElementId(pane)}
            orientation="vertical"
            onExpand={() => control.toggle(pane)}
          />
        ) : null}
        <div
          id={paneElementId(pane)}
          hidden={track.kind === "collapsed"}
          tabIndex={-1}
          style={trackStyle(track)}
          className="grid min-h-0 min-w-0 grid-cols-[minmax(0,1fr)] grid-rows-[minmax(0,1fr)]"
        >
          {panes[pane]}
        </div>
      </>
    );
  };

  return (
    <div className="flex min-h-0 min-w-0 flex-1 flex-col bg-surface">
      <div className="flex min-h-0 flex-1">
        {column("setup")}
        {separator("setup", "vertical")}
        {column("conversation")}
        {separator("lanes", "vertical")}
        {column("lanes")}
      </div>
      {separator("files", "horizontal")}
      {filesCollapsed ? (
        <CollapsedPane
          label={paneLabels.files}
          controls={paneElementId("files")}
          orientation="horizontal"
          note={fileCount === 0 ? "empty" : `${fileCount} ${fileCount === 1 ? "file" : "files"}`}
          onExpand={() => control.toggle("files")}
        />
      ) : null}
      <div
        id={paneElementId("files")}
        hidden={filesCollapsed}
        tabIndex={-1}
        style={{ flex: `0 0 ${layout.sizes.files}%` }}
        className="grid min-h-0 min-w-0 grid-cols-[minmax(0,1fr)] grid-rows-[minmax(0,1fr)]"
      >
        {panes.files}
      </div>
    </div>
  );
}
