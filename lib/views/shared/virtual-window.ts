/** The slice of a fixed-row-height list worth rendering, and the space around it. */
export interface VirtualWindow {
  start: number;
  /** Exclusive. */
  end: number;
  paddingTop: number;
  paddingBottom: number;
}

/** Which rows of a list of `count` rows of `rowHeight` pixels a viewport shows, plus `overscan`. */
export function virtualWindow(input: {
  count: number;
  rowHeight: number;
  scrollTop: number;
  viewportHeight: number;
  overscan?: number;
}): VirtualWindow {
  const { count, rowHeight, scrollTop, viewportHeight, overscan = 20 } = input;
  if (count === 0 || rowHeight <= 0) return { start: 0, end: 0, paddingTop: 0, paddingBottom: 0 };
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const visible = Math.ceil(Math.max(viewportHeight, rowHeight) / rowHeight) + 1;
  const start = Math.min(count, Math.max(0, first - overscan));
  const end = Math.min(count, first + visible + overscan);
  return { start, end, paddingTop: start * rowHeight, paddingBottom: (count - end) * rowHeight };
}

/**
 * Where a key press moves the selection of a list of `count` rows (`current` -1: none yet, then
 * the first row visible, `firstVisible`, is the start); undefined when the key does not move it.
 */
export function listKeyTarget(
  key: string,
  list: { current: number; count: number; pageSize: number; firstVisible: number },
): number | undefined {
  const { current, count, pageSize, firstVisible } = list;
  if (count === 0) return undefined;
  const last = count - 1;
  const clamp = (index: number) => Math.min(last, Math.max(0, index));
  if (current < 0 && key !== "Home" && key !== "End") {
    return ["ArrowDown", "ArrowUp", "PageDown", "PageUp"].includes(key)
      ? clamp(firstVisible)
      : undefined;
  }
  switch (key) {
    case "ArrowDown":
      return clamp(current + 1);
    case "ArrowUp":
      return clamp(current - 1);
    case "PageDown":
      return clamp(current + Math.max(1, pageSize - 1));
    case "PageUp":
      return clamp(current - Math.max(1, pageSize - 1));
    case "Home":
      return 0;
    case "End":
      return last;
    default:
      return undefined;
  }
}
