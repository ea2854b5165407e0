import "server-only";
import type { EventPayloads, NewEvent } from "@/lib/events/types";
import { describeFetchFailure, innermostErrorMessage } from "@/lib/llm/describe-fetch-failure";
import { httpErrorMessage } from "@/lib/llm/http-error-message";
import {
  type AssembledToolCall,
  createAnswerAssembler,
} from "@/lib/llm/openai-compatible/answer-assembler";
import type { TokenUsage } from "@/lib/llm/openai-compatible/chunk-pieces";
import { readCompletionJson } from "@/lib/llm/openai-compatible/read-completion-json";
import { createSseAnswerReader } from "@/lib/llm/openai-compatible/sse-answer-reader";
import { readBodyChunks } from "@/lib/llm/read-body-chunks";
import type { ContentHook, EmitEvent, StreamChatError } from "@/lib/llm/stream-types";
import { waitForNetwork } from "@/lib/llm/wait-for-network";
import { redactHeaders } from "@/lib/security/redact-headers";
import { redactUrl, scrubSecret } from "@/lib/security/redact-url";
import { createSseByteFramer } from "@/lib/sse/sse-byte-framer";

/** Largest response body read from a model (16 MiB); past it the stream stops with an error. */
export const DEFAULT_MAX_RESPONSE_BYTES = 16 * 1024 * 1024;

/** Largest HTTP error body read to find the provider's message (64 KiB). */
export const DEFAULT_MAX_ERROR_BODY_BYTES = 64 * 1024;

/** How long to wait for the server to close the stream after `data: [DONE]`. */
const AFTER_DONE_GRACE_MS = 2000;

/** `finishReason` when the content hook asked to stop (the host saw a complete action). */
export const FINISH_STOPPED_BY_HOST = "stopped-by-host";

/** `finishReason` when the caller's signal aborted the request. */
export const FINISH_CANCELLED = "cancelled";

/** One model call: where to send it, the exact body, and where its events go. */
export interface StreamChatOptions {
  /** The full `/chat/completions` URL. */
  url: string;
  /** Sent as `Authorization: Bearer …`; recorded only as `[redacted]`. */
  apiKey?: string;
  /** Extra request headers; they override the defaults. Secrets among them are redacted. */
  headers?: Record<string, string>;
  /** The JSON request body, sent and recorded byte for byte. */
  body: string;
  turn: number;
  /** Provider name recorded in `llm.request`. */
  provider?: string;
  fetch?: typeof fetch;
  signal?: AbortSignal;
  /** Stores each event and returns its `seq`; chunk and SSE events are referenced by seq. */
  onEvent: EmitEvent;
  /** Sees content deltas as they arrive; returning `"stop"` ends the request early. */
  onContent?: ContentHook;
  /**
   * Wraps the handling of one network read (its chunk, SSE and delta events), e.g. in one store
   * transaction. Default: runs it as is.
   */
  withinRead?: (handleRead: () => void) => void;
  /** Clock in milliseconds (default `performance.now`). */
  now?: () => number;
  /** Give up when the server sends nothing (headers or bytes) for this long. */
  idleTimeoutMs?: number;
  maxResponseBytes?: number;
  maxErrorBodyBytes?: number;
}

/** The assembled answer of one model call. `error` is set when anything went wrong. */
export interface StreamChatResult {
  /** HTTP status, or 0 when no response arrived. */
  status: number;
  content: string;
  reasoning: string;
  toolCalls: AssembledToolCall[];
  finishReason?: string;
  usage?: TokenUsage;
  error?: StreamChatError;
}

type BodyMode = "sse" | "json" | "error-body";

function buildRequestHeaders(
  apiKey: string | undefined,
  extra: Record<string, string> | undefined,
): Record<string, string> {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    accept: "text/event-stream, application/json",
  };
  if (apiKey) headers.authorization = `Bearer ${apiKey}`;
  for (const [name, value] of Object.entries(extra ?? {})) headers[name.toLowerCase()] = value;
  return headers;
}

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
 * POSTs a chat completion request and streams the answer while recording every byte: one
 * `llm.request`, an `llm.chunk` per network read, an `llm.sse` per framed item, an `llm.delta` per
 * piece of text, and one `llm.response`. Resolves with the assembled answer and never rejects for
 * network or provider failures; those land in `error`. Only a throwing `onEvent` rejects.
 */
