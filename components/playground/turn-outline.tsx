import { clsx } from "clsx";
import { Button } from "@/components/ui/button";
import type { TurnOutlineEntry } from "@/lib/views/playground/conversation/turn-outline";
import { StatusBadge } from "./conversation/status-badge";

/**
 * The turn outline: one line per turn (`2 · write_to_file · executed`); choosing one brings the
 * turn into view and shows it in the lanes. Fold all keeps the latest turn open.
 */
export function TurnOutline({
  id,
  entries,
  selectedTurn,
  onJump,
  onFoldAll,
  onUnfoldAll,
}: {
  id: string;
  entries: TurnOutlineEntry[];
  selectedTurn: number | null;
  onJump: (turn: number) => void;
  onFoldAll: () => void;
  onUnfoldAll: () => void;
}) {
  return (
    <nav
      id={id}
      aria-label="Turn outline"
      className="flex max-h-48 shrink-0 flex-col border-b border-line bg-sunken"
    >
      <div className="flex items-center gap-1 px-3 pt-1.5">
        <Button size="sm" variant="ghost" onClick={onFoldAll}>
          Fold all
        </Button>
        <Button size="sm" variant="ghost" onClick={onUnfoldAll}>
          Unfold all
        </Button>
      </div>
      <ol className="min-h-0 overflow-auto px-2 pb-1.5">
        {entries.map((entry) => (
          <li key={entry.turn}>
            <button
              type="button"
              aria-current={entry.turn === selectedTurn ? "true" : undefined}
              onClick={() => onJump(entry.turn)}
              className={clsx(
                "flex w-full min-w-0 cursor-pointer items-center gap-2 rounded px-1.5 py-0.5 text-left text-xs hover:bg-raised",
                entry.turn === selectedTurn && "bg-accent-soft",
              )}
            >
              <span className="min-w-0 flex-1 truncate font-mono">{entry.label}</span>
              <span aria-hidden="true">
                <StatusBadge status={entry.status} />
              </span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
