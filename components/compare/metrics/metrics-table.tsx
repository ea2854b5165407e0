import { clsx } from "clsx";
import type { ColumnHeading, MetricsRow } from "@/lib/views/compare/metrics-rows";
import { ColumnHeadRow } from "./column-head-row";
import { DifferenceBadge, MARKED_CELL } from "./difference-mark";
import { STICKY_CELL } from "./sticky-cell";

const RANKING_WORDS = { "lower-better": "lower is better", "higher-better": "higher is better" };

/**
 * The summary table: a measure a row, a column each, a row whose columns differ flagged by a
 * sign and its words, each best, worst or differing value by a badge.
 */
export function MetricsTable({
  headings,
  rows,
}: {
  headings: ColumnHeading[];
  rows: MetricsRow[];
}) {
  return (
    <table aria-label="Metrics by column" className="border-separate border-spacing-0 text-xs">
      <thead>
        <ColumnHeadRow first="Metric" headings={headings} />
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th
              scope="row"
              className={clsx(STICKY_CELL, "px-2 py-1 align-top font-medium", row.detail && "pl-5")}
            >
              <span className="flex items-start gap-1">
                <span
                  aria-hidden="true"
                  className={clsx("w-3 shrink-0 text-warning", !row.differs && "invisible")}
                >
                  ≠
                </span>
                <span>
                  {row.label}
                  {row.differs ? <span className="sr-only"> (columns differ)</span> : null}
                  {row.ranking ? (
                    <span className="block text-[10px] font-normal text-muted">
                      {RANKING_WORDS[row.ranking]}
                    </span>
                  ) : null}
                </span>
              </span>
            </th>
            {row.cells.map((cell, index) => (
              <td
                key={headings[index]?.key}
                className={clsx(
                  "max-w-48 border-b border-line px-2 py-1 align-top",
                  cell.mark && MARKED_CELL[cell.mark],
                )}
              >
                <span className="flex flex-wrap items-start gap-1">
                  <span className="line-clamp-4 break-words whitespace-pre-wrap tabular-nums">
                    {cell.text}
                  </span>
                  {cell.mark ? <DifferenceBadge mark={cell.mark} /> : null}
                </span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
