import { readFrameJson } from "@/lib/llm/frame-json";
import type { ModelPart } from "@/lib/llm/model-part";
import type { FrameReading, ModelFrameReader } from "@/lib/llm/model-provider";
import { providerErrorMessage } from "@/lib/llm/provider-error-message";
import { type OllamaChatLine, ollamaChatLineSchema } from "@/lib/llm/providers/ollama/chat-schema";

const lineNames = {
  streamed: "chat stream line (Ollama /api/chat)",
  whole: "chat response (Ollama /api/chat)",
};

/** The count and duration fields of the last line, kept as the usage's raw value. */
const usageFields = [
  "prompt_eval_count",
  "eval_count",
  "total_duration",
  "load_duration",
  "prompt_eval_duration",
  "eval_duration",
] as const;

function usagePart(line: OllamaChatLine): ModelPart | undefined {
  const raw: Record<string, unknown> = {};
  for (const field of usageFields) {
    const value = line[field];
    if (typeof value === "number") raw[field] = value;
  }
  if (Object.keys(raw).length === 0) return undefined;
  const usage: Extract<ModelPart, { type: "usage" }>["usage"] = { raw };
  if (typeof line.prompt_eval_count === "number") usage.input = line.prompt_eval_count;
  if (typeof line.eval_count === "number") usage.output = line.eval_count;
  if (usage.input !== undefined && usage.output !== undefined) {
    usage.total = usage.input + usage.output;
  }
  return { type: "usage", usage };
}

/**
 * Creates the reader for Ollama's `/api/chat` NDJSON lines: `message.content` as text,
 * `message.thinking` as reasoning, each whole tool call (arguments an object) as one call of its
 * own index, and the `done: true` line as the finish reason, the usage (prompt and eval counts,
 * durations kept raw) and the end. `{ "error": "..." }` is an error part and ends the stream. A
 * whole non-streaming answer reads the same way.
 */
export function createOllamaFrameReader(): ModelFrameReader {
  let callCount = 0;
  return {
    read(frame): FrameReading {
      const reading = readFrameJson(frame, ollamaChatLineSchema, lineNames);
      if (!reading.ok) return { parts: [], problems: [reading.problem] };
      const line = reading.value;
      if (line.error !== undefined && line.error !== null) {
        const message = providerErrorMessage(line.error) ?? "no message";
        return { parts: [{ type: "error", code: "provider_error", message }], ended: true };
      }
      const parts: ModelPart[] = [];
      const message = line.message;
      if (message?.thinking) parts.push({ type: "reasoning", text: message.thinking });
      if (message?.content) parts.push({ type: "text", text: message.content });
      for (const call of message?.tool_calls ?? []) {
        const index = callCount;
        callCount += 1;
        const input = call.function.arguments;
        parts.push({
          type: "tool-call-delta",
          index,
          id: call.id ?? `call_${index}`,
          name: call.function.name,
          argumentsDelta: typeof input === "string" ? input : JSON.stringify(input ?? {}),
        });
      }
      if (line.done !== true) return { parts };
      parts.push({ type: "finish", reason: line.done_reason || "stop" });
      const usage = usagePart(line);
      if (usage) parts.push(usage);
      return { parts, ended: true };
    },
  };
}
