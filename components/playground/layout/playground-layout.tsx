"use client";

import type { ReactNode } from "react";
import { usePaneLayout } from "@/hooks/playground/use-pane-layout";
import { useMediaQuery } from "@/hooks/shared/use-media-query";
import {
  isPaneCollapsed,
  narrowScreenQuery,
  type PaneId,
  togglePane,
} from "@/lib/views/playground/layout/pane-layout";
import { PaneToggles } from "./pane-toggles";
import { SplitPanes } from "./split-panes";
import { TabbedPanes } from "./tabbed-panes";

/**
 * The playground's frame: the top bar (with the page's `h1`, so it comes first in the page's
 * headings) and notices across the whole width, then the sidebar and the panes: resizable and
 * collapsible side by side on a wide screen, tabs below 768 px.
 */
export function PlaygroundLayout({
  topBar,
  notices,
  sidebar,
  panes,
  fileCount,
  tab,
  onTabChange,
}: {
  topBar: ReactNode;
  notices: ReactNode;
  /** The session list, beside the panes (a button that opens it on a narrow screen). */
  sidebar: ReactNode;
  panes: Record<PaneId, ReactNode>;
  fileCount: number;
  /** The pane shown on a narrow screen. */
  tab: PaneId;
  onTabChange: (pane: PaneId) => void;
}) {
  const narrow = useMediaQuery(narrowScreenQuery);
  const context = { workspaceEmpty: fileCount === 0 };
  const { layout, drag, endDrag, command, toggle } = usePaneLayout(context);
  const collapsed: Record<PaneId, boolean> = {
    setup: isPaneCollapsed(layout, "setup", context),
    conversation: isPaneCollapsed(layout, "conversation", context),
    lanes: isPaneCollapsed(layout, "lanes", context),
    files: isPaneCollapsed(layout, "files", context),
  };
  return (
    <div className="flex min-h-0 min-w-0 flex-1 flex-col">
      <div className="flex min-w-0 shrink-0 items-stretch border-b border-line bg-surface">
        <div className="min-w-0 flex-1 overflow-hidden [&>header]:border-b-0">{topBar}</div>
        {narrow ? null : (
          <div className="flex shrink-0 items-center pr-3">
            <PaneToggles
              collapsed={collapsed}
              canToggle={(pane) => togglePane(layout, pane, context) !== layout}
              onToggle={toggle}
            />
          </div>
        )}
      </div>
      {notices}
      <div className="flex min-h-0 min-w-0 flex-1 max-md:flex-col">
        {sidebar}
        {narrow ? (
          <TabbedPanes panes={panes} tab={tab} onTabChange={onTabChange} fileCount={fileCount} />
        ) : (
          <SplitPanes
            panes={panes}
            fileCount={fileCount}
            control={{ layout, context, drag, endDrag, command, toggle }}
          />
        )}
      </div>
    </div>
  );
}
