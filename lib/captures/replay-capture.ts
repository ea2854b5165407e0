import "server-only";
import {
  type CaptureFormat,
  MAX_CAPTURE_RAW_BYTES,
  WIRE_OF_CAPTURE_FORMAT,
} from "@/lib/captures/capture-format";
import { type RawStreamShape, rawStreamBody } from "@/lib/captures/raw-stream-body";
import { LoupeError } from "@/lib/errors";
import type { ModelTarget } from "@/lib/llm/model-provider";
import { type StreamModelResult, streamModel } from "@/lib/llm/stream-model";
import type { EmitEvent, PartHook } from "@/lib/llm/stream-types";

/** The URL an imported capture's request is recorded with; error messages name it. */
export const CAPTURE_URL = "the imported capture";

/** Bytes per replayed read: the captured stream does not say how it arrived. */
export const REPLAY_READ_BYTES = 64 * 1024;

/** What to replay and where its events go. */
export interface ReplayCaptureInput {
  format: CaptureFormat;
  raw: string;
  /** The request body as logged, recorded as `llm.request.body` (empty when unknown). */
  requestBody?: string;
  turn: number;
  onEvent: EmitEvent;
  onPart?: PartHook;
  /** How the bytes are cut into reads (default: 64 KiB each); tests cut them otherwise. */
  splitReads?: (bytes: Uint8Array) => Uint8Array[];
}

/** How the replay went: the same result as a live call, and how the paste was read. */
export interface ReplayCaptureResult extends StreamModelResult {
  shape: RawStreamShape;
}

function inReads(bytes: Uint8Array): Uint8Array[] {
  const reads: Uint8Array[] = [];
  for (let offset = 0; offset < bytes.byteLength; offset += REPLAY_READ_BYTES) {
    reads.push(bytes.subarray(offset, offset + REPLAY_READ_BYTES));
  }
  return reads;
}

function replayResponse(reads: Uint8Array[], contentType: string): Response {
  let next = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const read = reads[next];
      next += 1;
      if (read) controller.enqueue(read);
      else controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { "content-type": contentType } });
}

/**
 * Replays a raw stream through the same framing and provider code as a live call (`streamModel`
 * with a `fetch` that serves the stream in 64 KiB reads), so it records the same events: one
 * `llm.request`, `llm.chunk`s, `llm.sse`s, `llm.delta`s and the `llm.response`. A capture holds
 * no times, so the replay's clock stands still: every offset and timing is 0, and the
 * `llm.response` timings say `measured: false`. Throws
 * `request:too_large` past {@link MAX_CAPTURE_RAW_BYTES} and `request:invalid` for a paste that
 * is empty, not a stream of the format, or one JSON object that is no answer; a stream that is cut off or has bad frames is recorded
 * with its located error in `assembled.error`, as a live one is.
 */
export async function replayCapture(input: ReplayCaptureInput): Promise<ReplayCaptureResult> {
  const rawBytes = Buffer.byteLength(input.raw, "utf8");
  if (rawBytes > MAX_CAPTURE_RAW_BYTES) {
    throw new LoupeError(
      "request:too_large",
      `raw is ${rawBytes} bytes; an imported capture holds at most ${MAX_CAPTURE_RAW_BYTES} bytes (20 MiB). Import a shorter stream.`,
    );
  }
  const body = rawStreamBody(input.raw, input.format);
  const bytes = new TextEncoder().encode(body.text);
  const target: ModelTarget = {
    provider: input.format,
    wire: WIRE_OF_CAPTURE_FORMAT[input.format],
    model: "",
    baseUrl: "",
    fetch: (async () =>
      replayResponse((input.splitReads ?? inReads)(bytes), body.contentType)) as typeof fetch,
  };
  const result = await streamModel({
    turn: input.turn,
    sent: { url: CAPTURE_URL, headers: {}, body: input.requestBody ?? "" },
    target,
    onEvent: (event) =>
      input.onEvent(
        event.kind === "llm.response"
          ? {
              ...event,
              data: { ...event.data, timings: { ...event.data.timings, measured: false } },
            }
          : event,
      ),
    ...(input.onPart ? { onPart: input.onPart } : {}),
    maxResponseBytes: Math.max(bytes.byteLength, 1),
    now: () => 0,
  });
  const answer = result.assembled;
  const saysNothing =
    answer.content === "" &&
    answer.reasoning === "" &&
    answer.toolCalls.length === 0 &&
    answer.finishReason === undefined;
  if (body.shape === "json" && answer.error === undefined && saysNothing) {
    throw new LoupeError(
      "request:invalid",
      `raw is one JSON object, but no answer in the ${input.format} format: it holds no text, tool call or finish reason.`,
    );
  }
  return { ...result, shape: body.shape };
}
