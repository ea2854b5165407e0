import "server-only";
import type { AssembledAnswer } from "@/lib/llm/model-part";
import type { ModelTarget, ProviderHttpRequest } from "@/lib/llm/model-provider";
import type { ModelRequest } from "@/lib/llm/model-request";
import { finishCall } from "@/lib/llm/stream-model/finish-call";
import { frameResponse } from "@/lib/llm/stream-model/frame-response";
import { openCall } from "@/lib/llm/stream-model/open-call";
import { readResponse } from "@/lib/llm/stream-model/read-response";
import { sendRequest } from "@/lib/llm/stream-model/send-request";
import { settleResponse } from "@/lib/llm/stream-model/settle-response";
import type { EmitEvent, PartHook } from "@/lib/llm/stream-types";

export { FINISH_CANCELLED, FINISH_STOPPED_BY_HOST } from "@/lib/llm/stream-model/finish-call";
export {
  DEFAULT_MAX_ERROR_BODY_BYTES,
  DEFAULT_MAX_RESPONSE_BYTES,
} from "@/lib/llm/stream-model/open-call";

/** A second consumer of the response, e.g. the logging proxy passing the bytes on. */
export interface ResponseTee {
  /** The status and headers (unredacted) as they arrive. */
  onResponse?(status: number, headers: Headers): void;
  /** Each network read of the body, exactly as received. */
  onBytes(bytes: Uint8Array): void;
  /** Once, at the end; `error` when the body did not arrive whole. */
  onEnd?(error?: Error): void;
}

/** One model call: the neutral request, where it goes, and where its events go. */
export interface StreamModelOptions {
  turn: number;
  /** The neutral request the target's provider builds the HTTP request from. */
  request?: ModelRequest;
  /**
   * Instead of `request`: the HTTP request exactly as it is recorded and sent (an imported
   * capture replays its raw stream this way, through the same reading as a live call).
   */
  sent?: ProviderHttpRequest;
  target: ModelTarget;
  /** Stores each event and returns its `seq`; chunk and SSE events are referenced by seq. */
  onEvent: EmitEvent;
  /**
   * Wraps the handling of one network read (its chunk, SSE and delta events), e.g. in one store
   * transaction. Default: runs it as is.
   */
  withinRead?: (handleRead: () => void) => void;
  /** Sees each neutral part as it arrives; `"stop"` ends the request early. */
  onPart?: PartHook;
  signal?: AbortSignal;
  /** Give up when the server sends nothing (headers or bytes) for this long. */
  idleTimeoutMs?: number;
  maxResponseBytes?: number;
  maxErrorBodyBytes?: number;
  tee?: ResponseTee;
  /** Clock in milliseconds (default `performance.now`). */
  now?: () => number;
}

/** How one model call ended. Failures are in `assembled.error`, with `status` when there was one. */
export interface StreamModelResult {
  /** HTTP status, or 0 when no response arrived. */
  status: number;
  assembled: AssembledAnswer;
  /** True when `onPart` stopped the stream. */
  stoppedByHost: boolean;
}

/**
 * Sends one model call through the target's provider and streams the answer while recording
 * every byte (each event scrubbed of known secrets, a secret split across events included):
 * one `llm.request`, an `llm.chunk` per network read, an `llm.sse` per frame (SSE
 * event, NDJSON line or whole JSON body), an `llm.delta` per piece of text, and one
 * `llm.response` with the assembled answer and its timings (first byte, first token, end, tokens
 * per second, the longest wait for data). Each `llm.sse` says how long it has been since the last
 * data line and since the last comment, so keep-alive-only gaps show. The stream is read to its
 * end unless `onPart` says stop. Never rejects for network or provider failures (they land in
 * `assembled.error`); only a throwing `onEvent` (or neither `request` nor `sent`) rejects.
 */
export async function streamModel(options: StreamModelOptions): Promise<StreamModelResult> {
  const call = openCall(options);
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  let readerDone = false;
  try {
    const sent = await sendRequest(call);
    if (!sent) return finishCall(call);
    const framed = frameResponse(call, sent.response, sent.respondedAtMs);
    reader = sent.response.body?.getReader();
    const end = reader ? await readResponse(call, reader, framed) : ({ kind: "done" } as const);
    readerDone = end.kind === "done";
    settleResponse(call, sent.response, framed, end);
    return finishCall(call);
  } finally {
    call.release();
    if (reader && !readerDone) {
      call.controller.abort();
      reader.cancel().catch(() => {});
    }
  }
}
