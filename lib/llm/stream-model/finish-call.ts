import type { EventPayloads } from "@/lib/events/types";
import type { StreamModelResult } from "@/lib/llm/stream-model";
import { turnTimings } from "@/lib/llm/turn-timings";
import { scrubText } from "@/lib/security/scrub-event";
import type { CallError, ModelCall } from "./model-call";

/** `finishReason` when `onPart` asked to stop (the host saw a complete action). */
export const FINISH_STOPPED_BY_HOST = "stopped-by-host";

/** `finishReason` when the caller's signal aborted the request. */
export const FINISH_CANCELLED = "cancelled";

/**
 * The last step of `streamModel`, whatever came before: the assembled answer with its error (the
 * fatal one, else the first problem, counting the rest; a cancel by the caller names how far the
 * answer got) and its finish reason when the host stopped or the caller cancelled, recorded as
 * one `llm.response` with the turn's timings. The tee hears the end.
 */
export function finishCall(call: ModelCall): StreamModelResult {
  const { outcome, shownUrl } = call;
  const { problems, stoppedByHost } = outcome;
  const wasCancelled = call.callerSignal?.aborted === true && !stoppedByHost;
  if (wasCancelled && !outcome.fatal) {
    outcome.fatal = {
      code: "model:stream_failed",
      message: `The request to ${shownUrl} was cancelled after ${outcome.bytesRead} bytes of the answer.`,
    };
  }
  const error: CallError | undefined =
    outcome.fatal ??
    (problems[0] === undefined
      ? undefined
      : {
          code: "model:stream_failed",
          message:
            problems.length > 1
              ? `${problems[0]} (and ${problems.length - 1} more problems; see the error events)`
              : problems[0],
        });
  const assembled = call.assembler.answer();
  if (stoppedByHost) assembled.finishReason = FINISH_STOPPED_BY_HOST;
  else if (wasCancelled) assembled.finishReason = FINISH_CANCELLED;
  if (error) {
    assembled.error = {
      code: error.code,
      message: scrubText(error.message),
    };
  }

  const timings: EventPayloads["llm.response"]["timings"] = {
    ...turnTimings({
      ttfbMs: outcome.ttfbMs,
      firstTokenMs: outcome.firstTokenMs,
      endMs: call.elapsedMs(),
      answer: assembled,
      whole: outcome.wholeAnswer,
    }),
    ...outcome.lineGaps,
  };
  call.emit({
    kind: "llm.response",
    data: {
      turn: call.turn,
      status: outcome.status,
      headers: outcome.responseHeaders,
      timings,
      assembled,
    },
  });
  call.tee?.onEnd?.(outcome.teeError);
  return { status: outcome.status, assembled, stoppedByHost };
}
