import type { ComparisonView } from "@/lib/api/comparisons";

/** The metrics table under the columns: each column's turns, actions, format errors and end. */
export function ComparisonMetrics({ comparison }: { comparison: ComparisonView }) {
  return (
    <table aria-label="Metrics" className="w-full text-left text-xs">
      <thead className="text-muted">
        <tr>
          <th scope="col" className="px-2 py-1 font-medium">
            column
          </th>
          <th scope="col" className="px-2 py-1 font-medium">
            turns
          </th>
          <th scope="col" className="px-2 py-1 font-medium">
            actions
          </th>
          <th scope="col" className="px-2 py-1 font-medium">
            formatErrors
          </th>
          <th scope="col" className="px-2 py-1 font-medium">
            finished
          </th>
        </tr>
      </thead>
      <tbody>
        {comparison.columns.map((column) => (
          <tr key={column.sessionId} className="border-t border-line">
            <th scope="row" className="px-2 py-1 font-medium">
              {column.label}
            </th>
            <td className="px-2 py-1 font-mono">{column.metrics?.turns ?? "–"}</td>
            <td className="px-2 py-1 font-mono">{column.metrics?.actions ?? "–"}</td>
            <td className="px-2 py-1 font-mono">{column.metrics?.formatErrors ?? "–"}</td>
            <td className="px-2 py-1 font-mono">
              {column.metrics ? (column.metrics.finished ? "yes" : "no") : "–"}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
