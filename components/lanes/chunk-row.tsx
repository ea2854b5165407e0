import { clsx } from "clsx";
import { useMemo } from "react";
import type { VirtualRowProps } from "@/components/ui/virtual-list";
import { bytesPreview, decodeBase64 } from "@/lib/views/lanes/raw-bytes";
import type { TurnChunk } from "@/lib/views/playground/conversation/turn-view";

/** The height of every row of the bytes view: the list is virtualized on it. */
export const chunkRowHeight = 20;

/**
 * One network read of the answer: its byte offset and length, and its bytes as one line with
 * line ends written as escapes. Reads that carried the selected SSE item are marked
 * `data-highlighted="true"`.
 */
export function ChunkRow({
  row,
  chunk,
  lit,
}: {
  row: VirtualRowProps;
  chunk: TurnChunk;
  lit: boolean;
}) {
  const preview = useMemo(() => bytesPreview(decodeBase64(chunk.base64)), [chunk.base64]);
  return (
    <div
      {...row}
      data-highlighted={lit ? "true" : undefined}
      data-chunk-seq={chunk.seq}
      style={{ height: chunkRowHeight }}
      className={clsx(
        "group flex cursor-pointer items-stretch gap-3 pr-3 leading-5 whitespace-pre",
        lit ? "bg-lit" : "hover:bg-raised",
        row["aria-selected"] && "outline-1 -outline-offset-1 outline-accent",
      )}
    >
      <span
        className={clsx(
          "sticky left-0 z-[1] flex shrink-0 gap-2 border-l-2 bg-surface pr-1 pl-2 text-right text-muted tabular-nums select-none",
          lit ? "border-lit-line" : "border-transparent",
        )}
      >
        <span className="w-16">@{chunk.offset}</span>
        <span className="w-12">{chunk.length} B</span>
      </span>
      <span>{preview}</span>
    </div>
  );
}
