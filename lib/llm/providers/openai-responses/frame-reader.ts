import { readFrameJson } from "@/lib/llm/frame-json";
import type { ModelPart } from "@/lib/llm/model-part";
import type { FrameReading, ModelFrameReader } from "@/lib/llm/model-provider";
import {
  type ResponsesError,
  type ResponsesEvent,
  type ResponsesOutputItem,
  type ResponsesResponse,
  type ResponsesUsage,
  responsesEventSchema,
} from "@/lib/llm/providers/openai-responses/event-schema";

const eventNames = { streamed: "Responses stream event", whole: "Responses API response" };

/** The events that end a response, each with the response as it ended. */
const finalEvents = new Set(["response.completed", "response.incomplete", "response.failed"]);

function usagePart(usage: ResponsesUsage, raw: unknown): ModelPart {
  const counts: Extract<ModelPart, { type: "usage" }>["usage"] = {};
  if (typeof usage.input_tokens === "number") counts.input = usage.input_tokens;
  if (typeof usage.output_tokens === "number") counts.output = usage.output_tokens;
  const reasoning = usage.output_tokens_details?.reasoning_tokens;
  if (typeof reasoning === "number") counts.reasoning = reasoning;
  const cached = usage.input_tokens_details?.cached_tokens;
  if (typeof cached === "number") counts.cacheRead = cached;
  if (typeof usage.total_tokens === "number") counts.total = usage.total_tokens;
  if (typeof raw === "object" && raw !== null) counts.raw = raw as Record<string, unknown>;
  return { type: "usage", usage: counts };
}

function errorPart(error: ResponsesError): ModelPart {
  const code = error.code ?? error.type ?? "error";
  return { type: "error", code, message: `${error.message ?? "no message"} (${code})` };
}

function rawUsage(raw: unknown): unknown {
  if (typeof raw !== "object" || raw === null) return undefined;
  const record = raw as Record<string, unknown>;
  const response = record.response;
  return typeof response === "object" && response !== null
    ? (response as Record<string, unknown>).usage
    : record.usage;
}

/**
 * Creates the reader for Responses API frames: `response.output_text.delta` as text, reasoning
 * summary (and reasoning text) deltas as reasoning, function calls by their output index (the
 * call from `response.output_item.added`, its arguments from
 * `response.function_call_arguments.delta`), a reasoning item's encrypted content when the item
 * is done, and usage, the finish reason (the status, or why it is incomplete) and a failed
 * response's error from the final event, which ends the stream. A `.done` event that holds more
 * than its deltas gave adds the rest, so a whole JSON `response` (every item at once) reads the
 * same way. An `error` event is an error part; the `response.failed` after it adds no second one.
 */
