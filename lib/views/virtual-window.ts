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
