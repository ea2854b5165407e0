import type { NewEvent } from "@/lib/events/types";
import type { AnswerAssembler } from "@/lib/llm/answer-assembler";
import type { LineGapSummary } from "@/lib/llm/line-gaps";
import type { AssembledAnswer } from "@/lib/llm/model-part";
import type { ModelProvider, ModelTarget, ProviderHttpRequest } from "@/lib/llm/model-provider";
import type { ResponseTee } from "@/lib/llm/stream-model";
import type { PartHook } from "@/lib/llm/stream-types";

/** A failure of the call, as `assembled.error` carries it. */
export type CallError = NonNullable<AssembledAnswer["error"]>;

/**
 * One model call in flight, as `openCall` sets it up: what it sends, where its events go, and
 * its `outcome`, which each step of `streamModel` fills in and `finishCall` reports.
 */
export interface ModelCall {
  readonly turn: number;
  readonly target: ModelTarget;
  readonly provider: ModelProvider;
  /** The HTTP request as it is sent (its headers unredacted). */
  readonly request: ProviderHttpRequest;
  /** The URL as events and messages show it: without credentials. */
  readonly shownUrl: string;
  /** Stores one event, scrubbed of known secrets, and returns its `seq`. */
  readonly emit: (event: NewEvent) => number;
  /** Wraps the handling of one network read. */
  readonly withinRead: (handleRead: () => void) => void;
  readonly onPart: PartHook | undefined;
  readonly idleTimeoutMs: number | undefined;
  readonly maxResponseBytes: number;
  readonly maxErrorBodyBytes: number;
  readonly tee: ResponseTee | undefined;
  /** Milliseconds since the call started. */
  readonly elapsedMs: () => number;
  /** Aborts the request; the caller's signal is forwarded to it. */
  readonly controller: AbortController;
  readonly callerSignal: AbortSignal | undefined;
  /** Stops forwarding the caller's signal, once the call is over. */
  readonly release: () => void;
  readonly assembler: AnswerAssembler;
  readonly outcome: CallOutcome;
}

/** What the call came to so far: filled in step by step, reported once by `finishCall`. */
export interface CallOutcome {
  /** Recoverable problems in the stream (each also an `error` event). */
  problems: string[];
  /** The failure that ends the call, if one did. */
  fatal?: CallError;
  /** HTTP status, or 0 while no response arrived. */
  status: number;
  /** The response headers, redacted. */
  responseHeaders: Record<string, string>;
  ttfbMs?: number;
  firstTokenMs?: number;
  /** The answer came as one JSON body, not a stream. */
  wholeAnswer: boolean;
  lineGaps?: LineGapSummary;
  stoppedByHost: boolean;
  bytesRead: number;
  /** Why the tee did not see the body whole, if it did not. */
  teeError?: Error;
}

/** Records a problem the stream survives: kept for the answer's error, and emitted at once. */
export function reportProblem(call: ModelCall, message: string): void {
  call.outcome.problems.push(message);
  call.emit({
    kind: "error",
    data: { turn: call.turn, where: "llm.stream", code: "model:stream_failed", message },
  });
}
