import { readFrameJson } from "@/lib/llm/frame-json";
import type { ModelPart } from "@/lib/llm/model-part";
import type { FrameReading, ModelFrameReader } from "@/lib/llm/model-provider";
import { providerErrorMessage } from "@/lib/llm/provider-error-message";
import {
  type OllamaAnswerLine,
  ollamaAnswerLineSchema,
} from "@/lib/llm/providers/ollama/answer-line-schema";

const lineNames = {
  streamed: "stream line (Ollama /api/chat or /api/generate)",
  whole: "response (Ollama /api/chat or /api/generate)",
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

function usagePart(line: OllamaAnswerLine): ModelPart | undefined {
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
 * Creates the reader for Ollama's NDJSON answer lines, of `/api/chat` and `/api/generate` alike:
 * `message.content` (chat) or `response` (generate) as text, `message.thinking` or `thinking` as
 * reasoning, each whole tool call (in `message` or beside `response`; arguments an object) as one
 * call of its own index, and the `done: true` line as the finish reason, the usage (prompt and
 * eval counts, durations kept raw) and the end. `{ "error": "..." }` is an error part and ends
 * the stream. A whole non-streaming answer of either reads the same way.
 */
export function createOllamaFrameReader(): ModelFrameReader {
  let callCount = 0;
  return {
    read(frame): FrameReading {
      const reading = readFrameJson(frame, ollamaAnswerLineSchema, lineNames);
      if (!reading.ok) return { parts: [], problems: [reading.problem] };
      const line = reading.value;
      if (line.error !== undefined && line.error !== null) {
        const message = providerErrorMessage(line.error) ?? "no message";
        return { parts: [{ type: "error", code: "provider_error", message }], ended: true };
      }
      const parts: ModelPart[] = [];
      const message = line.message;
      const thinking = message?.thinking || line.thinking;
      const text = message?.content || line.response;
      if (thinking) parts.push({ type: "reasoning", text: thinking });
      if (text) parts.push({ type: "text", text });
      for (const call of message?.tool_calls ?? line.tool_calls ?? []) {
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
