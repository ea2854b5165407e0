import type { ToolChoiceSummary } from "@/lib/api/tool-choice";
import { relativeTime } from "@/lib/views/shared/relative-time";

/**
 * The saved matrices, newest first, each opening again by its queries and models; the one shown
 * is marked current.
 */
export function SavedMatrices({
  matrices,
  error,
  currentId,
  onOpen,
}: {
  matrices: readonly ToolChoiceSummary[];
  error: string | null;
  currentId: string | null;
  onOpen: (id: string) => void;
}) {
  const now = Date.now();
  return (
    <section aria-labelledby="saved-matrices" className="flex min-w-0 flex-col gap-1.5 text-xs">
      <h2 id="saved-matrices" className="font-medium">
        Saved matrices
      </h2>
      {error ? <p className="text-danger">{error}</p> : null}
      {matrices.length === 0 && !error ? (
        <p className="text-muted">None yet: each run is saved here.</p>
      ) : (
        <ul aria-label="Saved matrices" className="flex flex-col gap-1">
          {matrices.map((matrix) => (
            <li key={matrix.id}>
              <button
                type="button"
                aria-current={matrix.id === currentId ? "true" : undefined}
                onClick={() => onOpen(matrix.id)}
                className="flex w-full min-w-0 items-baseline gap-2 rounded-md px-2 py-1 text-left hover:bg-surface aria-[current=true]:bg-accent/10 focus-visible:outline-2 focus-visible:outline-accent"
              >
                <span className="min-w-0 flex-1 truncate">
                  {matrix.queries[0] ?? ""}
                  {matrix.queries.length > 1 ? ` (+${matrix.queries.length - 1})` : ""}
                </span>
                <span className="shrink-0 font-mono text-muted">{matrix.models.join(", ")}</span>
                <time
                  className="shrink-0 text-muted"
                  dateTime={new Date(matrix.createdAt).toISOString()}
                >
                  {relativeTime(matrix.createdAt, now)}
                </time>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
