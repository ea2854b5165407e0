import { previewFrame, readFrameJson } from "@/lib/llm/frame-json";
import type { ModelPart } from "@/lib/llm/model-part";
import type { FrameReading, ModelFrame, ModelFrameReader } from "@/lib/llm/model-provider";
import { providerErrorMessage } from "@/lib/llm/provider-error-message";
import { readChunkParts } from "@/lib/llm/providers/openai-compatible/chunk-parts";
import { chatCompletionChunkSchema } from "@/lib/llm/providers/openai-compatible/chunk-schema";
import { createToolCallIndexer } from "@/lib/llm/providers/openai-compatible/tool-call-indexer";

const chunkNames = { streamed: "chat.completion.chunk", whole: "chat.completion" };

function errorEventPart(frame: ModelFrame): ModelPart {
  let value: unknown = frame.data;
  try {
    value = JSON.parse(frame.data);
  } catch {
    // Not JSON: the text itself is the message.
  }
  return {
    type: "error",
    code: "provider_error",
    message: providerErrorMessage(value) ?? previewFrame(frame),
  };
}

/**
 * Creates the reader for OpenAI-compatible frames: `data: [DONE]` ends the stream, each JSON
 * chunk (or a whole `chat.completion`) becomes parts, an `event: error` or an `error` field in a
 * chunk (OpenRouter) becomes an error part, and a bad chunk is skipped with a located problem.
 */
export function createOpenAiFrameReader(): ModelFrameReader {
  const indexer = createToolCallIndexer();
  return {
    read(frame): FrameReading {
      if (frame.framing !== "json" && frame.data.trim() === "[DONE]") {
        return { parts: [], ended: true };
      }
      if (frame.event === "error") return { parts: [errorEventPart(frame)] };
      const reading = readFrameJson(frame, chatCompletionChunkSchema, chunkNames);
      if (!reading.ok) return { parts: [], problems: [reading.problem] };
      const rawUsage = (reading.raw as { usage?: unknown }).usage;
      const chunk = readChunkParts(reading.value, rawUsage);
      const parts: ModelPart[] = chunk.parts.map((part) =>
        part.type === "tool-call-delta" ? indexer.place(part) : part,
      );
      if (chunk.providerError !== undefined) {
        parts.unshift({ type: "error", code: "provider_error", message: chunk.providerError });
      }
      return { parts };
    },
  };
}
