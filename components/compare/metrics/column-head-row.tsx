import type { ColumnHeading } from "@/lib/views/compare/metrics-rows";
import { STICKY_CELL } from "./sticky-cell";

/** The head row both metrics tables share: the first column's name, then each column's label, model and dialect. */
export function ColumnHeadRow({ first, headings }: { first: string; headings: ColumnHeading[] }) {
  return (
    <tr className="text-left text-[11px] text-muted">
      <th scope="col" className={`${STICKY_CELL} px-2 py-1 font-medium`}>
        {first}
      </th>
      {headings.map((heading) => (
        <th
          key={heading.key}
          scope="col"
          className="w-48 min-w-48 max-w-48 border-b border-line-strong px-2 py-1 align-bottom font-medium"
        >
          <span className="block truncate text-ink" title={heading.label}>
            {heading.label}
          </span>
          <span className="block truncate font-mono" title={heading.detail}>
            {heading.detail}
          </span>
        </th>
      ))}
    </tr>
  );
}
