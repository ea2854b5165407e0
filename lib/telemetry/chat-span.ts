import "server-only";
import { type Attributes, type Span, SpanStatusCode } from "@opentelemetry/api";
import { ATTR_ERROR_TYPE } from "@opentelemetry/semantic-conventions";
import type { EventPayloads } from "@/lib/events/types";
import { spanContent } from "@/lib/telemetry/message-content";
import {
  ATTR_GEN_AI_CONVERSATION_ID,
  ATTR_GEN_AI_INPUT_MESSAGES,
  ATTR_GEN_AI_OPERATION_NAME,
  ATTR_GEN_AI_OUTPUT_MESSAGES,
  ATTR_GEN_AI_PROVIDER_NAME,
  ATTR_GEN_AI_REQUEST_MODEL,
  ATTR_GEN_AI_RESPONSE_FINISH_REASONS,
  ATTR_GEN_AI_RESPONSE_MODEL,
  ATTR_GEN_AI_RESPONSE_TIME_TO_FIRST_CHUNK,
  ATTR_GEN_AI_USAGE_INPUT_TOKENS,
  ATTR_GEN_AI_USAGE_OUTPUT_TOKENS,
  GEN_AI_OPERATION_NAME_VALUE_CHAT,
} from "@/lib/telemetry/semconv";

/** A JSON request body's `model` and `messages`, when it is a JSON object. */
function parsedBody(body: string): { model?: unknown; messages?: unknown } | undefined {
  try {
    const parsed = JSON.parse(body) as unknown;
    return typeof parsed === "object" && parsed !== null ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** What a `chat {model}` span opens with: its name, model and attributes. */
export interface ChatSpanStart {
  name: string;
  model: string;
  attributes: Attributes;
}

/**
 * The opening of a `chat {model}` span for one recorded model request (a playground turn's or a
 * proxied exchange's): the model its body names (else `fallbackModel`), the provider, the
 * conversation, and its messages only when `captureContent` (masked and capped).
 */
export function chatSpanStart(
  request: EventPayloads["llm.request"],
  facts: { provider: string; fallbackModel: string; conversationId: string },
  captureContent: boolean,
): ChatSpanStart {
  const body = parsedBody(request.body);
  const model = typeof body?.model === "string" ? body.model : facts.fallbackModel;
  const attributes: Attributes = {
    [ATTR_GEN_AI_OPERATION_NAME]: GEN_AI_OPERATION_NAME_VALUE_CHAT,
    [ATTR_GEN_AI_PROVIDER_NAME]: facts.provider,
    [ATTR_GEN_AI_REQUEST_MODEL]: model,
    [ATTR_GEN_AI_CONVERSATION_ID]: facts.conversationId,
  };
  if (captureContent) {
    attributes[ATTR_GEN_AI_INPUT_MESSAGES] = spanContent(
      body?.messages === undefined ? request.body : JSON.stringify(body.messages),
    );
  }
  return { name: `${GEN_AI_OPERATION_NAME_VALUE_CHAT} ${model}`, model, attributes };
}

/**
 * Writes a recorded answer onto its `chat` span: the response model, the tokens, the finish
 * reason, the time to first token (an attribute and an event), the failure, and the answer's
 * text only when `captureContent` (masked and capped).
 */
export function recordChatResponse(
  chat: Span,
  response: EventPayloads["llm.response"],
  facts: { at: number; model?: string; requestAt?: number },
  captureContent: boolean,
): void {
  const { assembled, timings } = response;
  if (facts.model) chat.setAttribute(ATTR_GEN_AI_RESPONSE_MODEL, facts.model);
  if (assembled.usage?.input !== undefined) {
    chat.setAttribute(ATTR_GEN_AI_USAGE_INPUT_TOKENS, assembled.usage.input);
  }
  const output = assembled.usage?.output ?? timings.outputTokens;
  if (output !== undefined) chat.setAttribute(ATTR_GEN_AI_USAGE_OUTPUT_TOKENS, output);
  if (assembled.finishReason) {
    chat.setAttribute(ATTR_GEN_AI_RESPONSE_FINISH_REASONS, [assembled.finishReason]);
  }
  if (timings.firstTokenMs !== undefined && timings.measured !== false) {
    chat.setAttribute(ATTR_GEN_AI_RESPONSE_TIME_TO_FIRST_CHUNK, timings.firstTokenMs / 1000);
    chat.addEvent(
      "gen_ai.first_token",
      { "gen_ai.response.time_to_first_token_ms": timings.firstTokenMs },
      (facts.requestAt ?? facts.at) + timings.firstTokenMs,
    );
  }
  const failure =
    assembled.error?.code ?? (response.status >= 400 ? String(response.status) : undefined);
  if (failure) {
    chat.setAttribute(ATTR_ERROR_TYPE, failure);
    chat.setStatus({ code: SpanStatusCode.ERROR, message: assembled.error?.message });
  }
  if (captureContent) {
    chat.setAttribute(
      ATTR_GEN_AI_OUTPUT_MESSAGES,
      spanContent(
        JSON.stringify([
          {
            role: "assistant",
            parts: [{ type: "text", content: assembled.content }],
            ...(assembled.finishReason ? { finish_reason: assembled.finishReason } : {}),
          },
        ]),
      ),
    );
  }
}
