import { Fragment } from "react";
import { type ColorRun, runColor, textPieces } from "@/lib/views/shared/syntax/syntax-runs";

/**
 * `text` from `start` to `end`, coloured by its syntax colour runs (which follow the page's
 * theme); uncoloured where no run is, so it renders the same before the highlighter has loaded.
 */
export function SyntaxText({
  text,
  runs,
  start = 0,
  end = text.length,
}: {
  text: string;
  runs: readonly ColorRun[];
  start?: number;
  end?: number;
}) {
  return textPieces(runs, start, end).map((piece) =>
    piece.run ? (
      <span key={piece.start} style={{ color: runColor(piece.run) }}>
        {text.slice(piece.start, piece.end)}
      </span>
    ) : (
      <Fragment key={piece.start}>{text.slice(piece.start, piece.end)}</Fragment>
    ),
  );
}
