/** The playground's panes: three columns, and the Files strip below them. */
export type PaneId = "setup" | "conversation" | "lanes" | "files";

/** The columns, left to right. */
export type ColumnId = Exclude<PaneId, "files">;

/** The panes a separator sizes; the conversation column takes the room the others leave. */
export type SizedPaneId = Exclude<PaneId, "conversation">;

/** Every pane, in reading order (the order of the narrow screen's tabs). */
export const paneIds: readonly PaneId[] = ["setup", "conversation", "lanes", "files"];

/** The columns, in the order they stand. */
export const columnIds: readonly ColumnId[] = ["setup", "conversation", "lanes"];

/** How the playground is split: a percentage per sized pane, and what the person collapsed. */
export interface PaneLayout {
  /** Setup and Lanes: percent of the columns' width. Files: percent of the playground's height. */
  sizes: Record<SizedPaneId, number>;
  /** The person's explicit choice per pane; absent means the default (see `isPaneCollapsed`). */
  collapsed: Partial<Record<PaneId, boolean>>;
}

/** What the layout depends on besides the person's choices. */
export interface PaneContext {
  /** No file in the workspace yet: the Files pane stays collapsed unless opened by hand. */
  workspaceEmpty: boolean;
}

/** The smallest and largest size of each sized pane, in percent. */
export const paneSizeBounds: Record<SizedPaneId, { min: number; max: number }> = {
  setup: { min: 15, max: 45 },
  lanes: { min: 20, max: 65 },
  files: { min: 12, max: 70 },
};

/** The room, in percent of the width, the conversation column always keeps while shown. */
export const conversationMinimum = 20;

/** The layout before the person changes anything. */
export const defaultPaneLayout: PaneLayout = {
  sizes: { setup: 25, lanes: 38, files: 28 },
  collapsed: {},
};

/** Below this width the panes become tabs. */
export const narrowScreenQuery = "(max-width: 767.98px)";

/** Percent moved by an arrow key on a separator, and with Shift held. */
export const keyboardStep = { normal: 2, large: 10 } as const;

/** Whether a pane shows only its collapsed strip. Files collapses by default while empty. */
export function isPaneCollapsed(layout: PaneLayout, pane: PaneId, context: PaneContext): boolean {
  return layout.collapsed[pane] ?? (pane === "files" && context.workspaceEmpty);
}

/** The column that takes the room the others leave: the conversation, or the next one shown. */
export function fillColumn(layout: PaneLayout, context: PaneContext): ColumnId {
  const order: ColumnId[] = ["conversation", "lanes", "setup"];
  return order.find((column) => !isPaneCollapsed(layout, column, context)) ?? "conversation";
}

/** How one column is drawn: its collapsed strip, the remaining room, or a share of the width. */
export type ColumnTrack =
  | { kind: "collapsed" }
  | { kind: "fill" }
  | { kind: "share"; percent: number };

/** How each column is drawn, from the layout. */
export function columnTracks(
  layout: PaneLayout,
  context: PaneContext,
): Record<ColumnId, ColumnTrack> {
  const fill = fillColumn(layout, context);
  const track = (column: ColumnId): ColumnTrack => {
    if (isPaneCollapsed(layout, column, context)) return { kind: "collapsed" };
    if (column === fill || column === "conversation") return { kind: "fill" };
    return { kind: "share", percent: layout.sizes[column] };
  };
  return { setup: track("setup"), conversation: track("conversation"), lanes: track("lanes") };
}

/** Whether a separator is drawn for a pane: not for the column that takes the remaining room. */
export function hasSeparator(layout: PaneLayout, pane: SizedPaneId, context: PaneContext): boolean {
  return pane === "files" || fillColumn(layout, context) !== pane;
}

/** The sizes a pane may take now: Setup and Lanes leave the conversation its minimum. */
export function paneBounds(
  layout: PaneLayout,
  pane: SizedPaneId,
  context: PaneContext,
): { min: number; max: number } {
  const bounds = paneSizeBounds[pane];
  if (pane === "files") return bounds;
  const other = pane === "setup" ? "lanes" : "setup";
  const otherTakes = isPaneCollapsed(layout, other, context)
    ? 0
    : fillColumn(layout, context) === other
      ? paneSizeBounds[other].min
      : layout.sizes[other];
  const conversationTakes = isPaneCollapsed(layout, "conversation", context)
    ? 0
    : conversationMinimum;
  const room = 100 - otherTakes - conversationTakes;
  return { min: bounds.min, max: Math.max(bounds.min, Math.min(bounds.max, room)) };
}

