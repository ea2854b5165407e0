import { readFrameJson } from "@/lib/llm/frame-json";
import type { ModelPart } from "@/lib/llm/model-part";
import type { FrameReading, ModelFrameReader } from "@/lib/llm/model-provider";
import {
  type GeminiPart,
  type GeminiResponse,
  type GeminiUsage,
  geminiChunkSchema,
} from "@/lib/llm/providers/gemini/chunk-schema";
import { setAtJsonPath } from "@/lib/llm/providers/gemini/json-path";

const chunkNames = { streamed: "GenerateContentResponse chunk", whole: "GenerateContentResponse" };

function usagePart(usage: GeminiUsage, raw: unknown): ModelPart {
  const counts: Extract<ModelPart, { type: "usage" }>["usage"] = {};
  if (typeof usage.promptTokenCount === "number") counts.input = usage.promptTokenCount;
  if (typeof usage.candidatesTokenCount === "number") counts.output = usage.candidatesTokenCount;
  if (typeof usage.thoughtsTokenCount === "number") counts.reasoning = usage.thoughtsTokenCount;
  if (typeof usage.cachedContentTokenCount === "number") {
    counts.cacheRead = usage.cachedContentTokenCount;
  }
  if (typeof usage.totalTokenCount === "number") counts.total = usage.totalTokenCount;
  if (typeof raw === "object" && raw !== null) counts.raw = raw as Record<string, unknown>;
  return { type: "usage", usage: counts };
}

function argumentsText(values: Record<string, unknown>): string {
  return Object.keys(values).length > 0 ? JSON.stringify(values) : "";
}

function rawUsage(raw: unknown): unknown {
  return typeof raw === "object" && raw !== null
    ? (raw as Record<string, unknown>).usageMetadata
    : undefined;
}

/**
 * Creates the reader for Gemini chunks: the first candidate's text parts as text (`thought`
 * parts as reasoning), each thought signature kept whole as encrypted reasoning, function calls
 * in order (their `args` as JSON text; Vertex's streamed `partialArgs` put together at their JSON
 * paths and sent as JSON text when the call ends), usage from `usageMetadata` (counts so far, so
 * the last wins), the finish reason (or why the prompt was blocked), and an `error` as an error
 * part. A whole answer, or the JSON array of a stream sent without `alt=sse`, reads the same way.
 */
export function createGeminiFrameReader(): ModelFrameReader {
  let calls = 0;
  let open: { index: number; values: Record<string, unknown> } | undefined;

  function closeCall(): ModelPart[] {
    if (!open) return [];
    const part: ModelPart = {
      type: "tool-call-delta",
      index: open.index,
      argumentsDelta: argumentsText(open.values),
    };
    open = undefined;
    return [part];
  }

  function callParts(call: NonNullable<GeminiPart["functionCall"]>): ModelPart[] {
    if (call.name) {
      const parts = closeCall();
      const index = calls;
      calls += 1;
      const values = { ...call.args };
      if (call.willContinue) open = { index, values };
      parts.push({
        type: "tool-call-delta",
        index,
        ...(call.id ? { id: call.id } : {}),
        name: call.name,
        argumentsDelta: call.willContinue ? "" : argumentsText(values),
      });
      return parts;
    }
    if (!open) return [];
    for (const value of call.partialArgs ?? []) {
      if (!value.jsonPath) continue;
      if (typeof value.stringValue === "string") {
        setAtJsonPath(open.values, value.jsonPath, value.stringValue, "append");
      } else if (typeof value.numberValue === "number") {
        setAtJsonPath(open.values, value.jsonPath, value.numberValue);
      } else if (typeof value.boolValue === "boolean") {
        setAtJsonPath(open.values, value.jsonPath, value.boolValue);
      } else if ("nullValue" in value) {
        setAtJsonPath(open.values, value.jsonPath, null);
      }
    }
    return call.willContinue ? [] : closeCall();
  }

  function responseParts(response: GeminiResponse, raw: unknown): FrameReading {
    if (response.error) {
      const code = response.error.status ?? String(response.error.code ?? "error");
      return {
        parts: [
          { type: "error", code, message: `${response.error.message ?? "no message"} (${code})` },
        ],
        ended: true,
      };
    }
    const parts: ModelPart[] = [];
    const candidate = response.candidates?.find((entry) => (entry.index ?? 0) === 0);
    for (const part of candidate?.content?.parts ?? []) {
      if (part.text) parts.push({ type: part.thought ? "reasoning" : "text", text: part.text });
      if (part.functionCall) parts.push(...callParts(part.functionCall));
      if (part.thoughtSignature) {
        parts.push({ type: "reasoning-encrypted", data: part.thoughtSignature });
      }
    }
    const finish = candidate?.finishReason ?? response.promptFeedback?.blockReason;
    if (finish) parts.push(...closeCall(), { type: "finish", reason: finish });
    if (response.usageMetadata) parts.push(usagePart(response.usageMetadata, rawUsage(raw)));
    return { parts };
  }

  return {
    read(frame) {
      const reading = readFrameJson(frame, geminiChunkSchema, chunkNames);
      if (!reading.ok) return { parts: [], problems: [reading.problem] };
      if (!Array.isArray(reading.value)) return responseParts(reading.value, reading.raw);
      const raws = Array.isArray(reading.raw) ? reading.raw : [];
      const parts: ModelPart[] = [];
      for (const [index, response] of reading.value.entries()) {
        const read = responseParts(response, raws[index]);
        parts.push(...read.parts);
        if (read.ended) return { parts, ended: true };
      }
      return { parts };
    },
  };
}
