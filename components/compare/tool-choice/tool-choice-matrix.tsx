import { Badge } from "@/components/ui/badge";
import type { ToolChoiceCell, ToolChoiceResult } from "@/lib/api/tool-choice";
import { toolChoiceCsvUrl } from "@/lib/views/compare/tool-choice-api";
import {
  cellArguments,
  cellChoice,
  cellVerdict,
  keyedRows,
  totalText,
} from "@/lib/views/compare/tool-choice-cells";

/**
 * The matrix: queries down, models across, each cell the first action the model took (its tool
 * and arguments, ✓ or ✗ against the tool expected, a format error marked), each model's total
 * under its column, and the CSV download of the saved matrix.
 */
export function ToolChoiceMatrix({ result }: { result: ToolChoiceResult }) {
  return (
    <section aria-label="Matrix" className="flex min-w-0 flex-col gap-2">
      <div className="flex items-center gap-2">
        <h2 className="text-[11px] font-semibold tracking-wider text-muted uppercase">Matrix</h2>
        <span className="text-xs text-muted">{result.dialect}</span>
        <a
          className="ml-auto inline-flex h-6 items-center rounded-md border border-line-strong bg-surface px-2 text-xs font-medium text-ink hover:bg-raised"
          href={toolChoiceCsvUrl(result.id)}
          download
        >
          Download CSV
        </a>
      </div>
      <div className="min-w-0 overflow-x-auto">
        <table className="w-full border-collapse text-xs">
          <caption className="sr-only">First action per query and model</caption>
          <thead>
            <tr className="border-b border-line text-left">
              <th scope="col" className="p-1.5 font-medium">
                Query
              </th>
              <th scope="col" className="p-1.5 font-medium">
                Expected
              </th>
              {result.models.map((model) => (
                <th key={model} scope="col" className="p-1.5 font-mono font-medium">
                  {model}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {keyedRows(result.rows).map((row) => (
              <tr key={row.key} className="border-b border-line align-top">
                <th scope="row" className="max-w-72 p-1.5 text-left font-normal">
                  {row.query}
                </th>
                <td className="p-1.5 font-mono text-muted">{row.expect ?? "—"}</td>
                {row.cells.map((cell) => (
                  <td key={cell.model} className="p-1.5">
                    <MatrixCell cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="text-left">
              <th scope="row" colSpan={2} className="p-1.5 font-medium">
                Total
              </th>
              {result.totals.map((total) => (
                <td key={total.model} className="p-1.5 font-medium">
                  {totalText(total)}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}

/** One cell: the verdict's mark, what the model did, its arguments, and a format error or failure. */
function MatrixCell({ cell }: { cell: ToolChoiceCell }) {
  const verdict = cellVerdict(cell);
  const args = cellArguments(cell);
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <div className="flex items-center gap-1.5">
        <Badge tone={verdict.tone} role="img" aria-label={verdict.label} title={verdict.label}>
          {verdict.mark}
        </Badge>
        <span className="font-mono">{cellChoice(cell)}</span>
        {cell.formatError !== undefined ? <Badge tone="warning">format error</Badge> : null}
      </div>
      {args !== null ? <code className="break-all text-[11px] text-muted">{args}</code> : null}
      {cell.formatError !== undefined ? (
        <span className="text-[11px] text-warning">{cell.formatError}</span>
      ) : null}
      {cell.error ? <span className="text-[11px] text-danger">{cell.error.message}</span> : null}
    </div>
  );
}
