import type { DemoAnswer } from "@/lib/demo/model/answer";
import type { DemoChatRequest } from "@/lib/demo/model/chat-request-schema";
import { requestDigest } from "@/lib/demo/model/completion-body";
import type { DemoMessagesRequest } from "@/lib/demo/model/messages-request-schema";
import { splitPieces } from "@/lib/demo/model/split-pieces";

/** One Messages request as the demo answers it: as sent, as the script read it, and the answer. */
export interface MessagesExchange {
  request: DemoMessagesRequest;
  chat: DemoChatRequest;
  answer: DemoAnswer;
}

/** Anthropic's stop reason for the script's finish reason. */
function stopReason({ finishReason, stopSequence }: DemoAnswer) {
  if (finishReason === "tool_calls") return "tool_use";
  if (finishReason === "length") return "max_tokens";
  return stopSequence ? "stop_sequence" : "end_turn";
}

/** A tool call's input as an object; arguments that do not parse (the sloppy model's) are `{}`. */
function toolInput(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value === "object" && value !== null && !Array.isArray(value)) {
      return value as Record<string, unknown>;
    }
  } catch {
    // The streamed answer carries the malformed text; a whole message can only carry an object.
  }
  return {};
}

function usage({ usage: counts }: DemoAnswer, output = counts.completion_tokens) {
  return {
    input_tokens: counts.prompt_tokens,
    cache_creation_input_tokens: 0,
    cache_read_input_tokens: 0,
    output_tokens: output,
  };
}

/** The `message` object's fields before its content: the id, the model asked for, the stop. */
function messageHead({ request, chat, answer }: MessagesExchange, done: boolean) {
  return {
    id: requestDigest(chat).messageId,
    type: "message",
    role: "assistant",
    model: request.model,
    stop_reason: done ? stopReason(answer) : null,
    stop_sequence: done ? (answer.stopSequence ?? null) : null,
  };
}

/**
 * The non-streaming Messages response: a text block (when there is text) and, for a native
 * answer, one `tool_use` block; the stop reason, and usage in Anthropic's shape.
 */
export function messageBody(exchange: MessagesExchange) {
  const { chat, answer } = exchange;
  const content: Record<string, unknown>[] = [];
  if (answer.text) content.push({ type: "text", text: answer.text });
  if (answer.toolCall) {
    const { name, arguments: json } = answer.toolCall;
    const id = requestDigest(chat).toolUseId;
    content.push({ type: "tool_use", id, name, input: toolInput(json) });
  }
  const { stop_reason, stop_sequence, ...head } = messageHead(exchange, true);
  return { ...head, content, stop_reason, stop_sequence, usage: usage(answer) };
}

/**
 * The SSE events of a streamed answer, as Anthropic frames them (`event: <type>` then its data):
 * `message_start`, a `ping`, the text block's `text_delta`s of 1–8 characters, the `tool_use`
 * block's `input_json_delta`s, each block closed by `content_block_stop`, then `message_delta`
 * with the stop reason and the output tokens, and `message_stop`.
 */
export function messageStreamEvents(exchange: MessagesExchange): string[] {
  const { chat, answer } = exchange;
  const { seed, toolUseId } = requestDigest(chat);
  const { stop_reason, stop_sequence, ...head } = messageHead(exchange, false);
  const events = [
    event("message_start", {
      message: { ...head, content: [], stop_reason, stop_sequence, usage: usage(answer, 0) },
    }),
    event("ping", {}),
  ];
  let blockCount = 0;
  const block = (start: object, deltas: object[]) => {
    const index = blockCount++;
    events.push(event("content_block_start", { index, content_block: start }));
    for (const delta of deltas) events.push(event("content_block_delta", { index, delta }));
    events.push(event("content_block_stop", { index }));
  };
  if (answer.text) {
    const pieces = splitPieces(answer.text, seed);
    block(
      { type: "text", text: "" },
      pieces.map((text) => ({ type: "text_delta", text })),
    );
  }
  if (answer.toolCall) {
    const { name, arguments: json } = answer.toolCall;
    const pieces = ["", ...splitPieces(json, seed + 1)];
    block(
      { type: "tool_use", id: toolUseId, name, input: {} },
      pieces.map((partial_json) => ({ type: "input_json_delta", partial_json })),
    );
  }
  const done = messageHead(exchange, true);
  events.push(
    event("message_delta", {
      delta: { stop_reason: done.stop_reason, stop_sequence: done.stop_sequence },
      usage: { output_tokens: answer.usage.completion_tokens },
    }),
    event("message_stop", {}),
  );
  return events;
}

function event(type: string, fields: object): string {
  return `event: ${type}\ndata: ${JSON.stringify({ type, ...fields })}\n\n`;
}
