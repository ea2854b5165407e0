import { clsx } from "clsx";
import type { VirtualRowProps } from "@/components/ui/virtual-list";
import { formatOffset } from "@/lib/views/format";
import type { SseLine } from "@/lib/views/turn-view";

/** The height of every Raw SSE row: the list is virtualized on it. */
export const sseRowHeight = 20;

/**
 * One raw line of the stream: its time offset (kept in view when the line scrolls sideways), the
 * text its item carried into the answer, and the line as received. Lines of the items that
 * carried the selected action are marked `data-highlighted="true"`.
 */
export function SseRow({
  row,
  line,
  carried,
  lit,
  inSelectedItem,
}: {
  row: VirtualRowProps;
  line: SseLine;
  carried: string | undefined;
  lit: boolean;
  inSelectedItem: boolean;
}) {
  const field = /^([a-z]+):/.exec(line.text)?.[1];
  const tint = inSelectedItem ? "bg-accent-soft" : lit ? "bg-lit" : undefined;
  return (
    <div
      {...row}
      data-highlighted={lit ? "true" : undefined}
      data-sse-seq={line.sseSeq}
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
      {line.type === "comment" ? (
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
