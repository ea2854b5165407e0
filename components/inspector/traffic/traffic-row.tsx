import { clsx } from "clsx";
import { Badge } from "@/components/ui/badge";
import type { VirtualRowProps } from "@/components/ui/virtual-list";
import { formatClock, type TrafficItem } from "@/lib/views/inspector/traffic/traffic";
import { formatDuration } from "@/lib/views/shared/format";

const marks: Record<TrafficItem["kind"], { symbol: string; title: string; tone: string }> = {
  message: { symbol: "", title: "", tone: "" },
  exchange: { symbol: "⇄", title: "raw HTTP exchange", tone: "text-warning" },
  stderr: { symbol: "!", title: "stderr of the process", tone: "text-danger" },
  exit: { symbol: "■", title: "the process ended", tone: "text-danger" },
};

/** One line of the traffic: time, direction, what it is, latency; its request or response partner lit. */
export function TrafficRow({
  item,
  row,
  selected,
  partner,
}: {
  item: TrafficItem;
  row: VirtualRowProps;
  selected: boolean;
  partner: boolean;
}) {
  const mark =
    item.kind === "message"
      ? item.direction === "out"
        ? { symbol: "→", title: "Loupe → server", tone: "text-accent" }
        : { symbol: "←", title: "server → Loupe", tone: "text-success" }
      : marks[item.kind];
  const isError = item.kind === "message" && item.label.startsWith("error");
  return (
    <div
      {...row}
      data-testid="traffic-row"
      data-label={item.label}
      data-partner={partner ? "true" : undefined}
      className={clsx(
        "flex h-6 cursor-pointer items-center gap-2 border-l-2 px-2 text-xs whitespace-nowrap",
        selected
          ? "border-accent bg-accent-soft"
          : partner
            ? "border-lit-line bg-lit"
            : "border-transparent hover:bg-raised",
      )}
    >
      <span className="font-mono text-[11px] text-muted tabular-nums">{formatClock(item.at)}</span>
      <span className={clsx("w-3 text-center font-mono", mark.tone)} title={mark.title}>
        {mark.symbol}
        <span className="sr-only">{mark.title}</span>
      </span>
      <span
        className={clsx(
          "font-mono",
          item.kind === "message" && item.method && "font-semibold",
          isError && "text-danger",
          item.kind === "stderr" && "text-muted",
        )}
      >
        {item.label}
      </span>
      {item.kind === "exchange" && item.streaming ? (
        <Badge tone="accent" title="The response body is still arriving: the text so far is shown">
          streaming
        </Badge>
      ) : null}
      {item.kind === "message" && item.latencyMs !== undefined ? (
        <span className="font-mono text-[11px] text-muted tabular-nums" title="latency">
          {formatDuration(item.latencyMs)}
        </span>
      ) : null}
      {partner ? <span className="sr-only">(partner of the selected message)</span> : null}
    </div>
  );
}
