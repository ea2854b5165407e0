"use client";

import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from "@/components/ui/tabs";
import { type PaneId, paneIds } from "@/lib/views/playground/layout/pane-layout";
import { paneLabels } from "./pane-names";

/**
 * The narrow screen: one pane at a time, chosen by tabs. Every pane stays mounted (the hidden
 * ones keep their state and scroll position).
 */
export function TabbedPanes({
  panes,
  tab,
  onTabChange,
  fileCount,
}: {
  panes: Record<PaneId, ReactNode>;
  tab: PaneId;
  onTabChange: (pane: PaneId) => void;
  fileCount: number;
}) {
  return (
    <TabsRoot
      value={tab}
      onValueChange={(value) => {
        const pane = paneIds.find((id) => id === value);
        if (pane) onTabChange(pane);
      }}
      className="flex min-h-0 min-w-0 flex-1 flex-col"
    >
      <TabsList aria-label="Panes" className="overflow-x-auto bg-surface">
        {paneIds.map((pane) => (
          <TabsTrigger key={pane} value={pane}>
            {paneLabels[pane]}
            {pane === "files" && fileCount > 0 ? <Badge>{fileCount}</Badge> : null}
          </TabsTrigger>
        ))}
      </TabsList>
      {paneIds.map((pane) => (
        <TabsContent
          key={pane}
          value={pane}
          forceMount
          className="grid grid-cols-[minmax(0,1fr)] grid-rows-[minmax(0,1fr)] data-[state=inactive]:hidden"
        >
          {panes[pane]}
        </TabsContent>
      ))}
    </TabsRoot>
  );
}
