import type { EventPayloads } from "@/lib/events/types";
import { formatDuration } from "@/lib/views/shared/format";

/** A turn's timings in one line: first byte, first token, end, speed and keep-alive gaps. */
export function timingsText(timings: EventPayloads["llm.response"]["timings"]): string {
  if (timings.measured === false) return "not measured: the stream was imported";
  const speed =
    timings.tokensPerSecond === undefined
      ? null
      : `${timings.tokensPerSecond.toFixed(1)} tokens/s${timings.outputTokensSource === "estimate" ? " (estimated)" : ""}`;
  const gaps =
    timings.keepAliveComments === undefined || timings.keepAliveComments === 0
      ? null
      : `${timings.keepAliveComments} keep-alive${timings.keepAliveComments === 1 ? "" : "s"}`;
  return [
    timings.ttfbMs === undefined ? null : `TTFB ${formatDuration(timings.ttfbMs)}`,
    timings.firstTokenMs === undefined
      ? null
      : `first token ${formatDuration(timings.firstTokenMs)}`,
    `end ${formatDuration(timings.endMs)}`,
    speed,
    timings.longestDataGapMs === undefined
      ? null
      : `longest gap ${formatDuration(timings.longestDataGapMs)}`,
    gaps,
  ]
    .filter(Boolean)
    .join(" · ");
}
