import { useMemo } from "react";
import { Button } from "@/components/ui/button";
import { decodeBase64, HEX_ROW_BYTES, hexDump } from "@/lib/views/lanes/raw-bytes";
import type { TurnChunk } from "@/lib/views/playground/conversation/turn-view";

/** Most hex rows shown for one read (16 KiB); a longer read says how much is left out. */
const MAX_HEX_ROWS = 1024;

/**
 * The network read selected in the bytes view, byte by byte: a hex dump with offsets into the
 * body and the ASCII beside it, and the SSE items whose lines it carried (each one a button that
 * selects it in the events view).
 */
export function ChunkBytesPanel({
  chunk,
  sseSeqs,
  onShowSseItem,
}: {
  chunk: TurnChunk;
  sseSeqs: readonly number[];
  onShowSseItem: (sseSeq: number) => void;
}) {
  const rows = useMemo(
    () => hexDump(decodeBase64(chunk.base64), chunk.offset),
    [chunk.base64, chunk.offset],
  );
  const title = `Network read #${chunk.seq} bytes`;
  return (
    <section
      aria-label={title}
      className="max-h-64 min-h-0 shrink-0 overflow-auto border-t border-line bg-surface px-3 pb-3"
    >
      <header className="sticky top-0 z-[2] flex flex-wrap items-center gap-2 bg-surface pt-2 pb-1 text-[11px]">
        <h3 className="font-semibold tracking-wide text-muted uppercase">{title}</h3>
        <span className="text-muted tabular-nums">
          bytes {chunk.offset}–{chunk.offset + chunk.length} ({chunk.length} B)
        </span>
        {sseSeqs.length > 0 ? (
          <span className="ml-auto flex flex-wrap items-center gap-1">
            <span className="text-muted">carried</span>
            {sseSeqs.slice(0, 8).map((sseSeq) => (
              <Button key={sseSeq} size="sm" variant="ghost" onClick={() => onShowSseItem(sseSeq)}>
                SSE item #{sseSeq}
              </Button>
            ))}
            {sseSeqs.length > 8 ? (
              <span className="text-muted">and {sseSeqs.length - 8} more</span>
            ) : null}
          </span>
        ) : null}
      </header>
      <pre className="font-mono text-[11.5px] leading-5">
        {rows.slice(0, MAX_HEX_ROWS).map((row) => (
          <div key={row.offset} className="flex gap-4 whitespace-pre">
            <span className="w-16 text-right text-muted tabular-nums select-none">
              {row.offset}
            </span>
            <span className="w-[47ch]">{row.hex}</span>
            <span className="text-muted">{row.ascii}</span>
          </div>
        ))}
      </pre>
      {rows.length > MAX_HEX_ROWS ? (
        <p className="text-[11px] text-muted">
          The first {MAX_HEX_ROWS * HEX_ROW_BYTES} bytes are shown; copy the raw stream for the
          rest.
        </p>
      ) : null}
    </section>
  );
}
