import { clsx } from "clsx";
import type { ReactNode } from "react";
import type { VirtualRowProps } from "@/components/ui/virtual-list";
import type { LineMatch } from "@/lib/views/lanes/sse-search";
import type { SseLine } from "@/lib/views/playground/conversation/turn-view";
import { formatOffset } from "@/lib/views/shared/format";

/** The height of every Raw SSE row: the list is virtualized on it. */
export const sseRowHeight = 20;

const noMatches: readonly LineMatch[] = [];

/**
 * One raw line of the stream: its time offset (kept in view when the line scrolls sideways), the
 * text its item carried into the answer, and the line as received. Lines of the items that
 * carried the selected action are marked `data-highlighted="true"`; matches of the lane's search
 * are `<mark>`s, the current one `data-current-match="true"`.
 */
export function SseRow({
  row,
  line,
  carried,
  lit,
  inSelectedItem,
  matches = noMatches,
  currentMatch = -1,
  onCurrentMatchShown,
}: {
  row: VirtualRowProps;
  line: SseLine;
  carried: string | undefined;
  lit: boolean;
  inSelectedItem: boolean;
  /** The search's matches in this line. */
  matches?: readonly LineMatch[];
  /** The search's current match (its position in the whole search), -1 for none. */
  currentMatch?: number;
  /** Gets the current match's element when it is rendered, to scroll it into view. */
  onCurrentMatchShown?: (element: HTMLElement | null) => void;
}) {
  const field = /^([a-z]+):/.exec(line.text)?.[1];
  const tint = inSelectedItem ? "bg-accent-soft" : lit ? "bg-lit" : undefined;
  return (
    <div
      {...row}
      data-highlighted={lit ? "true" : undefined}
      data-sse-seq={line.sseSeq}
      data-search-match={matches.length > 0 ? "true" : undefined}
      style={{ height: sseRowHeight }}
      className={clsx(
        "group flex cursor-pointer items-stretch gap-3 pr-3 leading-5 whitespace-pre",
        tint ?? "hover:bg-raised",
        row["aria-selected"] && "outline-1 -outline-offset-1 outline-accent",
      )}
    >
      <span
        className={clsx(
          "sticky left-0 z-[1] flex shrink-0 border-l-2 bg-surface",
          lit ? "border-lit-line" : "border-transparent",
        )}
      >
        <span
          className={clsx(
            "w-16 pr-0.5 pl-2 text-right text-muted tabular-nums select-none",
            tint ?? "group-hover:bg-raised",
          )}
        >
          {formatOffset(line.offsetMs)}
        </span>
      </span>
      <span
        className="w-28 shrink-0 truncate text-success"
        title={carried === undefined ? undefined : "content this line carried"}
      >
        {carried === undefined ? "" : JSON.stringify(carried)}
      </span>
      {matches.length > 0 ? (
        <span className={line.type === "comment" ? "text-comment italic" : undefined}>
          {markMatches(line.text, matches, currentMatch, onCurrentMatchShown)}
        </span>
      ) : line.type === "comment" ? (
        <span className="text-comment italic">{line.text}</span>
      ) : field ? (
        <span>
          <span className="text-accent">{field}:</span>
          {line.text.slice(field.length + 1)}
        </span>
      ) : (
        <span>{line.text}</span>
      )}
    </div>
  );
}

/** The text with each match in a `<mark>`; the current match stands out. */
function markMatches(
  text: string,
  matches: readonly LineMatch[],
  currentMatch: number,
  onCurrentMatchShown: ((element: HTMLElement | null) => void) | undefined,
): ReactNode[] {
  const pieces: ReactNode[] = [];
  let at = 0;
  for (const match of matches) {
    if (match.start > at) pieces.push(text.slice(at, match.start));
    const current = match.match === currentMatch;
    pieces.push(
      <mark
        key={match.start}
        ref={current ? onCurrentMatchShown : undefined}
        data-current-match={current ? "true" : undefined}
        className={clsx(
          "rounded-sm",
          current ? "bg-accent text-accent-ink" : "bg-warning-soft text-ink",
        )}
      >
        {text.slice(match.start, match.end)}
      </mark>,
    );
    at = match.end;
  }
  if (at < text.length) pieces.push(text.slice(at));
  return pieces;
}
