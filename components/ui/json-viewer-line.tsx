import { clsx } from "clsx";
import { type KeyboardEvent, memo } from "react";
import {
  foldSummary,
  formatJsonPath,
  jsonValueText,
  type VisibleJsonLine,
} from "@/lib/views/shared/json/json-tree";
import type { ColorRun } from "@/lib/views/shared/syntax/syntax-runs";
import { CopyButton } from "./copy-button";
import { ChevronIcon } from "./icons";
import { SyntaxText } from "./syntax-text";

/**
 * One line of the JSON viewer: a disclosure button on an object or array (Enter or Space toggles,
 * Left folds, Right unfolds), the line's text wrapped at the pane's edge under its indentation,
 * and buttons to copy the line's value or its path, shown on hover and focus.
 */
export const JsonViewerLine = memo(function JsonViewerLine({
  entry,
  text,
  runs,
  rootName,
  onFold,
}: {
  entry: VisibleJsonLine;
  /** The whole pretty-printed document the line's offsets point into. */
  text: string;
  runs: readonly ColorRun[];
  /** What the root is called in button names; without it the root has no disclosure button. */
  rootName: string | undefined;
  onFold: (index: number, folded: boolean) => void;
}) {
  const { line, foldedClose, index } = entry;
  const path = formatJsonPath(line.path);
  const name = path === "" ? rootName : path;
  const foldable = line.kind === "open" && name !== undefined;
  const folded = foldedClose !== undefined;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowLeft" && !folded) onFold(index, true);
    else if (event.key === "ArrowRight" && folded) onFold(index, false);
    else return;
    event.preventDefault();
  };
  return (
    <div
      className="group relative flex min-w-0 rounded-sm hover:bg-raised"
      style={{ paddingLeft: `${line.depth * 2}ch` }}
      data-json-path={formatJsonPath(line.path, { root: true })}
    >
      {foldable ? (
        <button
          type="button"
          aria-expanded={!folded}
          aria-label={`${name}, ${foldSummary(line)}`}
          title={folded ? "Unfold" : "Fold"}
          onClick={() => onFold(index, !folded)}
          onKeyDown={onKeyDown}
          className="mr-0.5 inline-flex h-[18px] w-4 shrink-0 cursor-pointer items-center justify-center rounded-sm text-muted hover:text-ink"
        >
          <ChevronIcon
            width={11}
            height={11}
            className={clsx("transition-transform", !folded && "rotate-90")}
          />
        </button>
      ) : (
        <span className="mr-0.5 w-4 shrink-0" aria-hidden="true" />
      )}
      <span className="min-w-0 flex-1 whitespace-pre-wrap [overflow-wrap:anywhere]">
        <SyntaxText
          text={text}
          runs={runs}
          start={line.offset}
          end={line.offset + line.text.length}
        />
        {foldedClose ? (
          <>
            <span className="text-muted"> … {foldSummary(line)} </span>
            <SyntaxText
              text={text}
              runs={runs}
              start={foldedClose.offset}
              end={foldedClose.offset + foldedClose.text.length}
            />
          </>
        ) : null}
      </span>
      {line.kind !== "close" && path !== "" ? (
        <span className="absolute -top-[3px] right-0 flex rounded-md bg-raised opacity-0 shadow-sm group-focus-within:opacity-100 group-hover:opacity-100">
          <CopyButton text={jsonValueText(line.value)} label={`Copy the value of ${path}`} />
          <CopyButton
            text={formatJsonPath(line.path, { root: true })}
            label={`Copy the path ${path}`}
          />
        </span>
      ) : null}
    </div>
  );
});
