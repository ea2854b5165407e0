import { Button } from "@/components/ui/button";
import { ChevronIcon } from "@/components/ui/icons";

/**
 * The Raw SSE lane's search: a field, how many lines matched and which match is current, and
 * previous/next. Enter goes to the next match, Shift+Enter to the previous, Escape clears.
 */
export function SseSearchBar({
  query,
  summary,
  hasMatches,
  onQueryChange,
  onStep,
}: {
  query: string;
  /** "3 of 120", "no matches", or empty without a query. */
  summary: string;
  hasMatches: boolean;
  onQueryChange: (query: string) => void;
  onStep: (direction: 1 | -1) => void;
}) {
  return (
    <div className="flex h-8 shrink-0 items-center gap-1.5 border-b border-line px-3 text-[11px]">
      <input
        type="search"
        value={query}
        aria-label="Search the raw stream"
        placeholder="Search the raw stream"
        spellCheck={false}
        onChange={(event) => onQueryChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            onStep(event.shiftKey ? -1 : 1);
          } else if (event.key === "Escape" && query !== "") {
            event.preventDefault();
            onQueryChange("");
          }
        }}
        className="h-6 min-w-0 flex-1 rounded-md border border-line-strong bg-surface px-2 font-mono text-[11.5px] text-ink placeholder:font-sans placeholder:text-faint focus:border-accent"
      />
      <output aria-live="polite" className="min-w-16 text-right text-muted tabular-nums">
        {summary}
      </output>
      <Button
        size="sm"
        variant="ghost"
        aria-label="Previous match"
        title="Previous match (Shift+Enter)"
        disabled={!hasMatches}
        onClick={() => onStep(-1)}
      >
        <ChevronIcon width={13} height={13} className="-rotate-90" />
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label="Next match"
        title="Next match (Enter)"
        disabled={!hasMatches}
        onClick={() => onStep(1)}
      >
        <ChevronIcon width={13} height={13} className="rotate-90" />
      </Button>
    </div>
  );
}
