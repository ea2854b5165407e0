import type { AssembledAnswer, ModelPart, ModelUsage } from "@/lib/llm/model-part";

/** A part's text once it is placed in the answer: where it sits in its channel. */
export interface PlacedDelta {
  channel: "content" | "reasoning" | "tool_call";
  text: string;
  /** Offset of `text` in the channel's assembled text (per tool call for `tool_call`). */
  contentOffset: number;
  toolCallIndex?: number;
}

/** Accumulates neutral parts into one answer. */
export interface AnswerAssembler {
  /** Adds a part; returns where its text landed, or undefined when it carried no text. */
  add(part: ModelPart): PlacedDelta | undefined;
  /** The answer so far (without an error: the caller knows what went wrong). */
  answer(): AssembledAnswer;
}

interface ToolCallDraft {
  id?: string;
  name: string;
  arguments: string;
}

const usageFields = ["input", "output", "reasoning", "cacheRead", "cacheWrite", "total"] as const;

function mergeUsage(
  current: ModelUsage | undefined,
  part: Extract<ModelPart, { type: "usage" }>["usage"],
): ModelUsage {
  const merged: ModelUsage = { ...current, raw: { ...current?.raw, ...part.raw } };
  for (const field of usageFields) {
    const value = part[field];
    if (value !== undefined) merged[field] = value;
  }
  return merged;
}

/**
 * Creates an assembler that joins text and reasoning (encrypted reasoning kept apart), groups tool-call fragments by index (the
 * first id and name win), merges usage in order of arrival and keeps the last finish reason. A
 * call whose provider sent no id is given `call_<index>`, so a tool result can still answer it.
 */
export function createAnswerAssembler(): AnswerAssembler {
  let content = "";
  let reasoning = "";
  let reasoningSignature: string | undefined;
  const encryptedReasoning: string[] = [];
  let usage: ModelUsage | undefined;
  let finishReason: string | undefined;
  const calls = new Map<number, ToolCallDraft>();

  return {
    add(part) {
      switch (part.type) {
        case "text": {
          if (part.text === "") return undefined;
          const contentOffset = content.length;
          content += part.text;
          return { channel: "content", text: part.text, contentOffset };
        }
        case "reasoning": {
          if (part.text === "") return undefined;
          const contentOffset = reasoning.length;
          reasoning += part.text;
          return { channel: "reasoning", text: part.text, contentOffset };
        }
        case "reasoning-signature":
          reasoningSignature = (reasoningSignature ?? "") + part.signature;
          return undefined;
        case "reasoning-encrypted":
          encryptedReasoning.push(part.data);
          return undefined;
        case "tool-call-delta": {
          let call = calls.get(part.index);
          if (!call) {
            call = { name: "", arguments: "" };
            calls.set(part.index, call);
          }
          if (part.id !== undefined && call.id === undefined) call.id = part.id;
          if (part.name !== undefined && call.name === "") call.name = part.name;
          if (part.argumentsDelta === "") return undefined;
          const contentOffset = call.arguments.length;
          call.arguments += part.argumentsDelta;
          return {
            channel: "tool_call",
            text: part.argumentsDelta,
            contentOffset,
            toolCallIndex: part.index,
          };
        }
        case "usage":
          usage = mergeUsage(usage, part.usage);
          return undefined;
        case "finish":
          finishReason = part.reason;
          return undefined;
        case "error":
          return undefined;
      }
    },
    answer() {
      const answer: AssembledAnswer = {
        content,
        reasoning,
        toolCalls: [...calls.entries()]
          .sort(([left], [right]) => left - right)
          .map(([index, call]) => ({
            id: call.id ?? `call_${index}`,
            name: call.name,
            arguments: call.arguments,
          })),
      };
      if (reasoningSignature !== undefined) answer.reasoningSignature = reasoningSignature;
      if (encryptedReasoning.length > 0) answer.encryptedReasoning = [...encryptedReasoning];
      if (usage !== undefined) answer.usage = usage;
      if (finishReason !== undefined) answer.finishReason = finishReason;
      return answer;
    },
  };
}
