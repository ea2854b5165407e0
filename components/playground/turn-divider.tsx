import { clsx } from "clsx";
import type { TurnStatus } from "@/lib/views/turn-status";
import { StatusBadge } from "./status-badge";

/** The start of a turn in the conversation; selecting it shows the turn in the lanes. */
export function TurnDivider({
  turn,
  status,
  selected,
  onSelect,
}: {
  turn: number;
  status: TurnStatus;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <div className="flex items-center gap-2 pt-2">
      <button
        type="button"
        aria-pressed={selected}
        onClick={onSelect}
        className={clsx(
          "cursor-pointer rounded px-1.5 py-0.5 text-xs font-semibold",
          selected ? "bg-accent text-accent-ink" : "bg-raised text-ink hover:bg-accent-soft",
        )}
      >
        Turn {turn}
      </button>
      <StatusBadge status={status} />
      <span className="h-px flex-1 bg-line" aria-hidden="true" />
    </div>
  );
}
