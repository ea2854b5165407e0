"use client";

import { clsx } from "clsx";
import type { PointerEvent } from "react";
import {
  type SeparatorCommand,
  separatorCommand,
  sizeFromPointer,
} from "@/lib/views/playground/layout/pane-layout";

/** What a separator between two panes needs: the pane it sizes, its size now, and its bounds. */
export interface ResizeSeparatorProps {
  /** "vertical" stands between columns, "horizontal" between rows. */
  orientation: "vertical" | "horizontal";
  /** Where the sized pane lies: before the separator ("start") or after it ("end"). */
  side: "start" | "end";
  /** The id of the pane it sizes. */
  controls: string;
  /** Its accessible name, e.g. "Resize Setup". */
  label: string;
  /** The pane's size, in percent of the separator's container. */
  value: number;
  min: number;
  max: number;
  collapsed: boolean;
  /** A key was pressed: move, go to an end, or collapse/restore. */
  onCommand: (command: SeparatorCommand) => void;
  /** The pointer moved while dragging: the size it points at, in percent of the container. */
  onDrag: (size: number) => void;
  /** The drag ended (the pointer was released or lost). */
  onDragEnd: () => void;
}

/**
 * A window splitter (WAI-ARIA `separator`): focusable, moved by arrow keys (Shift: larger steps),
 * Home and End, collapsed and restored by Enter or a double click, and dragged with the pointer
 * (captured, so a drag continues over the panes and outside the window).
 */
export function ResizeSeparator({
  orientation,
  side,
  controls,
  label,
  value,
  min,
  max,
  collapsed,
  onCommand,
  onDrag,
  onDragEnd,
}: ResizeSeparatorProps) {
  const vertical = orientation === "vertical";
  const measure = (event: PointerEvent<HTMLDivElement>) => {
    const container = event.currentTarget.parentElement;
    if (!container) return;
    const box = container.getBoundingClientRect();
    onDrag(
      vertical
        ? sizeFromPointer(side, event.clientX, box.left, box.width)
        : sizeFromPointer(side, event.clientY, box.top, box.height),
    );
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <hr> cannot be focused or dragged; a splitter is a focusable separator.
    <div
      role="separator"
      tabIndex={0}
      aria-orientation={orientation}
      aria-controls={controls}
      aria-label={label}
      aria-valuenow={collapsed ? min : value}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuetext={collapsed ? "collapsed" : `${Math.round(value)}%`}
      title={`${label}: drag, or focus and use the arrow keys; Enter collapses and restores`}
      onKeyDown={(event) => {
        const command = separatorCommand(event.key, orientation, side, event.shiftKey);
        if (!command) return;
        event.preventDefault();
        onCommand(command);
      }}
      onDoubleClick={() => onCommand({ kind: "toggle" })}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        event.preventDefault();
        event.currentTarget.focus();
        event.currentTarget.setPointerCapture(event.pointerId);
      }}
      onPointerMove={(event) => {
        if (event.currentTarget.hasPointerCapture(event.pointerId)) measure(event);
      }}
      onLostPointerCapture={onDragEnd}
      className={clsx(
        "group relative z-10 flex shrink-0 touch-none items-stretch justify-center select-none",
        vertical ? "-mx-[3px] w-[7px] cursor-col-resize" : "-my-[3px] h-[7px] cursor-row-resize",
      )}
    >
      <span
        aria-hidden="true"
        className={clsx(
          "bg-line transition-colors group-hover:bg-accent group-focus-visible:bg-accent group-active:bg-accent",
          vertical
            ? "w-px group-hover:w-[3px] group-focus-visible:w-[3px]"
            : "h-px self-center group-hover:h-[3px] group-focus-visible:h-[3px]",
          vertical ? "self-stretch" : "w-full",
        )}
      />
    </div>
  );
}
