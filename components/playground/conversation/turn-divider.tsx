import { clsx } from "clsx";
import type { ReactNode } from "react";
import { ChevronIcon } from "@/components/ui/icons";
import type { TurnStatus } from "@/lib/views/playground/conversation/turn-status";
import { StatusBadge } from "./status-badge";

/**
 * The start of a turn in the conversation: a disclosure that folds the turn (its content is
 * `contentId`), the turn's name, which shows the turn in the lanes, and its `actions` (Fork from
 * here).
 */
export function TurnDivider({
  turn,
  status,
  selected,
  folded,
  contentId,
  onSelect,
  onToggleFold,
  actions,
}: {
  turn: number;
  status: TurnStatus;
  selected: boolean;
  folded: boolean;
  contentId: string;
  onSelect: () => void;
  onToggleFold: () => void;
  actions?: ReactNode;
}) {
  return (
    <div className="flex items-center gap-2 pt-2">
      <button
        type="button"
        aria-label="Contents"
        aria-expanded={!folded}
        aria-controls={contentId}
        title={folded ? `Unfold turn ${turn}` : `Fold turn ${turn}`}
        onClick={onToggleFold}
        className="-ml-1 grid size-5 cursor-pointer place-items-center rounded text-muted hover:bg-raised hover:text-ink"
      >
        <ChevronIcon
          width={12}
          height={12}
          className={clsx("transition-transform", folded ? "" : "rotate-90")}
        />
      </button>
      <button
        type="button"
        aria-pressed={selected}
        data-turn-button={turn}
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
      {actions}
    </div>
  );
}
