import "server-only";
import { LoupeError } from "@/lib/errors";
import type { EventPayloads, NewEvent } from "@/lib/events/types";
import { createAnswerAssembler } from "@/lib/llm/answer-assembler";
import { describeFetchFailure, innermostErrorMessage } from "@/lib/llm/describe-fetch-failure";
import { createFrameHandler } from "@/lib/llm/frame-handler";
import { httpErrorMessage } from "@/lib/llm/http-error-message";
import { createLineGapTracker, type LineGapSummary } from "@/lib/llm/line-gaps";
import type { AssembledAnswer } from "@/lib/llm/model-part";
import type { ModelTarget, ProviderHttpRequest } from "@/lib/llm/model-provider";
import type { ModelRequest } from "@/lib/llm/model-request";
import { createNdjsonByteFramer } from "@/lib/llm/ndjson-byte-framer";
import { providerFor } from "@/lib/llm/providers/provider-for";
import { readBodyChunks } from "@/lib/llm/read-body-chunks";
import { type ResponseFraming, responseFraming } from "@/lib/llm/response-framing";
import type { EmitEvent, PartHook } from "@/lib/llm/stream-types";
import { turnTimings } from "@/lib/llm/turn-timings";
import { waitForNetwork } from "@/lib/llm/wait-for-network";
import { redactHeaders } from "@/lib/security/redact-headers";
import { redactUrl } from "@/lib/security/redact-url";
import { scrubText } from "@/lib/security/scrub-event";
import { createStreamScrubber } from "@/lib/security/scrub-stream";
import { registerSecret } from "@/lib/security/secret-registry";
import { createSseByteFramer } from "@/lib/sse/sse-byte-framer";

/** Largest response body read from a model (16 MiB); past it the stream stops with an error. */
export const DEFAULT_MAX_RESPONSE_BYTES = 16 * 1024 * 1024;

/** Largest HTTP error body read to find the provider's message (64 KiB). */
export const DEFAULT_MAX_ERROR_BODY_BYTES = 64 * 1024;

/** How long to wait for the server to close the stream after its end marker. */
const AFTER_END_GRACE_MS = 2000;

/** `finishReason` when `onPart` asked to stop (the host saw a complete action). */
export const FINISH_STOPPED_BY_HOST = "stopped-by-host";

/** `finishReason` when the caller's signal aborted the request. */
export const FINISH_CANCELLED = "cancelled";

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

type CallError = NonNullable<AssembledAnswer["error"]>;

function toBase64(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("base64");
}

