import {
  columnIds,
  conversationMinimum,
  defaultPaneLayout,
  type PaneLayout,
  paneIds,
  paneSizeBounds,
  type SizedPaneId,
} from "./pane-layout";

/** Where the layout is remembered between visits. */
export const paneLayoutStorageKey = "loupe-pane-layout";

function readSize(value: unknown, pane: SizedPaneId): number {
  const { min, max } = paneSizeBounds[pane];
  const fallback = defaultPaneLayout.sizes[pane];
  return typeof value === "number" && Number.isFinite(value)
    ? Math.min(max, Math.max(min, value))
    : fallback;
}

/** Reads a stored layout; anything missing or malformed takes its default. */
export function parsePaneLayout(text: string | null): PaneLayout {
  let stored: unknown = null;
  try {
    stored = text ? JSON.parse(text) : null;
  } catch {
    stored = null;
  }
  if (typeof stored !== "object" || stored === null) return defaultPaneLayout;
  const record = stored as { sizes?: Record<string, unknown>; collapsed?: Record<string, unknown> };
  const setup = readSize(record.sizes?.setup, "setup");
  const sizes = {
    setup,
    lanes: Math.min(
      readSize(record.sizes?.lanes, "lanes"),
      Math.max(paneSizeBounds.lanes.min, 100 - conversationMinimum - setup),
    ),
    files: readSize(record.sizes?.files, "files"),
  };
  const collapsed: PaneLayout["collapsed"] = {};
  for (const pane of paneIds) {
    const value = record.collapsed?.[pane];
    if (typeof value === "boolean") collapsed[pane] = value;
  }
  if (columnIds.every((column) => collapsed[column] === true)) collapsed.conversation = false;
  return { sizes, collapsed };
}

/** Reads the remembered layout; without storage (or when it fails) the default. */
export function readPaneLayout(storage: Pick<Storage, "getItem"> | null): PaneLayout {
  try {
    return parsePaneLayout(storage?.getItem(paneLayoutStorageKey) ?? null);
  } catch {
    return defaultPaneLayout;
  }
}

/** Remembers the layout; a storage that refuses (private mode, quota) leaves it for this page only. */
export function writePaneLayout(storage: Pick<Storage, "setItem"> | null, layout: PaneLayout) {
  try {
    storage?.setItem(paneLayoutStorageKey, JSON.stringify(layout));
  } catch {
    // The layout then lasts until the page is closed.
  }
}
