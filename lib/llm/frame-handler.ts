import type { EventPayloads } from "@/lib/events/types";
import type { AnswerAssembler } from "@/lib/llm/answer-assembler";
import type { ModelPart } from "@/lib/llm/model-part";
import type { ModelFrame, ModelFrameReader } from "@/lib/llm/model-provider";
import type { NdjsonLine } from "@/lib/llm/ndjson-byte-framer";
import type { EmitEvent, PartHook } from "@/lib/llm/stream-types";
import type { SseItem } from "@/lib/sse/sse-framer";

/** What the handler needs from the stream around it. */
export interface FrameHandlerOptions {
  turn: number;
  emit: EmitEvent;
  /** Milliseconds since the request started. */
  elapsedMs: () => number;
  assembler: AnswerAssembler;
  reader: ModelFrameReader;
  onPart?: PartHook;
  /** A frame (or part of one) was skipped; reading goes on. */
  onProblem: (problem: string, frame: ModelFrame) => void;
  /** The provider reported an error inside a frame. */
  onErrorPart: (part: Extract<ModelPart, { type: "error" }>, frame: ModelFrame) => void;
}

/** Records frames as `llm.sse` events and turns them into deltas and an assembled answer. */
export interface FrameHandler {
  /** One item of the SSE framer (an event or a comment; error items are the caller's). */
  handleSse(item: Exclude<SseItem, { type: "error" }>): void;
  handleNdjson(line: NdjsonLine): void;
  /** A whole JSON body (a non-streaming answer). */
  handleWhole(text: string, chunkSeqs: number[]): void;
  /** From now on frames are recorded but add nothing to the answer. */
  freeze(): void;
  readonly ended: boolean;
  readonly stoppedByHost: boolean;
  readonly firstDeltaMs: number | undefined;
}

/**
 * Creates the handler for one response. Every framing is recorded as `llm.sse` events so the
 * lanes work the same for all: an SSE event as itself, an NDJSON line as an event whose `data`
 * is the line, and a whole JSON body as one event whose `data` is the body. Each part with text
 * becomes an `llm.delta` pointing at its `llm.sse` seq; `onPart` sees every part and may stop.
 */
export function createFrameHandler(options: FrameHandlerOptions): FrameHandler {
  const { turn, emit, elapsedMs, assembler, reader, onPart } = options;
  let frozen = false;
  let ended = false;
  let stoppedByHost = false;
  let firstDeltaMs: number | undefined;

  function recordEvent(fields: {
    lines: string[];
    chunkSeqs: number[];
    event?: string;
    id?: string;
    data?: string;
  }): number {
    const data: EventPayloads["llm.sse"] = {
      turn,
      type: "event",
      lines: fields.lines,
      chunkSeqs: fields.chunkSeqs,
      offsetMs: elapsedMs(),
    };
    if (fields.event !== undefined) data.event = fields.event;
    if (fields.id !== undefined) data.id = fields.id;
    if (fields.data !== undefined) data.data = fields.data;
    return emit({ kind: "llm.sse", data });
  }

  function interpret(frame: ModelFrame, sseSeq: number): void {
    if (frozen || ended || stoppedByHost) return;
    const reading = reader.read(frame);
    for (const problem of reading.problems ?? []) options.onProblem(problem, frame);
    if (reading.ended) ended = true;
    for (const part of reading.parts) {
      if (part.type === "error") options.onErrorPart(part, frame);
      const placed = assembler.add(part);
      if (placed) {
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
      }
      if (onPart?.(part) === "stop") {
        stoppedByHost = true;
        return;
      }
    }
  }

  return {
    handleSse(item) {
      if (item.type === "comment") {
        emit({
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
        return;
      }
      const sseSeq = recordEvent({
        lines: item.lines,
        chunkSeqs: item.chunkRefs,
        event: item.event,
        id: item.id,
        data: item.data,
      });
      if (item.data === undefined) return;
      const where = `line ${item.lineNumber}, llm.sse #${sseSeq}`;
      interpret({ framing: "sse", event: item.event, data: item.data, where }, sseSeq);
    },
    handleNdjson(line) {
      const sseSeq = recordEvent({
        lines: [line.text],
        chunkSeqs: line.chunkRefs,
        data: line.text,
      });
      const where = `line ${line.lineNumber}, llm.sse #${sseSeq}`;
      interpret({ framing: "ndjson", data: line.text, where }, sseSeq);
    },
    handleWhole(text, chunkSeqs) {
      const sseSeq = recordEvent({ lines: text.split(/\r\n|\r|\n/), chunkSeqs, data: text });
      interpret({ framing: "json", data: text, where: `llm.sse #${sseSeq}` }, sseSeq);
    },
    freeze() {
      frozen = true;
    },
    get ended() {
      return ended;
    },
    get stoppedByHost() {
      return stoppedByHost;
    },
    get firstDeltaMs() {
      return firstDeltaMs;
    },
  };
}
