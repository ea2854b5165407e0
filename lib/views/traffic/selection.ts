/** The keys that move the Traffic table's selection. */
export type SelectionKey = "ArrowDown" | "ArrowUp" | "Home" | "End";

/** Whether `key` moves the selection. */
export function isSelectionKey(key: string): key is SelectionKey {
  return key === "ArrowDown" || key === "ArrowUp" || key === "Home" || key === "End";
}

/**
 * The row selected after `key`, over the ids in the order shown: down and up move one row and
 * stop at the ends, Home and End jump; with nothing selected, down picks the first and up the last.
 */
export function moveSelection(
  order: string[],
  current: string | null,
  key: SelectionKey,
): string | null {
  if (order.length === 0) return null;
  const last = order.length - 1;
  const index = current === null ? -1 : order.indexOf(current);
  if (key === "Home") return order[0] ?? null;
  if (key === "End") return order[last] ?? null;
  if (index === -1) return (key === "ArrowDown" ? order[0] : order[last]) ?? null;
  const next = key === "ArrowDown" ? Math.min(index + 1, last) : Math.max(index - 1, 0);
  return order[next] ?? null;
}

/** Which row to select once `id` is deleted: the one after it, else the one before, else none. */
export function selectionAfterDelete(order: string[], id: string): string | null {
  const index = order.indexOf(id);
  if (index === -1) return null;
  return order[index + 1] ?? order[index - 1] ?? null;
}
