"use client";

import type { TrafficPage } from "@/lib/views/inspector-api";
import { formatClock } from "@/lib/views/inspector-traffic";
import { useFollowScroll } from "./follow-scroll";

/** A stdio server's stderr lines and process exits, oldest first, following new lines. */
export function StderrLines({
  lines,
  exits,
}: {
  lines: TrafficPage["stderr"];
  exits: TrafficPage["exits"];
}) {
  const follow = useFollowScroll<HTMLDivElement>(lines);
  return (
    <section aria-labelledby="stderr-heading" className="flex min-h-0 flex-col gap-1.5">
      <div className="flex items-baseline gap-2">
        <h3 id="stderr-heading" className="text-xs font-semibold">
          stderr
        </h3>
        <span className="text-[11px] text-muted tabular-nums">
          {lines.length === 1 ? "1 line" : `${lines.length} lines`}
        </span>
        {follow.following ? null : (
          <button
            type="button"
            onClick={follow.jumpToEnd}
            className="ml-auto rounded-md border border-line-strong px-2 text-[11px] font-medium hover:bg-raised"
          >
            Follow new lines
          </button>
        )}
      </div>
      <div
        ref={follow.ref}
        onScroll={follow.onScroll}
        role="log"
        aria-label="stderr lines, oldest first"
        aria-live="off"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the lines hold no focusable content, so the list takes focus to be scrolled by keyboard.
        tabIndex={0}
        className="max-h-[40vh] min-h-16 overflow-auto rounded-md border border-line bg-sunken focus-visible:-outline-offset-2"
      >
        {lines.length === 0 ? (
          <p className="p-2 text-xs text-muted">The process has written nothing to stderr.</p>
        ) : (
          <ol className="flex flex-col px-2 py-1">
            {lines.map((line) => (
              <li key={line.seq} className="flex gap-2 font-mono text-xs">
                <time className="shrink-0 text-[11px] text-muted tabular-nums">
                  {formatClock(line.at)}
                </time>
                <span className="min-w-0 break-words whitespace-pre-wrap">{line.text}</span>
              </li>
            ))}
          </ol>
        )}
      </div>
      {exits.map((exit) => (
        <p key={exit.seq} role="status" className="text-xs text-danger">
          The process exited at {formatClock(exit.at)}
          {exit.code === null ? "" : ` with code ${exit.code}`}
          {exit.signal ? ` (signal ${exit.signal})` : ""}.
        </p>
      ))}
    </section>
  );
}
