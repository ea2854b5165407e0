"use client";

import { clsx } from "clsx";
import { Fragment, useMemo, useState } from "react";
import { SyntaxText } from "@/components/ui/syntax-text";
import { useColorRuns } from "@/hooks/shared/use-color-runs";
import type { TextSpan } from "@/lib/events/types";
import type { AssembledPiece } from "@/lib/views/lanes/assembled-pieces";
import { type MarkedSegment, markTextSegments } from "@/lib/views/lanes/text-marks";
import type { SyntaxLanguage } from "@/lib/views/shared/syntax/syntax-highlighter";
import { type ColorRun, keywordRuns } from "@/lib/views/shared/syntax/syntax-runs";

const uncoloured: readonly ColorRun[] = [];

/** The pieces of the text a person can select from the keyboard (the SSE items that carried it). */
export interface SelectablePieces {
  /** The accessible name of the list they make. */
  label: string;
  items: readonly AssembledPiece[];
  /** The SSE item selected, whose pieces are `aria-selected`. */
  selectedSseSeq?: number;
  onSelect: (sseSeq: number) => void;
}

/**
 * Protocol text with the action's span marked (an action inside a model's answer) and, when an
 * SSE item is selected, the parts that item carried, kept exactly as written: whitespace and
 * newlines preserved. With a `language` (XML, JSON) it takes syntax colours once the highlighter
 * has loaded, with `keywords` it colours those spans (ReAct's keywords); the text carried by the selected SSE item stays in the mark's colours.
 * With `pieces`, the text is a list of the pieces each SSE item carried: one tab stop, the arrow
 * keys (and Home, End) move between pieces, Enter or Space selects the one in focus.
 */
export function HighlightedText({
  text,
  span,
  carried,
  lit = false,
  language,
  keywords,
  className,
  pieces,
}: {
  text: string;
  span?: TextSpan;
  /** The parts of `text` the selected SSE item carried. */
  carried?: readonly TextSpan[];
  lit?: boolean;
  language?: SyntaxLanguage;
  /** Spans to colour as keywords instead of a grammar (a text dialect's keywords). */
  keywords?: readonly TextSpan[];
  className?: string;
  pieces?: SelectablePieces;
}) {
  const grammarRuns = useColorRuns(language ? text : "", language ?? "xml");
  const keywordColors = useMemo(() => (keywords ? keywordRuns(keywords) : undefined), [keywords]);
  const runs = keywordColors ?? grammarRuns;
  const items = pieces?.items ?? noPieces;
  const cuts = useMemo(() => items.flatMap((piece) => [piece.start, piece.end]), [items]);
  const segments = markTextSegments(text.length, { action: span, carried, cuts });
  const [focusIndex, setFocusIndex] = useState(0);
  const renderSegment = (segment: MarkedSegment) => {
    const piece = (
      <SyntaxText
        text={text}
        runs={segment.carried ? uncoloured : runs}
        start={segment.start}
        end={segment.end}
      />
    );
    if (!segment.action && !segment.carried) {
      return <Fragment key={segment.start}>{piece}</Fragment>;
    }
    return (
      <mark
        key={segment.start}
        data-action-span={segment.action ? "true" : undefined}
        data-sse-carried={segment.carried ? "true" : undefined}
        className={clsx(
          "rounded-sm",
          segment.carried
            ? "bg-accent text-accent-ink"
            : clsx("text-ink", lit ? "bg-lit" : "bg-accent-soft"),
        )}
      >
        {piece}
      </mark>
    );
  };
  const preClass = clsx(
    "font-mono text-xs leading-relaxed break-words whitespace-pre-wrap",
    className,
  );
  if (!pieces || items.length === 0) {
    return <pre className={preClass}>{segments.map(renderSegment)}</pre>;
  }
  const focusable = Math.min(focusIndex, items.length - 1);
  const moveFocus = (container: HTMLElement, index: number) => {
    const next = Math.max(0, Math.min(items.length - 1, index));
    setFocusIndex(next);
    container.querySelector<HTMLElement>(`[data-piece-index="${next}"]`)?.focus();
  };
  return (
    <pre className={preClass}>
      <span
        role="listbox"
        aria-label={pieces.label}
        aria-orientation="horizontal"
        onKeyDown={(event) => {
          const keys: Record<string, number> = {
            ArrowRight: focusable + 1,
            ArrowDown: focusable + 1,
            ArrowLeft: focusable - 1,
            ArrowUp: focusable - 1,
            Home: 0,
            End: items.length - 1,
          };
          const target = keys[event.key];
          if (target !== undefined) {
            event.preventDefault();
            moveFocus(event.currentTarget, target);
          } else if (event.key === "Enter" || event.key === " ") {
            event.preventDefault();
            const piece = items[focusable];
            if (piece) pieces.onSelect(piece.sseSeq);
          }
        }}
      >
        {groupByPiece(segments, items).map((group) =>
          group.piece === undefined ? (
            group.segments.map(renderSegment)
          ) : (
            <span
              key={`piece-${group.piece.start}`}
              role="option"
              tabIndex={group.index === focusable ? 0 : -1}
              aria-selected={group.piece.sseSeq === pieces.selectedSseSeq}
              data-piece-index={group.index}
              data-sse-seq={group.piece.sseSeq}
              onFocus={() => setFocusIndex(group.index)}
              className="rounded-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent"
            >
              {group.segments.map(renderSegment)}
            </span>
          ),
        )}
      </span>
    </pre>
  );
}

const noPieces: readonly AssembledPiece[] = [];

interface SegmentGroup {
  piece?: AssembledPiece;
  index: number;
  segments: MarkedSegment[];
}

/** The segments in text order, gathered under the piece each lies in (none: text no piece holds). */
function groupByPiece(
  segments: readonly MarkedSegment[],
  pieces: readonly AssembledPiece[],
): SegmentGroup[] {
  const groups: SegmentGroup[] = [];
  let pieceIndex = 0;
  for (const segment of segments) {
    while (
      pieceIndex < pieces.length &&
      (pieces[pieceIndex] as AssembledPiece).end <= segment.start
    )
      pieceIndex += 1;
    const piece = pieces[pieceIndex];
    const inside = piece !== undefined && segment.start >= piece.start && segment.end <= piece.end;
    const last = groups.at(-1);
    if (last && (inside ? last.piece === piece : last.piece === undefined)) {
      last.segments.push(segment);
    } else if (inside) {
      groups.push({ piece, index: pieceIndex, segments: [segment] });
    } else {
      groups.push({ index: -1, segments: [segment] });
    }
  }
  return groups;
}
