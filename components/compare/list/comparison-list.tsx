import { useState } from "react";
import { Button } from "@/components/ui/button";
import { inputClassName } from "@/components/ui/field";
import { Panel } from "@/components/ui/panel";
import { useComparisonList } from "@/hooks/compare/use-comparison-list";
import { comparisonColumnsText } from "@/lib/views/compare/columns";
import { relativeTime } from "@/lib/views/shared/relative-time";

/** The saved comparisons, newest first, with a search box: each one a link that re-opens it. */
export function ComparisonList({
  report,
  onOpen,
}: {
  report: (error: unknown, action: string) => void;
  onOpen: (id: string) => void;
}) {
  const [query, setQuery] = useState("");
  const [now] = useState(() => Date.now());
  const list = useComparisonList(query.trim(), report);
  return (
    <Panel
      title="Saved comparisons"
      className="min-h-0 rounded-lg border border-line"
      bodyClassName="flex flex-col gap-2 p-3"
    >
      <input
        type="search"
        aria-label="Search comparisons"
        placeholder="Search by task or model"
        className={inputClassName}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <ul aria-label="Saved comparisons" className="flex flex-col gap-1">
        {list.comparisons.map((comparison) => (
          <li key={comparison.id}>
            <a
              href={`/compare?comparison=${encodeURIComponent(comparison.id)}`}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey) return;
                event.preventDefault();
                onOpen(comparison.id);
              }}
              className="flex flex-col gap-0.5 rounded-md px-2 py-1.5 text-xs hover:bg-raised"
            >
              <span className="truncate font-medium text-ink">{comparison.task}</span>
              <span className="truncate text-muted">
                {comparisonColumnsText(comparison)} · {relativeTime(comparison.createdAt, now)}
              </span>
            </a>
          </li>
        ))}
      </ul>
      {!list.loading && list.comparisons.length === 0 ? (
        <p className="text-xs text-muted">
          {query.trim() ? "No comparison matches." : "No comparisons yet."}
        </p>
      ) : null}
      {list.hasMore ? (
        <Button size="sm" className="self-start" onClick={list.loadMore} disabled={list.loading}>
          Load more
        </Button>
      ) : null}
    </Panel>
  );
}
