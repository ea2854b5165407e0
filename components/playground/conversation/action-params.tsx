import { JsonViewer } from "@/components/ui/json-viewer";
import type { ParsedAction } from "@/lib/events/types";
import { parseJsonContainer } from "@/lib/views/shared/json/json-text";

const jsonParams = new Set(["arguments", "options"]);

/**
 * An action's parameters as a compact two-column list (`params`: as its dialect wrote them, else
 * the parsed ones); a value that parses as a JSON object or list is shown in the JSON viewer,
 * anything else as written.
 */
export function ActionParams({
  action,
  params,
}: {
  action: ParsedAction;
  params?: Record<string, string> | undefined;
}) {
  const entries = Object.entries(params ?? action.params);
  if (entries.length === 0) return <p className="text-xs text-muted">No parameters.</p>;
  return (
    <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-3 gap-y-1 text-xs">
      {entries.map(([name, value]) => {
        const json =
          jsonParams.has(name) || params !== undefined ? parseJsonContainer(value) : undefined;
        return (
          <div key={name} className="contents">
            <dt className="font-mono text-muted">{name}</dt>
            <dd className="min-w-0">
              {json ? (
                <JsonViewer value={json} />
              ) : (
                <pre className="font-mono break-words whitespace-pre-wrap text-ink">{value}</pre>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** A one-line name for an action (kept in `lib/views` so the turn outline shares it). */
export { actionTarget } from "@/lib/views/playground/conversation/action-target";
