"use client";

import { clsx } from "clsx";
import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { listKeyTarget, virtualWindow } from "@/lib/views/shared/virtual-window";

/** What each row spreads on its element: it is one option of the list. */
export interface VirtualRowProps {
  id: string;
  role: "option";
  "aria-selected": boolean;
  "data-row-index": number;
}

/**
 * A listbox of same-height rows that renders only what is in view (plus a margin), so a stream of
 * thousands of lines stays fast. `follow` keeps it pinned to the bottom while rows arrive, as long
 * as the person has not scrolled up; `scrollToIndex` brings a row into view when it changes. The
 * list takes focus (outlined): the arrows, Page Up/Down, Home and End move the selection, a click
 * selects a row, and the selected row is kept in view.
 */
export function VirtualList({
  count,
  rowHeight,
  renderRow,
  follow = false,
  scrollToIndex,
  selectedIndex = -1,
  onSelect,
  className,
  label,
}: {
  count: number;
  rowHeight: number;
  renderRow: (index: number, row: VirtualRowProps) => ReactNode;
  follow?: boolean;
  scrollToIndex?: number;
  /** The selected row, -1 for none. */
  selectedIndex?: number;
  onSelect: (index: number) => void;
  className?: string;
  label: string;
}) {
  const viewport = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(600);
  const pinned = useRef(true);
  const idPrefix = useId();
  const rowId = (index: number) => `${idPrefix}-row-${index}`;

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

  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element || selectedIndex < 0) return;
    const top = selectedIndex * rowHeight;
    if (top < element.scrollTop) element.scrollTop = top;
    else if (top + rowHeight > element.scrollTop + element.clientHeight)
      element.scrollTop = top + rowHeight - element.clientHeight;
  }, [selectedIndex, rowHeight]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = listKeyTarget(event.key, {
      current: selectedIndex,
      count,
      pageSize: Math.floor(height / rowHeight),
      firstVisible: Math.ceil(scrollTop / rowHeight),
    });
    if (target === undefined) return;
    event.preventDefault();
    onSelect(target);
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const row = (event.target as Element).closest<HTMLElement>("[data-row-index]");
    const index = Number(row?.dataset.rowIndex);
    if (row && Number.isInteger(index)) onSelect(index);
  };

  const slice = virtualWindow({ count, rowHeight, scrollTop, viewportHeight: height });
  const rows: ReactNode[] = [];
  for (let index = slice.start; index < slice.end; index += 1) {
    rows.push(
      renderRow(index, {
        id: rowId(index),
        role: "option",
        "aria-selected": index === selectedIndex,
        "data-row-index": index,
      }),
    );
  }
  const activeRendered = selectedIndex >= slice.start && selectedIndex < slice.end;

  return (
    <div
      ref={viewport}
      role="listbox"
      aria-label={label}
      aria-activedescendant={activeRendered ? rowId(selectedIndex) : undefined}
      tabIndex={0}
      onScroll={onScroll}
      onKeyDown={onKeyDown}
      onClick={onClick}
      className={clsx(
        "min-h-0 overflow-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent",
        className,
      )}
    >
      <div
        style={{ paddingTop: slice.paddingTop, paddingBottom: slice.paddingBottom }}
        className="min-w-max"
      >
        {rows}
      </div>
    </div>
  );
}
