"use client";

import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { VirtualList } from "@/components/ui/virtual-list";
import { countOf } from "@/lib/views/format";
import { sseItemData } from "@/lib/views/sse-item-data";
import { type CarriedText, describeCarried } from "@/lib/views/sse-selection";
import { type ContentDelta, contentBySseSeq, type SseLine } from "@/lib/views/turn-view";
import { LaneEmpty } from "./lane-empty";
import { SseItemDataPanel } from "./sse-item-data-panel";
import { SseRow, sseRowHeight } from "./sse-row";

/** A line of the Raw SSE lane, by its SSE item and its place in it. */
export interface SseLineKey {
  sseSeq: number;
  index: number;
}

/**
 * Every line of the model's stream as received, comments included, with its time offset. Lines
 * of the SSE items that carried the selected action have `data-highlighted="true"`. Selecting a
 * line (click or keyboard) selects its SSE item: its data opens below the lines as formatted JSON,
 * and the Parsed lane marks the text it carried.
 */
export function RawSseLane({
  lines,
  deltas,
  itemCount,
  highlighted,
  streaming,
  selected,
  carried,
  actionName,
  onSelect,
  onShowParsed,
}: {
  lines: SseLine[];
  deltas: ContentDelta[];
  itemCount: number;
  highlighted: ReadonlySet<number>;
  streaming: boolean;
  selected: SseLineKey | null;
  /** What the selected line's SSE item carried. */
  carried: CarriedText | null;
  actionName: string | undefined;
  onSelect: (line: SseLineKey) => void;
  onShowParsed: () => void;
}) {
  const [follow, setFollow] = useState(true);
  const firstLit = useMemo(
    () => (highlighted.size === 0 ? -1 : lines.findIndex((line) => highlighted.has(line.sseSeq))),
    [lines, highlighted],
  );
  const litCount = useMemo(
    () => lines.filter((line) => highlighted.has(line.sseSeq)).length,
    [lines, highlighted],
  );
  const carriedText = useMemo(() => contentBySseSeq(deltas), [deltas]);
  const copyText = useMemo(() => lines.map((line) => line.text).join("\n"), [lines]);
  const selectedIndex = useMemo(
    () =>
      selected
        ? lines.findIndex(
            (line) => line.sseSeq === selected.sseSeq && line.index === selected.index,
          )
        : -1,
    [lines, selected],
  );
  const selectedSeq = selected?.sseSeq;
  const selectedData = useMemo(
    () => (selectedSeq === undefined ? null : sseItemData(lines, selectedSeq)),
    [lines, selectedSeq],
  );

  if (lines.length === 0) {
    return (
      <LaneEmpty>
        {streaming
          ? "Waiting for the first bytes…"
          : "No stream yet. Step to see every SSE line the model sends."}
      </LaneEmpty>
    );
  }
  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex h-8 shrink-0 items-center gap-3 border-b border-line px-3 text-[11px] text-muted">
        <span className="tabular-nums">
          {countOf(lines.length, "line")} · {countOf(itemCount, "SSE item")}
        </span>
        {litCount > 0 ? (
          <span className="flex items-center gap-1 text-ink">
            <span
              className="size-2 rounded-sm bg-lit outline-1 outline-lit-line"
              aria-hidden="true"
            />
            {countOf(litCount, "line")} carried the selected action
          </span>
        ) : null}
        <label className="ml-auto flex cursor-pointer items-center gap-1">
          <input
            type="checkbox"
            checked={follow}
            onChange={(event) => setFollow(event.target.checked)}
          />
          Follow
        </label>
        <CopyButton text={copyText} label="Copy raw SSE" />
      </div>
      <VirtualList
        label="Raw SSE lines"
        className="flex-1 font-mono text-[11.5px]"
        count={lines.length}
        rowHeight={sseRowHeight}
        follow={follow && streaming}
        scrollToIndex={firstLit >= 0 ? firstLit : undefined}
        selectedIndex={selectedIndex}
        onSelect={(index) => {
          const line = lines[index];
          if (line) onSelect({ sseSeq: line.sseSeq, index: line.index });
        }}
        renderRow={(index, row) => {
          const line = lines[index];
          if (!line) return null;
          return (
            <SseRow
              key={`${line.sseSeq}-${line.index}`}
              row={row}
              line={line}
              carried={line.index === 0 ? carriedText.get(line.sseSeq) : undefined}
              lit={highlighted.has(line.sseSeq)}
              inSelectedItem={selected?.sseSeq === line.sseSeq}
            />
          );
        }}
      />
      <div
        aria-live="polite"
        className="flex min-h-8 shrink-0 items-center gap-2 border-t border-line px-3 text-[11px] text-muted empty:min-h-0 empty:border-t-0"
      >
        {carried ? (
          <>
            <span className="font-medium text-ink">SSE item #{carried.sseSeq}</span>
            <span>{describeCarried(carried, actionName)}</span>
            {carried.text ? (
              <Button size="sm" variant="ghost" onClick={onShowParsed} className="ml-auto">
                Show in Parsed
              </Button>
            ) : null}
          </>
        ) : null}
      </div>
      {selectedData ? <SseItemDataPanel item={selectedData} /> : null}
    </div>
  );
}
