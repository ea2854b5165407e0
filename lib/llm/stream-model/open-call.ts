import "server-only";
import { LoupeError } from "@/lib/errors";
import type { NewEvent } from "@/lib/events/types";
import { createAnswerAssembler } from "@/lib/llm/answer-assembler";
import { providerFor } from "@/lib/llm/providers/provider-for";
import type { StreamModelOptions } from "@/lib/llm/stream-model";
import { redactHeaders } from "@/lib/security/redact-headers";
import { redactUrl } from "@/lib/security/redact-url";
import { createStreamScrubber } from "@/lib/security/scrub-stream";
import { registerSecret } from "@/lib/security/secret-registry";
import type { ModelCall } from "./model-call";

/** Largest response body read from a model (16 MiB); past it the stream stops with an error. */
export const DEFAULT_MAX_RESPONSE_BYTES = 16 * 1024 * 1024;

/** Largest HTTP error body read to find the provider's message (64 KiB). */
export const DEFAULT_MAX_ERROR_BODY_BYTES = 64 * 1024;

/**
 * The first step of `streamModel`: builds the HTTP request through the target's provider (or
 * takes the one `sent`), starts the clock, links the caller's signal to the call's own, and
 * records the `llm.request`. From here every event is scrubbed of known secrets (an invalid key
 * can surface inside a fetch error message, an upstream can echo the key), and the URL shown
 * carries no credentials. Throws when there is neither `request` nor `sent`.
 */
export function openCall(options: StreamModelOptions): ModelCall {
  const { turn, target } = options;
  const provider = providerFor(target.wire);
  const built = options.sent ?? (options.request && provider.buildRequest(options.request, target));
  if (!built) throw new LoupeError("internal:error", "streamModel needs `request` or `sent`.");
  const shownUrl = redactUrl(built.url);
  registerSecret(target.apiKey);
  const scrub = createStreamScrubber();
  const emit = (event: NewEvent): number => options.onEvent(scrub(event));
  const now = options.now ?? (() => performance.now());
  const startedAt = now();

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
      headers: redactHeaders(built.headers),
      body: built.body,
    },
  });
  return {
    turn,
    target,
    provider,
    request: built,
    shownUrl,
    emit,
    withinRead: options.withinRead ?? ((handleRead: () => void) => handleRead()),
    onPart: options.onPart,
    idleTimeoutMs: options.idleTimeoutMs,
    maxResponseBytes: options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
    maxErrorBodyBytes: options.maxErrorBodyBytes ?? DEFAULT_MAX_ERROR_BODY_BYTES,
    tee: options.tee,
    elapsedMs: () => Math.max(0, now() - startedAt),
    controller,
    callerSignal,
    release: () => callerSignal?.removeEventListener("abort", forwardAbort),
    assembler: createAnswerAssembler(),
    outcome: {
      problems: [],
      status: 0,
      responseHeaders: {},
      wholeAnswer: false,
      stoppedByHost: false,
      bytesRead: 0,
    },
  };
}
