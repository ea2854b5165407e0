"use client";

import { clsx } from "clsx";
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { virtualWindow } from "@/lib/views/virtual-window";

/**
 * A list of same-height rows that renders only what is in view (plus a margin), so a stream of
 * thousands of lines stays fast. `follow` keeps it pinned to the bottom while rows arrive, as long
 * as the person has not scrolled up; `scrollToIndex` brings a row into view when it changes. Rows render as `<li>`.
 */
export function VirtualList({
  count,
  rowHeight,
  renderRow,
  follow = false,
  scrollToIndex,
  className,
  label,
}: {
  count: number;
  rowHeight: number;
  renderRow: (index: number) => ReactNode;
  follow?: boolean;
  scrollToIndex?: number;
  className?: string;
  label: string;
}) {
  const viewport = useRef<HTMLElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(600);
  const pinned = useRef(true);

  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setHeight(element.clientHeight));
    observer.observe(element);
    setHeight(element.clientHeight);
    return () => observer.disconnect();
  }, []);

  const onScroll = useCallback(() => {
    const element = viewport.current;
    if (!element) return;
    setScrollTop(element.scrollTop);
    pinned.current =
      element.scrollHeight - element.scrollTop - element.clientHeight < rowHeight * 2;
  }, [rowHeight]);

  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element || !follow || !pinned.current || count === 0) return;
    element.scrollTop = element.scrollHeight;
  }, [count, follow]);

  useEffect(() => {
    const element = viewport.current;
    if (!element || scrollToIndex === undefined || scrollToIndex < 0) return;
    pinned.current = false;
    element.scrollTop = Math.max(0, (scrollToIndex - 3) * rowHeight);
  }, [scrollToIndex, rowHeight]);

  const slice = virtualWindow({ count, rowHeight, scrollTop, viewportHeight: height });
  const rows: ReactNode[] = [];
  for (let index = slice.start; index < slice.end; index += 1) rows.push(renderRow(index));

  return (
    <section
      ref={viewport}
      onScroll={onScroll}
      aria-label={label}
      className={clsx("min-h-0 overflow-auto", className)}
    >
      <ul
        style={{ paddingTop: slice.paddingTop, paddingBottom: slice.paddingBottom }}
        className="min-w-max"
      >
        {rows}
      </ul>
    </section>
  );
}
