import { clsx } from "clsx";
import { type PaneId, paneIds } from "@/lib/views/playground/layout/pane-layout";
import { paneElementId, paneLabels } from "./pane-names";

/** One button per pane that collapses or restores it (the last column shown cannot collapse). */
export function PaneToggles({
  collapsed,
  canToggle,
  onToggle,
}: {
  collapsed: Record<PaneId, boolean>;
  canToggle: (pane: PaneId) => boolean;
  onToggle: (pane: PaneId) => void;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggles, not a form's fieldset.
    <div role="group" aria-label="Panes" className="flex items-center gap-0.5">
      {paneIds.map((pane) => (
        <button
          key={pane}
          type="button"
          aria-expanded={!collapsed[pane]}
          aria-controls={paneElementId(pane)}
          disabled={!canToggle(pane)}
          title={`${collapsed[pane] ? "Show" : "Hide"} ${paneLabels[pane]}`}
          onClick={() => onToggle(pane)}
          className={clsx(
            "h-6 cursor-pointer rounded px-1.5 text-[11px] font-medium disabled:cursor-not-allowed disabled:opacity-45",
            collapsed[pane]
              ? "text-muted hover:bg-raised hover:text-ink"
              : "bg-accent-soft text-accent hover:brightness-105",
          )}
        >
          {paneLabels[pane]}
          <span className="sr-only"> pane</span>
        </button>
      ))}
    </div>
  );
}
