"use client";

import { clsx } from "clsx";
import type { ReactNode } from "react";
import { useFollowScroll } from "@/hooks/inspector/use-follow-scroll";

/**
 * A titled, keyboard-scrollable `role="log"` box that follows new lines until the person scrolls
 * up, then offers a button to follow again: the frame of the Logging tab's message stream and
 * of a stdio server's stderr.
 */
export function FollowedLog({
  id,
  title,
  count,
  followLabel,
  logLabel,
  content,
  className,
  children,
  after,
}: {
  /** Prefix of the heading's id. */
  id: string;
  title: string;
  /** The line beside the title, e.g. how many lines there are. */
  count: string;
  followLabel: string;
  /** The log's accessible name. */
  logLabel: string;
  /** What is shown; the box scrolls to its end when it changes, while following. */
  content: unknown;
  /** Size and colour of the scroll box. */
  className: string;
  children: ReactNode;
  /** Shown under the box. */
  after?: ReactNode;
}) {
  const follow = useFollowScroll<HTMLDivElement>(content);
  return (
    <section aria-labelledby={`${id}-heading`} className="flex min-h-0 flex-col gap-1.5">
      <div className="flex items-baseline gap-2">
        <h3 id={`${id}-heading`} className="text-xs font-semibold">
          {title}
        </h3>
        <span className="text-[11px] text-muted tabular-nums">{count}</span>
        {follow.following ? null : (
          <button
            type="button"
            onClick={follow.jumpToEnd}
            className="ml-auto rounded-md border border-line-strong px-2 text-[11px] font-medium hover:bg-raised"
          >
            {followLabel}
          </button>
        )}
      </div>
      <div
        ref={follow.ref}
        onScroll={follow.onScroll}
        role="log"
        aria-label={logLabel}
        aria-live="off"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the log holds no focusable content, so it takes focus to be scrolled by keyboard.
        tabIndex={0}
        className={clsx(
          "overflow-auto rounded-md border border-line focus-visible:-outline-offset-2",
          className,
        )}
      >
        {children}
      </div>
      {after}
    </section>
  );
}
