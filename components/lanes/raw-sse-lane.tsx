"use client";

import { useCallback, useDeferredValue, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { VirtualList } from "@/components/ui/virtual-list";
import {
  litLines,
  rawSseText,
  type SseLineKey,
  sseLineIndex,
} from "@/lib/views/lanes/raw-lane-lines";
import { sseDeltaIndex } from "@/lib/views/lanes/sse-delta-index";
import { sseItemData } from "@/lib/views/lanes/sse-item-data";
import {
  describeSearch,
  matchesInLine,
  searchSseLines,
  stepMatch,
} from "@/lib/views/lanes/sse-search";
import { type CarriedText, describeCarried } from "@/lib/views/lanes/sse-selection";
import type {
  ContentDelta,
  SseLine,
  TurnChunk,
} from "@/lib/views/playground/conversation/turn-view";
import { countOf } from "@/lib/views/shared/format";
import { LaneEmpty } from "./lane-empty";
import { RawBytesView } from "./raw-bytes-view";
import { SseItemDataPanel } from "./sse-item-data-panel";
import { SseRow, sseRowHeight } from "./sse-row";
import { SseSearchBar } from "./sse-search-bar";

export type { SseLineKey } from "@/lib/views/lanes/raw-lane-lines";

const noChunks: readonly TurnChunk[] = [];

/** The lines of the SSE item at `lineIndex`: it and its neighbours of the same item. */
function itemLinesAround(lines: readonly SseLine[], lineIndex: number): readonly SseLine[] {
  const sseSeq = lines[lineIndex]?.sseSeq;
  let start = lineIndex;
  let end = lineIndex + 1;
  while (start > 0 && lines[start - 1]?.sseSeq === sseSeq) start -= 1;
  while (end < lines.length && lines[end]?.sseSeq === sseSeq) end += 1;
  return lines.slice(start, end);
}

/**
 * Every line of the model's stream as received, comments included, with its time offset; or,
 * in the bytes view, every network read. Only the rows in view are rendered, and everything the
 * lane derives per row is a lookup, so 20,000 events scroll like 200. Lines of the SSE items that
 * carried the selected action have `data-highlighted="true"`. The search runs over all lines and
 * steps through its matches by selecting their lines. Selecting a line (click or keyboard)
 * selects its SSE item: its data opens below the lines as formatted JSON, and the Parsed lane
 * marks the text it carried.
 */
export function RawSseLane({
  lines,
  deltas,
  chunks = noChunks,
  itemCount,
  highlighted,
  streaming,
  selected,
  carried,
  actionName,
  onSelect,
  onShowParsed,
  initialQuery = "",
}: {
  lines: SseLine[];
  deltas: ContentDelta[];
  /** The network reads of the answer, for the bytes view. */
  chunks?: readonly TurnChunk[];
  itemCount: number;
  highlighted: ReadonlySet<number>;
  streaming: boolean;
  selected: SseLineKey | null;
  /** What the selected line's SSE item carried. */
  carried: CarriedText | null;
  actionName: string | undefined;
  onSelect: (line: SseLineKey) => void;
  onShowParsed: () => void;
  /** The search the lane opens with (empty: none). */
  initialQuery?: string;
}) {
  const [follow, setFollow] = useState(true);
  const [shown, setShown] = useState<"events" | "bytes">("events");
  const [query, setQuery] = useState(initialQuery);
  const searchedQuery = useDeferredValue(query);
  const [step, setStep] = useState({ query: "", match: -1 });
  const lit = useMemo(() => litLines(lines, highlighted), [lines, highlighted]);
  const deltaIndex = useMemo(() => sseDeltaIndex(deltas), [deltas]);
  const search = useMemo(() => searchSseLines(lines, searchedQuery), [lines, searchedQuery]);
  const currentMatch = step.query === search.query ? step.match : -1;
  // The match stepped to is scrolled into view once, sideways too, when its row first renders.
  const matchToReveal = useRef(-1);
  const revealMatch = useCallback(
    (element: HTMLElement | null) => {
      if (!element || matchToReveal.current !== currentMatch) return;
      matchToReveal.current = -1;
      element.scrollIntoView({ block: "nearest", inline: "nearest" });
    },
    [currentMatch],
  );
  const selectedIndex = useMemo(
    () => (selected ? sseLineIndex(lines, selected) : -1),
    [lines, selected],
  );
  const selectedItemLines = useMemo(
    () => (selectedIndex < 0 ? null : itemLinesAround(lines, selectedIndex)),
    [lines, selectedIndex],
  );
  const selectedData = useMemo(
    () => (selectedItemLines && selected ? sseItemData(selectedItemLines, selected.sseSeq) : null),
    [selectedItemLines, selected],
  );

  if (lines.length === 0 && chunks.length === 0) {
    return (
      <LaneEmpty>
        {streaming
          ? "Waiting for the first bytes…"
          : "No stream yet. Step to see every SSE line the model sends."}
      </LaneEmpty>
    );
  }

  const goToMatch = (direction: 1 | -1) => {
    const match = stepMatch(search, currentMatch, direction, Math.max(0, selectedIndex));
    if (match < 0) return;
    setStep({ query: search.query, match });
    matchToReveal.current = match;
    const line = lines[search.lineIndexes[match] ?? -1];
    if (line) onSelect({ sseSeq: line.sseSeq, index: line.index });
  };

  return (
    <div className="flex h-full min-h-0 flex-col">
      <fieldset
        aria-label="Raw SSE tools"
        className="flex min-h-8 shrink-0 flex-wrap items-center gap-x-3 gap-y-1 border-b border-line px-3 py-1 text-[11px] whitespace-nowrap text-muted"
      >
        <fieldset className="flex items-center gap-0.5" aria-label="Show the stream as">
          {(["events", "bytes"] as const).map((view) => (
            <Button
              key={view}
              size="sm"
              variant={shown === view ? "secondary" : "ghost"}
              aria-pressed={shown === view}
              onClick={() => setShown(view)}
            >
              {view === "events" ? "SSE lines" : "Bytes"}
            </Button>
          ))}
        </fieldset>
        <span className="tabular-nums">
          {shown === "events"
            ? `${countOf(lines.length, "line")} · ${countOf(itemCount, "SSE item")}`
            : `${countOf(chunks.length, "network read")} · ${countOf(
                chunks.reduce((total, chunk) => total + chunk.length, 0),
                "byte",
              )}`}
        </span>
        {lit.count > 0 && shown === "events" ? (
          <span className="flex items-center gap-1 text-ink">
            <span
              className="size-2 rounded-sm bg-lit outline-1 outline-lit-line"
              aria-hidden="true"
            />
            {countOf(lit.count, "line")} carried the selected action
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
        <CopyButton text={() => rawSseText(lines)} label="Copy raw SSE" />
      </fieldset>
      {shown === "bytes" ? (
        <RawBytesView
          chunks={chunks}
          lines={lines}
          selectedChunkSeqs={selectedItemLines?.[0]?.chunkSeqs}
          follow={follow && streaming}
          onShowSseItem={(sseSeq) => {
            setShown("events");
            onSelect({ sseSeq, index: 0 });
          }}
        />
      ) : (
        <>
          <SseSearchBar
            query={query}
            summary={describeSearch(search, currentMatch)}
            hasMatches={search.lineIndexes.length > 0}
            onQueryChange={setQuery}
            onStep={goToMatch}
          />
          <VirtualList
            label="Raw SSE lines"
            className="flex-1 font-mono text-[11.5px]"
            count={lines.length}
            rowHeight={sseRowHeight}
            follow={follow && streaming}
            scrollToIndex={lit.first >= 0 ? lit.first : undefined}
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
                  carried={line.index === 0 ? deltaIndex.textOf(line.sseSeq) : undefined}
                  lit={highlighted.has(line.sseSeq)}
                  inSelectedItem={selected?.sseSeq === line.sseSeq}
                  matches={search.query === "" ? undefined : matchesInLine(search, index)}
                  currentMatch={currentMatch}
                  onCurrentMatchShown={revealMatch}
                />
              );
            }}
          />
        </>
      )}
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
      {selectedData && shown === "events" ? <SseItemDataPanel item={selectedData} /> : null}
    </div>
  );
}