function decodeAll(parts: Uint8Array[]): string {
  const decoder = new TextDecoder("utf-8");
  let text = "";
  for (const part of parts) text += decoder.decode(part, { stream: true });
  return text + decoder.decode();
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
  const { turn, target, onPart, idleTimeoutMs, tee } = options;
  const provider = providerFor(target.wire);
  const built = options.sent ?? (options.request && provider.buildRequest(options.request, target));
  if (!built) throw new LoupeError("internal:error", "streamModel needs `request` or `sent`.");
  const { url, headers: requestHeaders, body } = built;
  // What events and messages show: no credentials in the URL, and never a known secret (an
  // invalid key can surface inside a fetch error message, an upstream can echo the key).
  const shownUrl = redactUrl(url);
  registerSecret(target.apiKey);
  const withinRead = options.withinRead ?? ((handleRead: () => void) => handleRead());
  const scrub = createStreamScrubber();
  const emit = (event: NewEvent): number => options.onEvent(scrub(event));
  const now = options.now ?? (() => performance.now());
  const maxResponseBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const maxErrorBodyBytes = options.maxErrorBodyBytes ?? DEFAULT_MAX_ERROR_BODY_BYTES;
  const startedAt = now();
  const elapsedMs = () => Math.max(0, now() - startedAt);

  const controller = new AbortController();
  const callerSignal = options.signal;
  const forwardAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) forwardAbort();
  else callerSignal?.addEventListener("abort", forwardAbort, { once: true });

  emit({
    kind: "llm.request",
    data: {
      turn,
      provider: target.provider,
      url: shownUrl,
      method: "POST",
      headers: redactHeaders(requestHeaders),
      body,
    },
  });

  const assembler = createAnswerAssembler();
  const problems: string[] = [];
  let fatal: CallError | undefined;
  let status = 0;
  let responseHeaders: Record<string, string> = {};
  let ttfbMs: number | undefined;
  let firstTokenMs: number | undefined;
  let wholeAnswer = false;
  let lineGaps: LineGapSummary | undefined;
  let stoppedByHost = false;
  let bytesRead = 0;
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  let readerDone = false;
  let teeError: Error | undefined;

  const reportProblem = (message: string) => {
    problems.push(message);
    emit({
      kind: "error",
      data: { turn, where: "llm.stream", code: "model:stream_failed", message },
    });
  };

  const finish = (): StreamModelResult => {
    const wasCancelled = callerSignal?.aborted === true && !stoppedByHost;
    if (wasCancelled && !fatal) {
      fatal = {
        code: "model:stream_failed",
        message: `The request to ${shownUrl} was cancelled after ${bytesRead} bytes of the answer.`,
      };
    }
    const error: CallError | undefined =
      fatal ??
      (problems[0] === undefined
        ? undefined
        : {
            code: "model:stream_failed",
            message:
              problems.length > 1
                ? `${problems[0]} (and ${problems.length - 1} more problems; see the error events)`
                : problems[0],
          });
    const assembled = assembler.answer();
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
        ttfbMs,
        firstTokenMs,
        endMs: elapsedMs(),
        answer: assembled,
        whole: wholeAnswer,
      }),
      ...lineGaps,
    };
    emit({
      kind: "llm.response",
      data: { turn, status, headers: responseHeaders, timings, assembled },
    });
    tee?.onEnd?.(teeError);
    return { status, assembled, stoppedByHost };
  };

  try {
    if (controller.signal.aborted) {
      teeError = new Error("cancelled before the request was sent");
      return finish();
    }
    let response: Response;
    try {
      const waited = await waitForNetwork(
        target.fetch(url, {
          method: "POST",
          headers: requestHeaders,
          body,
          signal: controller.signal,
        }),
        { signal: controller.signal, idleTimeoutMs },
      );
      if (waited.outcome === "aborted") {
        teeError = new Error("cancelled before any response");
        return finish();
      }
      if (waited.outcome === "timed-out") {
        fatal = {
          code: "model:request_failed",
          message: `No response from ${shownUrl} within ${idleTimeoutMs} ms; the server may be overloaded or the URL may point at the wrong service.`,
        };
        teeError = new Error(fatal.message);
        return finish();
      }
      response = waited.value;
    } catch (error) {
      if (!callerSignal?.aborted) {
        fatal = { code: "model:request_failed", message: describeFetchFailure(error, shownUrl) };
      }
      teeError = new Error(fatal?.message ?? "cancelled before any response");
      return finish();
    }

    ttfbMs = elapsedMs();
    status = response.status;
    responseHeaders = redactHeaders(response.headers);
    tee?.onResponse?.(response.status, response.headers);
    const contentType = response.headers.get("content-type") ?? "";
    const framing: ResponseFraming = response.ok ? responseFraming(contentType) : "error-body";
    const collected: Uint8Array[] = [];
    const collectedSeqs: number[] = [];
    const gapTracker = createLineGapTracker(ttfbMs);

    const handler = createFrameHandler({
      turn,
      emit: (event) =>
        emit(
          event.kind === "llm.sse" ? { ...event, data: gapTracker.annotate(event.data) } : event,
        ),
      elapsedMs,
      assembler,
      reader: provider.createFrameReader(),
      onPart,
      onProblem: (problem, frame) => {
        if (frame.framing === "json") {
          fatal ??= {
            code: "model:stream_failed",
            message: `${problem} (response from ${shownUrl})`,
          };
        } else reportProblem(problem);
      },
      onErrorPart: (part, frame) => {
        if (frame.framing === "json") {
          fatal ??= {
            code: "model:request_failed",
            message: `${shownUrl} answered with an error: ${part.message}`,
          };
        } else {
          reportProblem(
            `The provider reported an error in the stream (${frame.where}): ${part.message}`,
          );
        }
      },
    });
    const onFramingError = (message: string) => {
      if (!fatal)
        fatal = { code: "model:stream_failed", message: `${message} (response from ${shownUrl})` };
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

    reader = response.body?.getReader();
    const { end } = reader
      ? await readBodyChunks(reader, {
          signal: controller.signal,
          // After the end marker the server should close at once; wait briefly for its last bytes.
          idleTimeoutMs: () =>
            handler.ended
              ? Math.min(idleTimeoutMs ?? AFTER_END_GRACE_MS, AFTER_END_GRACE_MS)
              : idleTimeoutMs,
          maxBytes: framing === "error-body" ? maxErrorBodyBytes : maxResponseBytes,
          onBytes: (bytes, offset) => {
            tee?.onBytes(bytes);
            withinRead(() => {
              const chunkSeq = emit({
                kind: "llm.chunk",
                data: { turn, base64: toBase64(bytes), offset, length: bytes.byteLength },
              });
              bytesRead = offset + bytes.byteLength;
              if (sseFramer) sseFramer.push(bytes, chunkSeq);
              else if (ndjsonFramer) ndjsonFramer.push(bytes, chunkSeq);
              else {
                collected.push(bytes);
                collectedSeqs.push(chunkSeq);
              }
            });
          },
          shouldStop: () => fatal !== undefined || handler.stoppedByHost,
        })
      : { end: { kind: "done" } as const };
    readerDone = end.kind === "done";
    if (!readerDone && !(end.kind === "timed-out" && handler.ended)) {
      teeError = new Error(`the body was not read to its end (${end.kind})`);
    }
    if (end.kind === "failed" && !callerSignal?.aborted) {
      fatal ??= {
        code: "model:stream_failed",
        message: `The response from ${shownUrl} broke off after ${bytesRead} bytes: ${innermostErrorMessage(end.error)}.`,
      };
    } else if (end.kind === "timed-out" && !handler.ended) {
      fatal ??= {
        code: "model:stream_failed",
        message: `The stream from ${shownUrl} stalled: no data for ${idleTimeoutMs} ms after ${bytesRead} bytes.`,
      };
    } else if (end.kind === "too-large" && framing !== "error-body") {
      fatal ??= {
        code: "model:stream_failed",
        message: `The response from ${shownUrl} is larger than ${maxResponseBytes} bytes; Loupe stopped reading there. Lower max_tokens or raise the response limit.`,
      };
    }

    if (sseFramer || ndjsonFramer) {
      if (!readerDone) handler.freeze();
      const endedMidEvent = sseFramer
        ? sseFramer.end().endedMidEvent
        : (ndjsonFramer?.end().endedMidLine ?? false);
      stoppedByHost = handler.stoppedByHost;
      const answer = assembler.answer();
      if (readerDone && !fatal && !handler.ended && answer.finishReason === undefined) {
        const typeNote =
          framing === "ndjson" || contentType.includes("event-stream")
            ? ""
            : ` The content-type was "${contentType || "missing"}", not text/event-stream.`;
        fatal = {
          code: "model:stream_failed",
          message: `The stream from ${shownUrl} ended after ${bytesRead} bytes without ${provider.endMarker} or a finish reason${endedMidEvent ? ", in the middle of an event" : ""}; the answer may be cut off.${typeNote}`,
        };
      }
    } else if (framing === "error-body") {
      fatal = {
        code: "model:request_failed",
        message: httpErrorMessage(status, shownUrl, decodeAll(collected), {
          statusText: response.statusText,
          truncated: end.kind === "too-large",
          retryAfter: response.headers.get("retry-after"),
        }),
      };
    } else if (readerDone && !fatal) {
      wholeAnswer = true;
      withinRead(() => handler.handleWhole(decodeAll(collected), collectedSeqs));
      stoppedByHost = handler.stoppedByHost;
    }
    firstTokenMs = handler.firstDeltaMs;
    if (framing !== "error-body") lineGaps = gapTracker.summary();
    return finish();
  } finally {
    callerSignal?.removeEventListener("abort", forwardAbort);
    if (reader && !readerDone) {
      controller.abort();
      reader.cancel().catch(() => {});
    }
  }
}
