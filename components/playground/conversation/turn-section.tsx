import type { ReactNode } from "react";
import type { TurnBlock } from "@/lib/views/playground/conversation/timeline-blocks";
import type { TurnOutlineEntry } from "@/lib/views/playground/conversation/turn-outline";
import { TurnDivider } from "./turn-divider";

/**
 * One turn of the conversation as an article: its divider, then its items, or one summary line
 * while the turn is folded (`2 · write_to_file result.md · executed`).
 */
export function TurnSection({
  block,
  entry,
  idPrefix,
  selected,
  folded,
  onSelect,
  onToggleFold,
  actions,
  children,
}: {
  block: TurnBlock;
  entry: TurnOutlineEntry | undefined;
  idPrefix: string;
  selected: boolean;
  folded: boolean;
  onSelect: () => void;
  onToggleFold: () => void;
  /** Shown in the turn's divider (Fork from here). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const contentId = `${idPrefix}-turn-${block.turn}`;
  return (
    <article
      aria-label={`Turn ${block.turn}`}
      data-turn={block.turn}
      className="flex scroll-mt-2 flex-col gap-3"
    >
      <TurnDivider
        turn={block.turn}
        status={block.status}
        selected={selected}
        folded={folded}
        contentId={contentId}
        onSelect={onSelect}
        onToggleFold={onToggleFold}
        actions={actions}
      />
      {folded ? (
        <p className="truncate pl-6 font-mono text-xs text-muted" title={entry?.summary}>
          {entry?.summary}
        </p>
      ) : null}
      <div id={contentId} hidden={folded} className="flex flex-col gap-3">
        {folded ? null : children}
      </div>
    </article>
  );
}

/**
 * A turn of a long conversation far from view (`useTurnWindow`): an empty section of the turn's
 * last measured height, so the column keeps its length and a jump still finds `data-turn`.
 */
export function TurnPlaceholder({ turn, height }: { turn: number; height: number }) {
  return <article aria-hidden data-turn={turn} data-turn-placeholder="" style={{ height }} />;
}
