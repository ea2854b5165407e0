import type { AnswerPiece } from "@/lib/llm/openai-compatible/chunk-pieces";

/** One tool call put together from its fragments. */
export interface AssembledToolCall {
  /** The provider's index (Anthropic-backed gateways start at 1), or the order of first sight. */
  index: number;
  id?: string;
  name: string;
  /** The arguments JSON text exactly as streamed (not parsed). */
  arguments: string;
}

/** A piece once it is placed in the answer: where its text sits in its channel. */
export interface PlacedDelta {
  channel: "content" | "reasoning" | "tool_call";
  text: string;
  /** Offset of `text` in the channel's assembled text (per tool call for `tool_call`). */
  contentOffset: number;
  toolCallIndex?: number;
}

/** Accumulates answer pieces into content, reasoning and tool calls. */
export interface AnswerAssembler {
  /** Adds a piece; returns where its text landed, or undefined when it carried no text. */
  add(piece: AnswerPiece): PlacedDelta | undefined;
  readonly content: string;
  readonly reasoning: string;
  /** Tool calls sorted by index. */
  toolCalls(): AssembledToolCall[];
}

/**
 * Creates an assembler that joins content and reasoning text and groups tool-call fragments by
 * index. A fragment without an index (Mistral) continues the call with its id, or the last call.
 */
export function createAnswerAssembler(): AnswerAssembler {
  let content = "";
  let reasoning = "";
  const calls = new Map<number, AssembledToolCall>();
  let lastIndex: number | undefined;

  function nextFreeIndex(): number {
    return calls.size === 0 ? 0 : Math.max(...calls.keys()) + 1;
  }

  function resolveIndex(id: string | undefined, index: number | undefined): number {
    if (index !== undefined) {
      const existing = calls.get(index);
      // Some servers send every call at index 0; a new id there means a new call.
      if (existing?.id !== undefined && id !== undefined && existing.id !== id) {
        const byId = [...calls.values()].find((call) => call.id === id);
        return byId ? byId.index : nextFreeIndex();
      }
      return index;
    }
    if (id !== undefined) {
      const byId = [...calls.values()].find((call) => call.id === id);
      return byId ? byId.index : nextFreeIndex();
    }
    return lastIndex ?? 0;
  }

  return {
    add(piece) {
      if (piece.channel !== "tool_call") {
        if (piece.text === "") return undefined;
        if (piece.channel === "content") {
          const contentOffset = content.length;
          content += piece.text;
          return { channel: "content", text: piece.text, contentOffset };
        }
        const contentOffset = reasoning.length;
        reasoning += piece.text;
        return { channel: "reasoning", text: piece.text, contentOffset };
      }
      const index = resolveIndex(piece.id, piece.index);
      lastIndex = index;
      let call = calls.get(index);
      if (!call) {
        call = { index, name: "", arguments: "" };
        calls.set(index, call);
      }
      if (piece.id !== undefined && call.id === undefined) call.id = piece.id;
      if (piece.name !== undefined && call.name === "") call.name = piece.name;
      if (piece.arguments === "") return undefined;
      const contentOffset = call.arguments.length;
      call.arguments += piece.arguments;
      return { channel: "tool_call", text: piece.arguments, contentOffset, toolCallIndex: index };
    },
    get content() {
      return content;
    },
    get reasoning() {
      return reasoning;
    },
    toolCalls() {
      return [...calls.values()]
        .sort((left, right) => left.index - right.index)
        .map((call) => ({ ...call }));
    },
  };
}
