import type { EventPayloads } from "@/lib/events/types";

/** The keep-alive summary of one response, as `llm.response.timings` records it. */
export interface LineGapSummary {
  /** Longest wait for a data line (from the response's arrival, or the data line before it). */
  longestDataGapMs?: number;
  /** How many comment lines (keep-alives such as `: OPENROUTER PROCESSING`) arrived. */
  keepAliveComments: number;
}

/** Notes, for each frame of one response, how long it has been since data and since a comment. */
export interface LineGapTracker {
  /** The frame with `sinceDataMs` and `sinceCommentMs` added (see `EventPayloads["llm.sse"]`). */
  annotate(frame: EventPayloads["llm.sse"]): EventPayloads["llm.sse"];
  summary(): LineGapSummary;
}

/**
 * Creates the tracker for a response whose headers arrived at `responseAtMs` (milliseconds from
 * the request start, like `offsetMs`). A data line is any dispatched event; a comment is a `:`
 * line. Times since data count from the response's arrival until the first data line, so a
 * stream that only sends keep-alives for a while shows that wait on its first data line.
 */
export function createLineGapTracker(responseAtMs: number): LineGapTracker {
  let lastDataMs: number | undefined;
  let lastCommentMs: number | undefined;
  let longestDataGapMs: number | undefined;
  let keepAliveComments = 0;
  return {
    annotate(frame) {
      const at = frame.offsetMs;
      const sinceDataMs = Math.max(0, at - (lastDataMs ?? responseAtMs));
      const annotated: EventPayloads["llm.sse"] = { ...frame, sinceDataMs };
      if (lastCommentMs !== undefined) annotated.sinceCommentMs = Math.max(0, at - lastCommentMs);
      if (frame.type === "comment") {
        lastCommentMs = at;
        keepAliveComments += 1;
      } else {
        lastDataMs = at;
        longestDataGapMs = Math.max(longestDataGapMs ?? 0, sinceDataMs);
      }
      return annotated;
    },
    summary() {
      return longestDataGapMs === undefined
        ? { keepAliveComments }
        : { longestDataGapMs, keepAliveComments };
    },
  };
}
