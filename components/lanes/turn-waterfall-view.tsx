import { clsx } from "clsx";
import { useMemo } from "react";
import type { LoupeEvent } from "@/lib/events/types";
import { turnWaterfall, type WaterfallBar } from "@/lib/views/lanes/turn-waterfall";
import { formatDuration } from "@/lib/views/shared/format";

const barTone: Record<WaterfallBar["kind"], string> = {
  model: "bg-accent",
  person: "bg-warning",
  tool: "bg-success",
  handshake: "bg-ink/50",
  host: "bg-muted",
};

/** A bar in words: its label, its duration (or, for an instant, when) and how it ended. */
function barText(bar: WaterfallBar, axisStartMs: number): string {
  const outcome = bar.outcome ? `, ${bar.outcome.replace("-", " ")}` : "";
  const from = formatDuration(bar.startMs - axisStartMs);
  return bar.mark
    ? `${bar.label}: at ${from}${outcome}`
    : `${bar.label}: ${formatDuration(bar.endMs - bar.startMs)}, from ${from}${outcome}`;
}

/** Bars on one axis from `startMs` to `startMs + spanMs`, each row its label, bar and duration. */
function WaterfallRows({
  label,
  bars,
  startMs,
  spanMs,
}: {
  label: string;
  bars: WaterfallBar[];
  startMs: number;
  spanMs: number;
}) {
  const span = Math.max(spanMs, 1);
  const percent = (ms: number) => `${Math.min(100, Math.max(0, ((ms - startMs) / span) * 100))}%`;
  return (
    <ol aria-label={label} className="flex flex-col gap-0.5">
      {bars.map((bar) => (
        <li
          key={bar.seq}
          aria-label={barText(bar, startMs)}
          className="grid grid-cols-[minmax(0,14rem)_1fr_4.5rem] items-center gap-2 text-xs"
        >
          <span className="truncate font-mono" title={bar.label}>
            {bar.label}
          </span>
          <span className="relative h-3 rounded-sm bg-sunken">
            <span
              className={clsx(
                "absolute top-0 h-3 rounded-sm",
                barTone[bar.kind],
                bar.mark && "w-0.5",
                bar.outcome && "ring-1 ring-danger",
              )}
              style={{
                left: percent(bar.startMs),
                ...(bar.mark
                  ? {}
                  : { width: `max(2px, calc(${percent(bar.endMs)} - ${percent(bar.startMs)}))` }),
              }}
            />
          </span>
          <span className="text-right font-mono text-muted tabular-nums">
            {bar.mark
              ? formatDuration(bar.startMs - startMs)
              : formatDuration(bar.endMs - bar.startMs)}
            {bar.outcome ? ` ${bar.outcome.replace("-", " ")}` : ""}
          </span>
        </li>
      ))}
    </ol>
  );
}

/**
 * Where the turn's time went, from its recorded events, on one axis from the request sent: the
 * model's first byte, first token and end, the action parsed, a person's decision, each JSON-RPC
 * call to its result, the observation sent with the next request; and the MCP `initialize`
 * handshake in the turn whose call was the server's first (on its own axis when it happened as
 * the session was created).
 */
export function TurnWaterfallView({
  events,
  turn,
}: {
  /** The session's events, the turn's raw exchange in them. */
  events: readonly LoupeEvent[];
  turn: number;
}) {
  const waterfall = useMemo(() => turnWaterfall(events, turn), [events, turn]);
  if (!waterfall) return <p className="p-3 text-xs text-muted">This turn sent no request yet.</p>;
  const earlier = waterfall.handshakes.filter((handshake) => handshake.beforeTurn);
  return (
    <div className="flex flex-col gap-3 p-3">
      <p className="text-xs text-muted">
        Turn {waterfall.turn}: {formatDuration(waterfall.spanMs)} from the request sent to its last
        recorded step.
      </p>
      <WaterfallRows
        label="Waterfall"
        bars={waterfall.bars}
        startMs={0}
        spanMs={waterfall.spanMs}
      />
      {earlier.map((handshake) => {
        const first = Math.min(...handshake.bars.map((bar) => bar.startMs));
        const last = Math.max(...handshake.bars.map((bar) => bar.endMs));
        return (
          <section key={handshake.serverId} className="flex flex-col gap-1">
            <h3 className="text-xs font-semibold">
              MCP handshake with {handshake.serverId}: made as the session was created,{" "}
              {formatDuration(-first)} before this turn's request; this turn's call was its first
            </h3>
            <WaterfallRows
              label={`Handshake with ${handshake.serverId}`}
              bars={handshake.bars}
              startMs={first}
              spanMs={last - first}
            />
          </section>
        );
      })}
    </div>
  );
}
