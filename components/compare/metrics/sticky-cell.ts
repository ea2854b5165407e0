/** The first cell of a metrics table's row: it stays in view while the columns scroll beneath it. */
export const STICKY_CELL =
  "sticky left-0 z-[1] min-w-40 max-w-56 border-r border-b border-line-strong bg-surface text-left";