export function createOpenAiResponsesFrameReader(): ModelFrameReader {
  const streamed = new Map<string, string>();
  let sawError = false;

  /** The part of `full` beyond what was streamed under `key`, remembered as streamed now. */
  function remainder(key: string, full: string | null | undefined): string {
    const sent = streamed.get(key) ?? "";
    if (!full || full.length <= sent.length || !full.startsWith(sent)) return "";
    streamed.set(key, full);
    return full.slice(sent.length);
  }

  function streamedDelta(key: string, delta: string): string {
    streamed.set(key, (streamed.get(key) ?? "") + delta);
    return delta;
  }

  function itemParts(item: ResponsesOutputItem, outputIndex: number): ModelPart[] {
    const parts: ModelPart[] = [];
    if (item.type === "message") {
      for (const [index, content] of (item.content ?? []).entries()) {
        if (content.type !== "output_text") continue;
        const text = remainder(`text ${outputIndex} ${index}`, content.text);
        if (text) parts.push({ type: "text", text });
      }
    }
    if (item.type === "reasoning") {
      for (const [index, summary] of (item.summary ?? []).entries()) {
        const text = remainder(`summary ${outputIndex} ${index}`, summary.text);
        if (text) parts.push({ type: "reasoning", text });
      }
      for (const [index, content] of (item.content ?? []).entries()) {
        if (content.type !== "reasoning_text") continue;
        const text = remainder(`reasoning ${outputIndex} ${index}`, content.text);
        if (text) parts.push({ type: "reasoning", text });
      }
      if (item.encrypted_content) {
        parts.push({ type: "reasoning-encrypted", data: item.encrypted_content });
      }
    }
    if (item.type === "function_call") {
      const key = `arguments ${outputIndex}`;
      const known = streamed.has(key);
      const argumentsDelta = remainder(key, item.arguments);
      if (!known || argumentsDelta) {
        streamed.set(key, streamed.get(key) ?? "");
        parts.push({
          type: "tool-call-delta",
          index: outputIndex,
          ...(item.call_id ? { id: item.call_id } : {}),
          ...(item.name ? { name: item.name } : {}),
          argumentsDelta,
        });
      }
    }
    return parts;
  }

  function endParts(response: ResponsesResponse, raw: unknown): ModelPart[] {
    const parts: ModelPart[] = [];
    if (response.usage) parts.push(usagePart(response.usage, rawUsage(raw)));
    const reason = response.incomplete_details?.reason ?? response.status;
    if (reason) parts.push({ type: "finish", reason });
    if (response.error && !sawError) parts.push(errorPart(response.error));
    return parts;
  }

  function readEvent(event: ResponsesEvent, raw: unknown, whole: boolean): FrameReading {
    const outputIndex = event.output_index ?? 0;
    const type = event.type;
    if (!type && (whole || event.object === "response")) {
      const parts = (event.output ?? []).flatMap((item, index) => itemParts(item, index));
      return { parts: [...parts, ...endParts(event, raw)], ended: true };
    }
    if (!type) return { parts: [] };
    if (finalEvents.has(type)) {
      return { parts: event.response ? endParts(event.response, raw) : [], ended: true };
    }
    switch (type) {
      case "response.output_text.delta": {
        const text = streamedDelta(
          `text ${outputIndex} ${event.content_index ?? 0}`,
          event.delta ?? "",
        );
        return { parts: text ? [{ type: "text", text }] : [] };
      }
      case "response.output_text.done": {
        const text = remainder(`text ${outputIndex} ${event.content_index ?? 0}`, event.text);
        return { parts: text ? [{ type: "text", text }] : [] };
      }
      case "response.reasoning_summary_text.delta":
      case "response.reasoning_summary_text.done": {
        const key = `summary ${outputIndex} ${event.summary_index ?? 0}`;
        const text = type.endsWith(".delta")
          ? streamedDelta(key, event.delta ?? "")
          : remainder(key, event.text);
        return { parts: text ? [{ type: "reasoning", text }] : [] };
      }
      case "response.reasoning_text.delta":
      case "response.reasoning_text.done": {
        const key = `reasoning ${outputIndex} ${event.content_index ?? 0}`;
        const text = type.endsWith(".delta")
          ? streamedDelta(key, event.delta ?? "")
          : remainder(key, event.text);
        return { parts: text ? [{ type: "reasoning", text }] : [] };
      }
      case "response.output_item.added":
        return {
          parts: event.item?.type === "function_call" ? itemParts(event.item, outputIndex) : [],
        };
      case "response.output_item.done":
        return { parts: event.item ? itemParts(event.item, outputIndex) : [] };
      case "response.function_call_arguments.delta":
        return {
          parts: [
            {
              type: "tool-call-delta",
              index: outputIndex,
              argumentsDelta: streamedDelta(`arguments ${outputIndex}`, event.delta ?? ""),
            },
          ],
        };
      case "response.function_call_arguments.done": {
        const argumentsDelta = remainder(`arguments ${outputIndex}`, event.arguments);
        return {
          parts: argumentsDelta
            ? [{ type: "tool-call-delta", index: outputIndex, argumentsDelta }]
            : [],
        };
      }
      case "error": {
        sawError = true;
        return {
          parts: [errorPart(event.error ?? { code: event.code, message: event.message })],
        };
      }
      default:
        // `response.created`, `content_part.added` and event types added later carry nothing to assemble.
        return { parts: [] };
    }
  }

  return {
    read(frame) {
      const reading = readFrameJson(frame, responsesEventSchema, eventNames);
      if (!reading.ok) return { parts: [], problems: [reading.problem] };
      return readEvent(reading.value, reading.raw, frame.framing === "json");
    },
  };
}
