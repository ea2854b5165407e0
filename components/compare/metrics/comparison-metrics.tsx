"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { ScrollRegion } from "@/components/ui/scroll-region";
import type { ComparisonView } from "@/lib/api/comparisons";
import { columnHeadings, metricsRows } from "@/lib/views/compare/metrics-rows";
import { turnActionsRows } from "@/lib/views/compare/turn-actions-rows";
import { MetricsTable } from "./metrics-table";
import { TurnActionsTable } from "./turn-actions-table";

/**
 * A comparison's metrics under its columns: the summary table (each turn's time to first token
 * on demand) and the columns' actions turn by turn. Each table scrolls inside its own region with
 * its first column kept in view, so eight columns stay readable on a 1440-pixel screen.
 */
export function ComparisonMetrics({ comparison }: { comparison: ComparisonView }) {
  const [perTurnTtft, setPerTurnTtft] = useState(false);
  const headingId = useId();
  const headings = columnHeadings(comparison);
  const rows = metricsRows(comparison, { perTurnTtft });
  const turns = turnActionsRows(comparison);
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-sm font-semibold">
          Metrics
        </h2>
        <Button size="sm" aria-pressed={perTurnTtft} onClick={() => setPerTurnTtft(!perTurnTtft)}>
          Time to first token per response
        </Button>
      </div>
      <ScrollRegion label="Metrics table" className="max-w-full rounded border border-line">
        <MetricsTable headings={headings} rows={rows} />
      </ScrollRegion>
      <h3 className="text-xs font-semibold">Actions per turn</h3>
      <ScrollRegion
        label="Actions per turn table"
        className="max-h-[32rem] max-w-full rounded border border-line"
      >
        <TurnActionsTable headings={headings} rows={turns} />
      </ScrollRegion>
    </section>
  );
}
