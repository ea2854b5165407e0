import { httpErrorMessage } from "@/lib/llm/http-error-message";
import type { BodyReadEnd } from "@/lib/llm/read-body-chunks";
import type { FramedResponse } from "./frame-response";
import type { ModelCall } from "./model-call";

function decodeAll(parts: Uint8Array[]): string {
  const decoder = new TextDecoder("utf-8");
  let text = "";
  for (const part of parts) text += decoder.decode(part, { stream: true });
  return text + decoder.decode();
}

/**
 * After the body's last read: a stream is closed off (cut short when it ended without the
 * provider's end marker or a finish reason), an error body becomes the provider's message, and
 * a whole JSON body read to its end is read as the answer. Then the time of the first token and
 * the gaps between lines go into the call's outcome.
 */
export function settleResponse(
  call: ModelCall,
  response: Response,
  framed: FramedResponse,
  end: BodyReadEnd,
): void {
  const { outcome, shownUrl } = call;
  const { framing, handler, contentType } = framed;
  const readerDone = end.kind === "done";
  if (framed.streaming) {
    if (!readerDone) handler.freeze();
    const endedMidEvent = framed.endFraming();
    outcome.stoppedByHost = handler.stoppedByHost;
    const answer = call.assembler.answer();
    if (readerDone && !outcome.fatal && !handler.ended && answer.finishReason === undefined) {
      const typeNote =
        framing === "ndjson" || contentType.includes("event-stream")
          ? ""
          : ` The content-type was "${contentType || "missing"}", not text/event-stream.`;
      outcome.fatal = {
        code: "model:stream_failed",
        message: `The stream from ${shownUrl} ended after ${outcome.bytesRead} bytes without ${call.provider.endMarker} or a finish reason${endedMidEvent ? ", in the middle of an event" : ""}; the answer may be cut off.${typeNote}`,
      };
    }
  } else if (framing === "error-body") {
    outcome.fatal = {
      code: "model:request_failed",
      message: httpErrorMessage(outcome.status, shownUrl, decodeAll(framed.collected), {
        statusText: response.statusText,
        truncated: end.kind === "too-large",
        retryAfter: response.headers.get("retry-after"),
      }),
    };
  } else if (readerDone && !outcome.fatal) {
    outcome.wholeAnswer = true;
    call.withinRead(() => handler.handleWhole(decodeAll(framed.collected), framed.collectedSeqs));
    outcome.stoppedByHost = handler.stoppedByHost;
  }
  outcome.firstTokenMs = handler.firstDeltaMs;
  if (framing !== "error-body") outcome.lineGaps = framed.gapTracker.summary();
}
