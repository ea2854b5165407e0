import { Button } from "@/components/ui/button";
import type { ComparisonColumnView } from "@/lib/api/comparisons";
import type { ColumnNote } from "@/lib/views/compare/columns";
import { keyNumbers } from "@/lib/views/compare/columns";
import { ColumnStatus } from "./column-header";

/** A column collapsed to its key numbers: narrow, so many columns fit side by side. */
export function CollapsedColumn({
  column,
  note,
  onExpand,
}: {
  column: ComparisonColumnView;
  note: ColumnNote | undefined;
  onExpand: () => void;
}) {
  return (
    <section
      aria-label={`Column ${column.column + 1}: ${column.label}`}
      data-collapsed=""
      className="flex w-40 shrink-0 flex-col gap-2 rounded-lg border border-line bg-surface p-2"
    >
      <h3 className="truncate text-xs font-semibold" title={column.label}>
        {column.label}
      </h3>
      <ColumnStatus status={column.status} />
      <dl className="grid grid-cols-[1fr_auto] gap-x-2 gap-y-0.5 text-[11px]">
        {keyNumbers(column).map(({ name, value }) => (
          <div key={name} className="contents">
            <dt className="text-muted">{name}</dt>
            <dd className="text-right font-mono">{value}</dd>
          </div>
        ))}
      </dl>
      {note ? (
        <p
          className={note.tone === "danger" ? "text-[11px] text-danger" : "text-[11px] text-muted"}
        >
          {note.text}
        </p>
      ) : null}
      <Button
        size="sm"
        className="mt-auto"
        aria-label={`Expand column ${column.column + 1}`}
        onClick={onExpand}
      >
        Expand
      </Button>
    </section>
  );
}
