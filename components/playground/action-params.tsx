import type { ParsedAction } from "@/lib/events/types";
import { prettyJson } from "@/lib/views/format";

/** An action's parameters as a compact two-column list; JSON values are pretty-printed. */
export function ActionParams({ action }: { action: ParsedAction }) {
  const entries = Object.entries(action.params);
  if (entries.length === 0) return <p className="text-xs text-muted">No parameters.</p>;
  return (
    <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-3 gap-y-1 text-xs">
      {entries.map(([name, value]) => (
        <div key={name} className="contents">
          <dt className="font-mono text-muted">{name}</dt>
          <dd className="min-w-0">
            <pre className="font-mono break-words whitespace-pre-wrap text-ink">
              {name === "arguments" || name === "options" ? prettyJson(value) : value}
            </pre>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A one-line name for an action: `use_mcp_tool weather/get_forecast`, `write_to_file result.md`. */
export function actionTarget(action: ParsedAction): string | undefined {
  const { params } = action;
  if (params.server_name && params.tool_name) return `${params.server_name}/${params.tool_name}`;
  if (params.server_name && params.uri) return `${params.server_name} ${params.uri}`;
  return params.path ?? params.tool_name ?? undefined;
}
