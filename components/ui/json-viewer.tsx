"use client";

import { clsx } from "clsx";
import { useCallback, useMemo, useState } from "react";
import { useColorRuns } from "@/hooks/shared/use-color-runs";
import { jsonDocument, visibleJsonLines } from "@/lib/views/shared/json/json-tree";
import { CopyButton } from "./copy-button";
import { JsonViewerLine } from "./json-viewer-line";

const noFolds: ReadonlySet<number> = new Set();

/**
 * The one way JSON is shown: pretty-printed, objects and arrays folding, long strings wrapped,
 * syntax colours once shiki has loaded (plain text until then, in the same layout), and every
 * value's value or path a click from the clipboard. With a `label` it has a heading, a button
 * that copies the whole document, and the root folds too.
 */
export function JsonViewer({
  value,
  label,
  className,
}: {
  value: unknown;
  label?: string;
  className?: string;
}) {
  const document = useMemo(() => jsonDocument(value), [value]);
  const runs = useColorRuns(document.text, "json");
  const [folds, setFolds] = useState<{ text: string; folded: ReadonlySet<number> }>({
    text: document.text,
    folded: noFolds,
  });
  const folded = folds.text === document.text ? folds.folded : noFolds;
  const onFold = useCallback(
    (index: number, fold: boolean) => {
      setFolds((previous) => {
        const next = new Set(previous.text === document.text ? previous.folded : noFolds);
        if (fold) next.add(index);
        else next.delete(index);
        return { text: document.text, folded: next };
      });
    },
    [document.text],
  );
  const visible = useMemo(() => visibleJsonLines(document.lines, folded), [document.lines, folded]);
  const body = (
    <div
      className={clsx(
        "min-w-0 rounded-md border border-line bg-sunken px-1.5 py-1.5 font-mono text-[11.5px] leading-[18px]",
        className,
      )}
      data-testid="json-viewer"
    >
      {visible.map((entry) => (
        <JsonViewerLine
          key={entry.index}
          entry={entry}
          text={document.text}
          runs={runs}
          rootName={label}
          onFold={onFold}
        />
      ))}
    </div>
  );
  if (!label) return body;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <div className="flex items-center justify-between">
        <h3 className="text-[11px] font-semibold tracking-wide text-muted uppercase">{label}</h3>
        <CopyButton text={document.text} label={`Copy ${label.toLowerCase()}`} />
      </div>
      {body}
    </div>
  );
}
