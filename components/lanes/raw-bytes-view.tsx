"use client";

import { useMemo, useState } from "react";
import { VirtualList } from "@/components/ui/virtual-list";
import { sseSeqsOfChunk } from "@/lib/views/lanes/raw-bytes";
import type { SseLine, TurnChunk } from "@/lib/views/playground/conversation/turn-view";
import { ChunkBytesPanel } from "./chunk-bytes-panel";
import { ChunkRow, chunkRowHeight } from "./chunk-row";
import { LaneEmpty } from "./lane-empty";

const noSeqs: readonly number[] = [];

/**
 * The answer's bytes as they came off the network: one row per read, the reads that carried the
 * selected SSE item lit, and the selected read as a hex dump with the SSE items it carried.
 */
export function RawBytesView({
  chunks,
  lines,
  selectedChunkSeqs,
  follow,
  onShowSseItem,
}: {
  chunks: readonly TurnChunk[];
  lines: readonly SseLine[];
  /** The reads that carried the SSE item selected in the events view. */
  selectedChunkSeqs: readonly number[] | undefined;
  follow: boolean;
  onShowSseItem: (sseSeq: number) => void;
}) {
  const [selectedSeq, setSelectedSeq] = useState<number | null>(null);
  const lit = useMemo(() => new Set(selectedChunkSeqs ?? noSeqs), [selectedChunkSeqs]);
  const firstLit = useMemo(
    () => (lit.size === 0 ? -1 : chunks.findIndex((chunk) => lit.has(chunk.seq))),
    [chunks, lit],
  );
  const selectedIndex = useMemo(
    () => (selectedSeq === null ? -1 : chunks.findIndex((chunk) => chunk.seq === selectedSeq)),
    [chunks, selectedSeq],
  );
  const selected = chunks[selectedIndex];
  const carriedSeqs = useMemo(
    () => (selected ? sseSeqsOfChunk(lines, selected.seq) : noSeqs),
    [lines, selected],
  );
  if (chunks.length === 0) {
    return <LaneEmpty>No bytes recorded for this turn.</LaneEmpty>;
  }
  return (
    <>
      <VirtualList
        label="Raw bytes, one network read a row"
        className="flex-1 font-mono text-[11.5px]"
        count={chunks.length}
        rowHeight={chunkRowHeight}
        follow={follow}
        scrollToIndex={firstLit >= 0 ? firstLit : undefined}
        selectedIndex={selectedIndex}
        onSelect={(index) => setSelectedSeq(chunks[index]?.seq ?? null)}
        renderRow={(index, row) => {
          const chunk = chunks[index];
          if (!chunk) return null;
          return <ChunkRow key={chunk.seq} row={row} chunk={chunk} lit={lit.has(chunk.seq)} />;
        }}
      />
      {selected ? (
        <ChunkBytesPanel chunk={selected} sseSeqs={carriedSeqs} onShowSseItem={onShowSseItem} />
      ) : null}
    </>
  );
}
