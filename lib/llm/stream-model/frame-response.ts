import { createFrameHandler, type FrameHandler } from "@/lib/llm/frame-handler";
import { createLineGapTracker, type LineGapTracker } from "@/lib/llm/line-gaps";
import { createNdjsonByteFramer } from "@/lib/llm/ndjson-byte-framer";
import { type ResponseFraming, responseFraming } from "@/lib/llm/response-framing";
import { createSseByteFramer } from "@/lib/sse/sse-byte-framer";
import { type ModelCall, reportProblem } from "./model-call";

/** A response ready to take its body's bytes: how it is framed, and where the frames go. */
export interface FramedResponse {
  framing: ResponseFraming;
  contentType: string;
  /** Records frames as events and reads the provider's parts from them. */
  handler: FrameHandler;
  /** Times the gaps between data lines and comments. */
  gapTracker: LineGapTracker;
  /** True for SSE and NDJSON, framed as they arrive; false for a body read whole. */
  streaming: boolean;
  /** Takes one network read with its `llm.chunk` seq: framed, or kept for the whole body. */
  push(bytes: Uint8Array, chunkSeq: number): void;
  /** Ends a streaming framer; true when the stream stopped inside an event or line. */
  endFraming(): boolean;
  /** A body read whole (a JSON answer or an error body): its reads and their chunk seqs. */
  collected: Uint8Array[];
  collectedSeqs: number[];
}

/**
 * Picks the framing from the status and content type (SSE, NDJSON, one JSON body, or an error
 * body) and wires its framer to a frame handler for the target's provider. A problem in a frame
 * is reported and the stream read on; in a whole JSON body it fails the call, as does a framing
 * error (which also stops the answer growing). `respondedAtMs` is when the response's head came,
 * where the first gap between lines starts.
 */
export function frameResponse(
  call: ModelCall,
  response: Response,
  respondedAtMs: number,
): FramedResponse {
  const { outcome, shownUrl } = call;
  const contentType = response.headers.get("content-type") ?? "";
  const framing: ResponseFraming = response.ok ? responseFraming(contentType) : "error-body";
  const collected: Uint8Array[] = [];
  const collectedSeqs: number[] = [];
  const gapTracker = createLineGapTracker(respondedAtMs);

  const handler = createFrameHandler({
    turn: call.turn,
    emit: (event) =>
      call.emit(
        event.kind === "llm.sse" ? { ...event, data: gapTracker.annotate(event.data) } : event,
      ),
    elapsedMs: call.elapsedMs,
    assembler: call.assembler,
    reader: call.provider.createFrameReader(),
    onPart: call.onPart,
    onProblem: (problem, frame) => {
      if (frame.framing === "json") {
        outcome.fatal ??= {
          code: "model:stream_failed",
          message: `${problem} (response from ${shownUrl})`,
        };
      } else reportProblem(call, problem);
    },
    onErrorPart: (part, frame) => {
      if (frame.framing === "json") {
        outcome.fatal ??= {
          code: "model:request_failed",
          message: `${shownUrl} answered with an error: ${part.message}`,
        };
      } else {
        reportProblem(
          call,
          `The provider reported an error in the stream (${frame.where}): ${part.message}`,
        );
      }
    },
  });
  const onFramingError = (message: string) => {
    if (!outcome.fatal)
      outcome.fatal = {
        code: "model:stream_failed",
        message: `${message} (response from ${shownUrl})`,
      };
    handler.freeze();
  };
  const sseFramer =
    framing === "sse"
      ? createSseByteFramer((item) => {
          if (item.type === "error") onFramingError(item.message);
          else handler.handleSse(item);
        })
      : undefined;
  const ndjsonFramer =
    framing === "ndjson"
      ? createNdjsonByteFramer((item) => {
          if (item.type === "error") onFramingError(item.message);
          else handler.handleNdjson(item);
        })
      : undefined;

  return {
    framing,
    contentType,
    handler,
    gapTracker,
    streaming: sseFramer !== undefined || ndjsonFramer !== undefined,
    push: (bytes, chunkSeq) => {
      if (sseFramer) sseFramer.push(bytes, chunkSeq);
      else if (ndjsonFramer) ndjsonFramer.push(bytes, chunkSeq);
      else {
        collected.push(bytes);
        collectedSeqs.push(chunkSeq);
      }
    },
    endFraming: () =>
      sseFramer ? sseFramer.end().endedMidEvent : (ndjsonFramer?.end().endedMidLine ?? false),
    collected,
    collectedSeqs,
  };
}
