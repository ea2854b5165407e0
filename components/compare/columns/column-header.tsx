import { StatusBadge } from "@/components/playground/conversation/status-badge";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { ComparisonColumnView } from "@/lib/api/comparisons";
import { playgroundSearch } from "@/lib/views/shared/url-state";

/** A column's status as a badge: a session's, or that its session is gone. */
export function ColumnStatus({ status }: { status: ComparisonColumnView["status"] }) {
  return status === "deleted" ? (
    <Badge tone="danger">deleted</Badge>
  ) : (
    <StatusBadge status={status} />
  );
}

/** The playground link that opens a column as the ordinary session it is. */
export function columnSessionHref(sessionId: string): string {
  return `/${playgroundSearch(new URLSearchParams(), { sessionId })}`;
}

/**
 * A column's head: its label, model and dialect, status, and what it offers: open it as a
 * session, show its lanes, collapse it to its key numbers.
 */
export function ColumnHeader({
  column,
  lanesOpen,
  onToggleLanes,
  onCollapse,
}: {
  column: ComparisonColumnView;
  lanesOpen: boolean;
  onToggleLanes: () => void;
  onCollapse: () => void;
}) {
  return (
    <header className="flex shrink-0 flex-col gap-1 border-b border-line px-3 py-2">
      <div className="flex min-w-0 items-center gap-2">
        <h3 className="min-w-0 truncate text-[13px] font-semibold" title={column.label}>
          {column.label}
        </h3>
        <ColumnStatus status={column.status} />
        <Button
          size="sm"
          variant="ghost"
          className="ml-auto"
          aria-label={`Collapse column ${column.column + 1}`}
          title="Collapse to its key numbers"
          onClick={onCollapse}
        >
          Collapse
        </Button>
      </div>
      <div className="flex min-w-0 items-center gap-2 text-[11px] text-muted">
        <span className="truncate font-mono">{column.model}</span>
        <Badge mono>{column.dialect}</Badge>
        <span>turn {column.turn}</span>
        <span className="ml-auto flex items-center gap-1">
          <Button size="sm" variant="ghost" aria-pressed={lanesOpen} onClick={onToggleLanes}>
            Lanes
          </Button>
          {column.status === "deleted" ? null : (
            <a
              href={columnSessionHref(column.sessionId)}
              className="rounded px-1 text-accent underline-offset-2 hover:underline"
            >
              Open as session
            </a>
          )}
        </span>
      </div>
    </header>
  );
}
