import type { EventPayloads } from "@/lib/events/types";
import type { AnswerAssembler } from "@/lib/llm/openai-compatible/answer-assembler";
import { readChunkPieces, type TokenUsage } from "@/lib/llm/openai-compatible/chunk-pieces";
import { chatCompletionChunkSchema } from "@/lib/llm/openai-compatible/chunk-schema";
import { providerErrorMessage } from "@/lib/llm/provider-error-message";
import type { ContentHook, EmitEvent } from "@/lib/llm/stream-types";
import type { SseItem } from "@/lib/sse/sse-framer";

/** What the reader needs from the stream around it. */
export interface SseAnswerReaderOptions {
  turn: number;
  emit: EmitEvent;
  /** Milliseconds since the request started. */
  elapsedMs: () => number;
  assembler: AnswerAssembler;
  onContent?: ContentHook;
  /** A problem that spoils part of the answer, not the stream: recorded, and reading goes on. */
  onProblem: (message: string) => void;
  /** A problem that ends the stream. */
  onFatal: (message: string) => void;
}

/** Turns framed SSE items into `llm.sse` and `llm.delta` events and an assembled answer. */
export interface SseAnswerReader {
  handle(item: SseItem): void;
  /** From now on items are recorded as `llm.sse` but add nothing to the answer. */
  freeze(): void;
  readonly doneSeen: boolean;
  readonly stoppedByHost: boolean;
  readonly finishReason: string | undefined;
  readonly usage: TokenUsage | undefined;
  readonly firstDeltaMs: number | undefined;
}

function preview(text: string): string {
  const oneLine = text.replace(/\s+/g, " ");
  return oneLine.length > 120 ? `${oneLine.slice(0, 120)}…` : oneLine;
}

/**
 * Creates the reader for an OpenAI-compatible SSE stream: `data: [DONE]` ends it, each JSON chunk
 * becomes deltas pointing at their `llm.sse` seq, and bad chunks are reported with their location.
 */
export function createSseAnswerReader(options: SseAnswerReaderOptions): SseAnswerReader {
  const { turn, emit, elapsedMs, assembler, onContent, onProblem, onFatal } = options;
  let frozen = false;
  let doneSeen = false;
  let stoppedByHost = false;
  let finishReason: string | undefined;
  let usage: TokenUsage | undefined;
  let firstDeltaMs: number | undefined;

  function recordItem(item: Exclude<SseItem, { type: "error" }>): number {
    if (item.type === "comment") {
      return emit({
        kind: "llm.sse",
        data: {
          turn,
          type: "comment",
          lines: [item.line],
          comment: item.comment,
          chunkSeqs: item.chunkRefs,
          offsetMs: elapsedMs(),
        },
      });
    }
    const data: EventPayloads["llm.sse"] = {
      turn,
      type: "event",
      lines: item.lines,
      chunkSeqs: item.chunkRefs,
      offsetMs: elapsedMs(),
    };
    if (item.event !== undefined) data.event = item.event;
    if (item.id !== undefined) data.id = item.id;
    if (item.data !== undefined) data.data = item.data;
    return emit({ kind: "llm.sse", data });
  }

  function interpret(
    data: string,
    where: string,
    eventName: string | undefined,
    sseSeq: number,
  ): void {
    if (data.trim() === "[DONE]") {
      doneSeen = true;
      return;
    }
    let value: unknown;
    try {
      value = JSON.parse(data);
    } catch (error) {
      if (eventName === "error") {
        onProblem(`The provider sent an error event (${where}): ${preview(data)}`);
        return;
      }
      const reason = error instanceof Error ? error.message : String(error);
      onProblem(
        `The data of the SSE event at ${where} is not JSON (${reason}); it was skipped: ${preview(data)}`,
      );
      return;
    }
    const parsed = chatCompletionChunkSchema.safeParse(value);
    if (!parsed.success) {
      if (eventName === "error") {
        onProblem(
          `The provider sent an error event (${where}): ${providerErrorMessage(value) ?? preview(data)}`,
        );
        return;
      }
      const issue = parsed.error.issues[0];
      const path = issue && issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
      onProblem(
        `The SSE event at ${where} is not a chat.completion.chunk (${path}${issue?.message ?? "invalid"}); it was skipped.`,
      );
      return;
    }
    const reading = readChunkPieces(parsed.data);
    if (reading.providerError !== undefined) {
      onProblem(
        `The provider reported an error in the stream (${where}): ${reading.providerError}`,
      );
    } else if (eventName === "error") {
      onProblem(`The provider sent an error event (${where}): ${preview(data)}`);
    }
    for (const piece of reading.pieces) {
      const placed = assembler.add(piece);
      if (!placed) continue;
      firstDeltaMs ??= elapsedMs();
      const delta: EventPayloads["llm.delta"] = {
        turn,
        channel: placed.channel,
        text: placed.text,
        contentOffset: placed.contentOffset,
        sseSeq,
      };
      if (placed.toolCallIndex !== undefined) delta.toolCallIndex = placed.toolCallIndex;
      emit({ kind: "llm.delta", data: delta });
      if (
        placed.channel === "content" &&
        onContent?.(placed.text, placed.contentOffset) === "stop"
      ) {
        stoppedByHost = true;
        return;
      }
    }
    if (reading.finishReason !== undefined) finishReason = reading.finishReason;
    if (reading.usage !== undefined) usage = reading.usage;
  }

  return {
    handle(item) {
      if (item.type === "error") {
        if (!frozen) onFatal(item.message);
        frozen = true;
        return;
      }
      const sseSeq = recordItem(item);
      if (item.type === "comment" || item.data === undefined) return;
      if (frozen || doneSeen || stoppedByHost) return;
      interpret(item.data, `line ${item.lineNumber}, llm.sse #${sseSeq}`, item.event, sseSeq);
    },
    freeze() {
      frozen = true;
    },
    get doneSeen() {
      return doneSeen;
    },
    get stoppedByHost() {
      return stoppedByHost;
    },
    get finishReason() {
      return finishReason;
    },
    get usage() {
      return usage;
    },
    get firstDeltaMs() {
      return firstDeltaMs;
    },
  };
}
