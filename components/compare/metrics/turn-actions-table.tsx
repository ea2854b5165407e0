import { clsx } from "clsx";
import { Badge } from "@/components/ui/badge";
import type { ColumnHeading } from "@/lib/views/compare/metrics-rows";
import type { TurnActionCell, TurnActionsRow } from "@/lib/views/compare/turn-actions-rows";
import { ColumnHeadRow } from "./column-head-row";
import { MARKED_CELL } from "./difference-mark";
import { STICKY_CELL } from "./sticky-cell";

/** What a turn's columns agreed on, in words. */
function agreement(row: TurnActionsRow): { text: string; agreed: boolean } | undefined {
  if (row.sameTool === undefined) return undefined;
  if (!row.sameTool) return { text: "tools differ", agreed: false };
  if (row.sameArguments === false) return { text: "arguments differ", agreed: false };
  return { text: "all the same", agreed: true };
}

/**
 * The per-turn table: a turn a row, each column's action side by side (its tool and arguments,
 * its final answer, question or invalid action), and whether each did what most columns did.
 */
export function TurnActionsTable({
  headings,
  rows,
}: {
  headings: ColumnHeading[];
  rows: TurnActionsRow[];
}) {
  if (rows.length === 0) {
    return <p className="px-2 py-1 text-xs text-muted">No column has acted yet.</p>;
  }
  return (
    <table aria-label="Actions per turn" className="border-separate border-spacing-0 text-xs">
      <thead>
        <ColumnHeadRow first="Turn" headings={headings} />
      </thead>
      <tbody>
        {rows.map((row) => {
          const agreed = agreement(row);
          return (
            <tr key={row.turn}>
              <th scope="row" className={clsx(STICKY_CELL, "px-2 py-1 align-top font-medium")}>
                <span className="block">Turn {row.turn}</span>
                {agreed ? (
                  <Badge tone={agreed.agreed ? "success" : "warning"}>{agreed.text}</Badge>
                ) : null}
              </th>
              {row.cells.map((cell, index) => (
                <ActionCell key={headings[index]?.key} cell={cell} />
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function ActionCell({ cell }: { cell: TurnActionCell }) {
  const differs = cell.sameTool === false || cell.sameArguments === false;
  return (
    <td
      className={clsx(
        "max-w-48 border-b border-line px-2 py-1 align-top",
        differs && MARKED_CELL.differs,
        cell.kind === "none" && "text-muted",
      )}
    >
      <span className={clsx("block break-words", cell.kind !== "none" && "font-mono text-ink")}>
        {cell.text}
      </span>
      {cell.detail === undefined ? null : (
        <span className="line-clamp-3 block font-mono text-[11px] break-words text-muted">
          {cell.detail}
        </span>
      )}
      {cell.sameTool === undefined ? null : (
        <span className="mt-0.5 flex flex-wrap gap-1">
          <Badge tone={cell.sameTool ? "neutral" : "warning"}>
            {cell.sameTool ? "same tool" : "other tool"}
          </Badge>
          {cell.sameArguments === undefined ? null : (
            <Badge tone={cell.sameArguments ? "neutral" : "warning"}>
              {cell.sameArguments ? "same arguments" : "other arguments"}
            </Badge>
          )}
        </span>
      )}
    </td>
  );
}
