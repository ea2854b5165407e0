import { CAPTURE_FORMATS, type CaptureFormat } from "@/lib/captures/capture-format";
import type { DialectId, EventPayloads, LoupeEvent } from "@/lib/events/types";
import { listTurns } from "@/lib/views/playground/conversation/turn-status";
import { formatDuration } from "@/lib/views/shared/format";

/** What the reader's header says about a capture, read from its events. */
export interface CaptureSummary {
  /** The format it was imported as (the replay's provider). */
  format: CaptureFormat | undefined;
  /** The model the request named; empty when none was given. */
  model: string;
  dialect: DialectId | undefined;
  /** The turn the capture's exchange is recorded under. */
  turn: number;
  /** Bytes of the stream, as replayed. */
  bytes: number;
  /** SSE items (or NDJSON lines) read from it. */
  items: number;
}

/** Reads a capture's format, model, dialect, turn and size from its events. */
export function summarizeCapture(events: readonly LoupeEvent[]): CaptureSummary {
  const summary: CaptureSummary = {
    format: undefined,
    model: "",
    dialect: undefined,
    turn: listTurns(events)[0]?.turn ?? 1,
    bytes: 0,
    items: 0,
  };
  for (const event of events) {
    if (event.kind === "session.created") {
      summary.model = event.data.model;
      summary.dialect = event.data.dialect;
    } else if (event.kind === "llm.request") {
      const provider = event.data.provider;
      summary.format = CAPTURE_FORMATS.find((format) => format === provider);
    } else if (event.kind === "llm.chunk") {
      summary.bytes += event.data.length;
    } else if (event.kind === "llm.sse") {
      summary.items += 1;
    }
  }
  return summary;
}

/** One timing of the answer, for a person. */
export interface CaptureTiming {
  label: string;
  value: string;
}

/**
 * The timings a capture has, labelled: time to first byte, to first token, tokens per second,
 * total and the longest wait between data lines. An imported stream holds no times (its replay
 * records every one as 0), so this is empty for one: the page says so instead of "0 ms".
 */
export function captureTimings(
  timings: EventPayloads["llm.response"]["timings"] | undefined,
): CaptureTiming[] {
  if (!timings) return [];
  const hasTimes = [timings.ttfbMs, timings.firstTokenMs, timings.endMs].some(
    (value) => value !== undefined && value > 0,
  );
  if (!hasTimes) return [];
  const listed: CaptureTiming[] = [];
  if (timings.ttfbMs !== undefined)
    listed.push({ label: "Time to first byte", value: formatDuration(timings.ttfbMs) });
  if (timings.firstTokenMs !== undefined)
    listed.push({ label: "Time to first token", value: formatDuration(timings.firstTokenMs) });
  if (timings.tokensPerSecond !== undefined) {
    const source = timings.outputTokensSource === "estimate" ? " (tokens estimated)" : "";
    listed.push({
      label: "Tokens per second",
      value: `${timings.tokensPerSecond.toFixed(1)}${source}`,
    });
  }
  listed.push({ label: "Total", value: formatDuration(timings.endMs) });
  if (timings.longestDataGapMs !== undefined && timings.longestDataGapMs > 0)
    listed.push({
      label: "Longest wait for data",
      value: formatDuration(timings.longestDataGapMs),
    });
  return listed;
}