/** A size brought within the pane's bounds, to a tenth of a percent. */
export function clampPaneSize(
  layout: PaneLayout,
  pane: SizedPaneId,
  size: number,
  context: PaneContext,
): number {
  const { min, max } = paneBounds(layout, pane, context);
  return Math.round(Math.min(max, Math.max(min, size)) * 10) / 10;
}

/** Sets a pane's size (within its bounds) and shows it. */
export function resizePane(
  layout: PaneLayout,
  pane: SizedPaneId,
  size: number,
  context: PaneContext,
): PaneLayout {
  return {
    sizes: { ...layout.sizes, [pane]: clampPaneSize(layout, pane, size, context) },
    collapsed: { ...layout.collapsed, [pane]: false },
  };
}

/** A drag to a size: below half the pane's minimum it collapses, keeping the size it had. */
export function dragPane(
  layout: PaneLayout,
  pane: SizedPaneId,
  size: number,
  context: PaneContext,
): PaneLayout {
  if (size < paneSizeBounds[pane].min / 2) {
    return { sizes: layout.sizes, collapsed: { ...layout.collapsed, [pane]: true } };
  }
  return resizePane(layout, pane, size, context);
}

/** Collapses a shown pane or restores a collapsed one; the last column shown stays shown. */
export function togglePane(layout: PaneLayout, pane: PaneId, context: PaneContext): PaneLayout {
  const collapse = !isPaneCollapsed(layout, pane, context);
  if (collapse && pane !== "files") {
    const othersShown = columnIds.filter(
      (column) => column !== pane && !isPaneCollapsed(layout, column, context),
    );
    if (othersShown.length === 0) return layout;
  }
  return { sizes: layout.sizes, collapsed: { ...layout.collapsed, [pane]: collapse } };
}

/** What a key does on a separator: move it, send it to an end, or collapse/restore its pane. */
export type SeparatorCommand =
  | { kind: "move"; delta: number }
  | { kind: "minimum" }
  | { kind: "maximum" }
  | { kind: "toggle" };

/**
 * The command for a key on a separator. `orientation` is the separator's (a vertical one stands
 * between columns); `side` is where its pane lies: "start" (left, above) or "end" (right, below).
 * Arrows move the separator on screen, so the pane grows when it moves away from the pane.
 */
export function separatorCommand(
  key: string,
  orientation: "vertical" | "horizontal",
  side: "start" | "end",
  large = false,
): SeparatorCommand | null {
  const step = large ? keyboardStep.large : keyboardStep.normal;
  const forward = orientation === "vertical" ? "ArrowRight" : "ArrowDown";
  const backward = orientation === "vertical" ? "ArrowLeft" : "ArrowUp";
  const growth = side === "start" ? 1 : -1;
  if (key === forward) return { kind: "move", delta: step * growth };
  if (key === backward) return { kind: "move", delta: -step * growth };
  if (key === "Home") return { kind: "minimum" };
  if (key === "End") return { kind: "maximum" };
  if (key === "Enter") return { kind: "toggle" };
  return null;
}

/** Applies a separator command to the pane it sizes; moving a collapsed pane starts from its minimum. */
export function applySeparatorCommand(
  layout: PaneLayout,
  pane: SizedPaneId,
  command: SeparatorCommand,
  context: PaneContext,
): PaneLayout {
  const bounds = paneBounds(layout, pane, context);
  switch (command.kind) {
    case "toggle":
      return togglePane(layout, pane, context);
    case "minimum":
      return resizePane(layout, pane, bounds.min, context);
    case "maximum":
      return resizePane(layout, pane, bounds.max, context);
    case "move": {
      const from = isPaneCollapsed(layout, pane, context) ? bounds.min : layout.sizes[pane];
      return resizePane(layout, pane, from + command.delta, context);
    }
  }
}

/**
 * The size, in percent, a pointer at `position` gives a pane whose container starts at `start`
 * and is `length` long: measured from the container's start for a pane at the start, else from
 * its end.
 */
export function sizeFromPointer(
  side: "start" | "end",
  position: number,
  start: number,
  length: number,
): number {
  if (length <= 0) return 0;
  const offset = side === "start" ? position - start : start + length - position;
  return (offset / length) * 100;
}
