"use client";

import { useCallback, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ScrollRegion } from "@/components/ui/scroll-region";
import { useComparison } from "@/hooks/compare/use-comparison";
import { useComparisonCommands } from "@/hooks/compare/use-comparison-commands";
import type { ModelListing } from "@/lib/api/models";
import { anyColumnRunning, canStepAll, waitingColumns } from "@/lib/views/compare/columns";
import { comparisonExportUrl } from "@/lib/views/compare/url";
import { CollapsedColumn } from "./columns/collapsed-column";
import { ComparisonColumn } from "./columns/comparison-column";
import { ComparisonControls } from "./controls/comparison-controls";
import { DecisionBar } from "./controls/decision-bar";
import { ComparisonMetrics } from "./metrics/comparison-metrics";

/**
 * An open comparison: its task, the commands on every column and the decision for the waiting
 * ones, the columns side by side (scrolling sideways inside their own strip, never the page; each
 * can collapse to its key numbers), the metrics table and the exports.
 */
export function ComparisonWorkspace({
  id,
  models,
  report,
  onNew,
}: {
  id: string;
  models: readonly ModelListing[];
  report: (error: unknown, action: string) => void;
  onNew: () => void;
}) {
  // The commands refresh the comparison after each; the comparison polls while one is under way.
  const refreshComparison = useRef<() => Promise<void>>(async () => {});
  const refresh = useCallback(() => refreshComparison.current(), []);
  const commands = useComparisonCommands({ id, refresh, report });
  const busy = commands.busy !== null;
  const comparison = useComparison(id, busy, report);
  refreshComparison.current = comparison.refresh;
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const { view } = comparison;

  if (comparison.notFound) {
    return (
      <div className="m-auto flex max-w-md flex-col items-center gap-2 p-8 text-center">
        <p className="text-sm font-medium">No comparison {id}</p>
        <p className="text-xs text-muted">It was deleted, or the link is mistyped.</p>
        <Button onClick={onNew}>New comparison</Button>
      </div>
    );
  }
  if (view === null) return <p className="p-6 text-xs text-muted">Loading the comparison…</p>;

  const waiting = waitingColumns(view);
  const running = anyColumnRunning(view);
  const toggle = (column: number) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(column)) next.delete(column);
      else next.add(column);
      return next;
    });

  return (
    <div className="flex min-w-0 flex-col gap-3 p-4">
      <header className="flex min-w-0 flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1">
          <h2 className="text-sm font-semibold">Comparison</h2>
          <p className="truncate text-xs text-muted" title={view.task}>
            {view.task}
          </p>
        </div>
        <nav aria-label="Comparison" className="flex flex-wrap items-center gap-2 text-xs">
          <a
            href={comparisonExportUrl(id, "json")}
            download
            className="text-accent underline-offset-2 hover:underline"
          >
            Export JSON
          </a>
          <a
            href={comparisonExportUrl(id, "markdown")}
            download
            className="text-accent underline-offset-2 hover:underline"
          >
            Export Markdown
          </a>
          <Button
            size="sm"
            onClick={() => setCollapsed(new Set(view.columns.map((c) => c.column)))}
          >
            Collapse all
          </Button>
          <Button size="sm" onClick={() => setCollapsed(new Set())}>
            Expand all
          </Button>
          <Button size="sm" onClick={onNew}>
            New comparison
          </Button>
        </nav>
      </header>
      <ComparisonControls
        busy={commands.busy}
        canStep={canStepAll(view)}
        running={running}
        onStep={() => void commands.stepAll()}
        onRun={(maxTurns) => void commands.runAll(maxTurns)}
        onStop={() => void commands.stopAll()}
      />
      {waiting.length > 0 ? (
        <DecisionBar
          key={waiting.map((column) => `${column.column}:${column.turn}`).join(",")}
          waiting={waiting}
          busy={busy}
          onDecide={(decision) => void commands.decide(decision)}
        />
      ) : null}
      {/* Relative: the strip holds its columns' visually hidden text, which would widen the page. */}
      <ScrollRegion label="Columns" className="relative flex min-w-0 gap-3 pb-2">
        {view.columns.map((column) =>
          collapsed.has(column.column) ? (
            <CollapsedColumn
              key={column.sessionId}
              column={column}
              note={commands.notes.get(column.column)}
              onExpand={() => toggle(column.column)}
            />
          ) : (
            <ComparisonColumn
              key={column.sessionId}
              column={column}
              reads={comparison.reads}
              note={commands.notes.get(column.column)}
              models={models}
              deciding={commands.busy === "Decide"}
              onDecide={(decision) => void commands.decide(decision)}
              onCollapse={() => toggle(column.column)}
              report={report}
            />
          ),
        )}
      </ScrollRegion>
      <section
        aria-label="Metrics of the columns"
        className="rounded-lg border border-line bg-surface p-2"
      >
        <ComparisonMetrics comparison={view} />
      </section>
    </div>
  );
}
