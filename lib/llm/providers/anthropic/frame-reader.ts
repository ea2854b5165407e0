import { readFrameJson } from "@/lib/llm/frame-json";
import type { ModelPart } from "@/lib/llm/model-part";
import type { FrameReading, ModelFrameReader } from "@/lib/llm/model-provider";
import {
  type AnthropicContentBlock,
  type AnthropicEvent,
  type AnthropicUsage,
  anthropicEventSchema,
} from "@/lib/llm/providers/anthropic/event-schema";

const eventNames = { streamed: "Messages stream event", whole: "Messages response" };

function usagePart(usage: AnthropicUsage, raw: unknown): ModelPart {
  const counts: Extract<ModelPart, { type: "usage" }>["usage"] = {};
  if (typeof usage.input_tokens === "number") counts.input = usage.input_tokens;
  if (typeof usage.output_tokens === "number") counts.output = usage.output_tokens;
  if (typeof usage.cache_read_input_tokens === "number") {
    counts.cacheRead = usage.cache_read_input_tokens;
  }
  if (typeof usage.cache_creation_input_tokens === "number") {
    counts.cacheWrite = usage.cache_creation_input_tokens;
  }
  if (typeof raw === "object" && raw !== null) counts.raw = raw as Record<string, unknown>;
  return { type: "usage", usage: counts };
}

function hasKeys(value: unknown): boolean {
  return typeof value === "object" && value !== null && Object.keys(value).length > 0;
}

/** The parts a block carries when it starts (streamed) or whole (non-streaming response). */
function blockParts(block: AnthropicContentBlock, index: number): ModelPart[] {
  const parts: ModelPart[] = [];
  if (block.type === "text" && block.text) parts.push({ type: "text", text: block.text });
  if (block.type === "thinking") {
    if (block.thinking) parts.push({ type: "reasoning", text: block.thinking });
    if (block.signature) parts.push({ type: "reasoning-signature", signature: block.signature });
  }
  if (block.type === "redacted_thinking" && block.data) {
    parts.push({ type: "reasoning-encrypted", data: block.data });
  }
  if (block.type === "tool_use") {
    parts.push({
      type: "tool-call-delta",
      index,
      ...(block.id ? { id: block.id } : {}),
      ...(block.name ? { name: block.name } : {}),
      argumentsDelta: hasKeys(block.input) ? JSON.stringify(block.input) : "",
    });
  }
  return parts;
}

function deltaParts(event: AnthropicEvent): ModelPart[] {
  const delta = event.delta;
  const index = event.index ?? 0;
  if (!delta) return [];
  switch (delta.type) {
    case "text_delta":
      return delta.text ? [{ type: "text", text: delta.text }] : [];
    case "thinking_delta":
      return delta.thinking ? [{ type: "reasoning", text: delta.thinking }] : [];
    case "signature_delta":
      return delta.signature ? [{ type: "reasoning-signature", signature: delta.signature }] : [];
    case "input_json_delta":
      return [{ type: "tool-call-delta", index, argumentsDelta: delta.partial_json ?? "" }];
    default:
      return [];
  }
}

function rawField(raw: unknown, ...path: string[]): unknown {
  let value = raw;
  for (const key of path) {
    value =
      typeof value === "object" && value !== null
        ? (value as Record<string, unknown>)[key]
        : undefined;
  }
  return value;
}

function readEvent(event: AnthropicEvent, raw: unknown): FrameReading {
  switch (event.type) {
    case "message_start": {
      const usage = event.message?.usage;
      return { parts: usage ? [usagePart(usage, rawField(raw, "message", "usage"))] : [] };
    }
    case "content_block_start":
      return {
        parts: event.content_block ? blockParts(event.content_block, event.index ?? 0) : [],
      };
    case "content_block_delta":
      return { parts: deltaParts(event) };
    case "message_delta": {
      const parts: ModelPart[] = [];
      if (event.delta?.stop_reason) parts.push({ type: "finish", reason: event.delta.stop_reason });
      if (event.usage) parts.push(usagePart(event.usage, rawField(raw, "usage")));
      return { parts };
    }
    case "message_stop":
      return { parts: [], ended: true };
    case "message": {
      const parts = (event.content ?? []).flatMap((block, index) => blockParts(block, index));
      if (event.stop_reason) parts.push({ type: "finish", reason: event.stop_reason });
      if (event.usage) parts.push(usagePart(event.usage, rawField(raw, "usage")));
      return { parts, ended: true };
    }
    case "error": {
      const type = event.error?.type ?? "error";
      const message = event.error?.message ?? "no message";
      return {
        parts: [{ type: "error", code: type, message: `${message} (${type})` }],
        ended: true,
      };
    }
    default:
      // `ping`, `content_block_stop` and event types added later carry nothing to assemble.
      return { parts: [] };
  }
}

/**
 * Creates the reader for Anthropic Messages frames: text, thinking (its signature, and redacted
 * thinking as encrypted reasoning) and `tool_use` blocks by their block index, usage from
 * `message_start` and `message_delta` (cache tokens included), the stop reason, `message_stop` as the end and `event: error` as an error part.
 * A whole `message` JSON body is read the same way.
 */
export function createAnthropicFrameReader(): ModelFrameReader {
  return {
    read(frame) {
      const reading = readFrameJson(frame, anthropicEventSchema, eventNames);
      if (!reading.ok) return { parts: [], problems: [reading.problem] };
      return readEvent(reading.value, reading.raw);
    },
  };
}