export async function streamChatCompletion(options: StreamChatOptions): Promise<StreamChatResult> {
  const { url, body, turn, onContent, idleTimeoutMs } = options;
  // What events and messages show: no credentials in the URL, and never the key itself (an
  // invalid key can surface inside a fetch error message).
  const shownUrl = redactUrl(url);
  const withinRead = options.withinRead ?? ((handleRead: () => void) => handleRead());
  const emit = (event: NewEvent): number => options.onEvent(scrubEvent(event, options.apiKey));
  const fetchImplementation = options.fetch ?? globalThis.fetch;
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

  const requestHeaders = buildRequestHeaders(options.apiKey, options.headers);
  emit({
    kind: "llm.request",
    data: {
      turn,
      provider: options.provider ?? "openai-compatible",
      url: shownUrl,
      method: "POST",
      headers: redactHeaders(requestHeaders),
      body,
    },
  });

  const assembler = createAnswerAssembler();
  const problems: string[] = [];
  let fatal: StreamChatError | undefined;
  let status = 0;
  let responseHeaders: Record<string, string> = {};
  let ttfbMs: number | undefined;
  let firstTokenMs: number | undefined;
  let finishReason: string | undefined;
  let usage: TokenUsage | undefined;
  let stoppedByHost = false;
  let bytesRead = 0;
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  let readerDone = false;

  const cancelled = (): StreamChatError => ({
    code: "model:stream_failed",
    message: `The request to ${shownUrl} was cancelled after ${bytesRead} bytes of the answer.`,
  });
  const reportProblem = (message: string) => {
    problems.push(message);
    emit({
      kind: "error",
      data: { turn, where: "llm.stream", code: "model:stream_failed", message },
    });
  };

  const finish = (): StreamChatResult => {
    const wasCancelled = callerSignal?.aborted === true && !stoppedByHost;
    if (wasCancelled && !fatal) fatal = cancelled();
    const error: StreamChatError | undefined =
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
    if (stoppedByHost) finishReason = FINISH_STOPPED_BY_HOST;
    else if (wasCancelled) finishReason = FINISH_CANCELLED;

    const timings: EventPayloads["llm.response"]["timings"] = { endMs: elapsedMs() };
    if (ttfbMs !== undefined) timings.ttfbMs = ttfbMs;
    if (firstTokenMs !== undefined) timings.firstTokenMs = firstTokenMs;
    const response: EventPayloads["llm.response"] = {
      turn,
      status,
      headers: responseHeaders,
      timings,
      content: assembler.content,
    };
    if (finishReason !== undefined) response.finishReason = finishReason;
    if (usage !== undefined) response.usage = usage;
    if (error) response.error = { code: error.code, message: error.message };
    emit({ kind: "llm.response", data: response });

    const result: StreamChatResult = {
      status,
      content: assembler.content,
      reasoning: assembler.reasoning,
      toolCalls: assembler.toolCalls(),
    };
    if (finishReason !== undefined) result.finishReason = finishReason;
    if (usage !== undefined) result.usage = usage;
    if (error) result.error = { ...error, message: scrubSecret(error.message, options.apiKey) };
    return result;
  };

  try {
    if (controller.signal.aborted) return finish();
    let response: Response;
    try {
      const waited = await waitForNetwork(
        fetchImplementation(url, {
          method: "POST",
          headers: requestHeaders,
          body,
          signal: controller.signal,
        }),
        { signal: controller.signal, idleTimeoutMs },
      );
      if (waited.outcome === "aborted") return finish();
      if (waited.outcome === "timed-out") {
        fatal = {
          code: "model:request_failed",
          message: `No response from ${shownUrl} within ${idleTimeoutMs} ms; the server may be overloaded or the URL may point at the wrong service.`,
        };
        return finish();
      }
      response = waited.value;
    } catch (error) {
      if (!callerSignal?.aborted) {
        fatal = { code: "model:request_failed", message: describeFetchFailure(error, shownUrl) };
      }
      return finish();
    }

    ttfbMs = elapsedMs();
    status = response.status;
    responseHeaders = redactHeaders(response.headers);
    const contentType = response.headers.get("content-type") ?? "";
    const mode: BodyMode = !response.ok
      ? "error-body"
      : contentType.includes("json") && !contentType.includes("event-stream")
        ? "json"
        : "sse";
    const collected: Uint8Array[] = [];

    const sseReader = createSseAnswerReader({
      turn,
      emit,
      elapsedMs,
      assembler,
      onContent,
      onProblem: reportProblem,
      onFatal: (message) => {
        fatal ??= {
          code: "model:stream_failed",
          message: `${message} (response from ${shownUrl})`,
        };
      },
    });
    const framer =
      mode === "sse" ? createSseByteFramer((item) => sseReader.handle(item)) : undefined;

    reader = response.body?.getReader();
    const { end } = reader
      ? await readBodyChunks(reader, {
          signal: controller.signal,
          // After `[DONE]` the server should close at once; wait briefly so its last bytes are kept.
          idleTimeoutMs: () =>
            sseReader.doneSeen
              ? Math.min(idleTimeoutMs ?? AFTER_DONE_GRACE_MS, AFTER_DONE_GRACE_MS)
              : idleTimeoutMs,
          maxBytes: mode === "error-body" ? maxErrorBodyBytes : maxResponseBytes,
          onBytes: (bytes, offset) =>
            withinRead(() => {
              const chunkSeq = emit({
                kind: "llm.chunk",
                data: { turn, base64: toBase64(bytes), offset, length: bytes.byteLength },
              });
              bytesRead = offset + bytes.byteLength;
              if (framer) framer.push(bytes, chunkSeq);
              else collected.push(bytes);
            }),
          shouldStop: () => fatal !== undefined || sseReader.stoppedByHost,
        })
      : { end: { kind: "done" } as const };
    readerDone = end.kind === "done";
    if (end.kind === "failed" && !callerSignal?.aborted) {
      fatal ??= {
        code: "model:stream_failed",
        message: `The response from ${shownUrl} broke off after ${bytesRead} bytes: ${innermostErrorMessage(end.error)}.`,
      };
    } else if (end.kind === "timed-out" && !sseReader.doneSeen) {
      fatal ??= {
        code: "model:stream_failed",
        message: `The stream from ${shownUrl} stalled: no data for ${idleTimeoutMs} ms after ${bytesRead} bytes.`,
      };
    } else if (end.kind === "too-large" && mode !== "error-body") {
      fatal ??= {
        code: "model:stream_failed",
        message: `The response from ${shownUrl} is larger than ${maxResponseBytes} bytes; Loupe stopped reading there. Lower max_tokens or raise the response limit.`,
      };
    }

    if (framer) {
      if (!readerDone) sseReader.freeze();
      const { endedMidEvent } = framer.end();
      stoppedByHost = sseReader.stoppedByHost;
      finishReason = sseReader.finishReason;
      usage = sseReader.usage;
      firstTokenMs = sseReader.firstDeltaMs;
      if (readerDone && !fatal && !sseReader.doneSeen && finishReason === undefined) {
        const typeNote = contentType.includes("event-stream")
          ? ""
          : ` The content-type was "${contentType || "missing"}", not text/event-stream.`;
        fatal = {
          code: "model:stream_failed",
          message: `The stream from ${shownUrl} ended after ${bytesRead} bytes without "data: [DONE]" or a finish reason${endedMidEvent ? ", in the middle of an event" : ""}; the answer may be cut off.${typeNote}`,
        };
      }
    } else if (mode === "error-body") {
      fatal = {
        code: "model:request_failed",
        status,
        message: httpErrorMessage(status, shownUrl, decodeAll(collected), {
          statusText: response.statusText,
          truncated: end.kind === "too-large",
        }),
      };
    } else if (readerDone && !fatal) {
      const reading = readCompletionJson(decodeAll(collected));
      if (!reading.ok) {
        fatal = {
          code: "model:stream_failed",
          message: `${reading.problem} (response from ${shownUrl})`,
        };
      } else if (reading.reading.providerError !== undefined) {
        fatal = {
          code: "model:request_failed",
          status,
          message: `${shownUrl} answered with an error: ${reading.reading.providerError}`,
        };
      } else {
        for (const piece of reading.reading.pieces) {
          const placed = assembler.add(piece);
          if (!placed) continue;
          firstTokenMs ??= elapsedMs();
          if (
            placed.channel === "content" &&
            onContent?.(placed.text, placed.contentOffset) === "stop"
          ) {
            stoppedByHost = true;
            break;
          }
        }
        finishReason = reading.reading.finishReason;
        usage = reading.reading.usage;
      }
    }
    return finish();
  } finally {
    callerSignal?.removeEventListener("abort", forwardAbort);
    if (reader && !readerDone) {
      controller.abort();
      reader.cancel().catch(() => {});
    }
  }
}

/** The event with the API key scrubbed from the messages it can hide in (errors). */
function scrubEvent(event: NewEvent, apiKey: string | undefined): NewEvent {
  if (!apiKey) return event;
  if (event.kind === "error") {
    return { ...event, data: { ...event.data, message: scrubSecret(event.data.message, apiKey) } };
  }
  if (event.kind === "llm.response" && event.data.error) {
    const error = { ...event.data.error, message: scrubSecret(event.data.error.message, apiKey) };
    return { ...event, data: { ...event.data, error } };
  }
  return event;
}
