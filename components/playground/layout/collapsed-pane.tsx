import { clsx } from "clsx";
import { ChevronIcon } from "@/components/ui/icons";

/**
 * What stays of a collapsed pane: a strip with its name that restores it (and moves the focus
 * into the restored pane). A column's strip stands upright; the Files strip lies along the bottom.
 */
export function CollapsedPane({
  label,
  controls,
  orientation,
  note,
  onExpand,
}: {
  label: string;
  /** The id of the collapsed pane's element. */
  controls: string;
  orientation: "vertical" | "horizontal";
  /** A word on what the pane holds (e.g. how many files). */
  note?: string;
  onExpand: () => void;
}) {
  const upright = orientation === "vertical";
  return (
    <div
      className={clsx(
        "flex shrink-0 bg-surface",
        upright ? "w-8 flex-col items-center py-1" : "h-8 items-center px-1",
      )}
    >
      <button
        type="button"
        aria-expanded={false}
        aria-controls={controls}
        onClick={() => {
          onExpand();
          requestAnimationFrame(() => document.getElementById(controls)?.focus());
        }}
        title={`Show ${label}`}
        className={clsx(
          "flex cursor-pointer items-center gap-1.5 rounded-md px-1.5 py-1 text-[11px] font-semibold tracking-wider text-muted uppercase hover:bg-raised hover:text-ink",
          upright && "flex-col",
        )}
      >
        <ChevronIcon
          width={12}
          height={12}
          className={clsx("shrink-0", upright ? "" : "-rotate-90")}
        />
        <span className={clsx(upright && "[writing-mode:vertical-rl]")}>
          <span className="sr-only">Show </span>
          {label}
        </span>
        {note ? <span className="font-normal tracking-normal normal-case">{note}</span> : null}
      </button>
    </div>
  );
}
