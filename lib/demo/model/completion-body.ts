import { createHash } from "node:crypto";
import type { DemoAnswer } from "@/lib/demo/model/answer";
import type { DemoChatRequest } from "@/lib/demo/model/chat-request-schema";

/**
 * The completion id, the tool-call id and the chunking seed, derived from the request so a replay
 * matches; `messageId` and `toolUseId` are the same two ids as Anthropic Messages spells them.
 */
export function requestDigest(request: DemoChatRequest) {
  const key = JSON.stringify([request.model, request.messages, request.tools ?? []]);
  const hex = createHash("sha256").update(key).digest("hex");
  return {
    id: `chatcmpl-demo-${hex.slice(0, 14)}`,
    callId: `call_${hex.slice(14, 38)}`,
    messageId: `msg_demo_${hex.slice(0, 14)}`,
    toolUseId: `toolu_${hex.slice(14, 38)}`,
    seed: Number.parseInt(hex.slice(38, 46), 16),
  };
}

/**
 * The fields a `chat.completion` and each `chat.completion.chunk` start with; the
 * `system_fingerprint` is `loupe-demo`, so captures say where they came from.
 */
export function completionHead(request: DemoChatRequest, object: string, now = Date.now) {
  return {
    id: requestDigest(request).id,
    object,
    created: Math.floor(now() / 1000),
    model: request.model,
    system_fingerprint: "loupe-demo",
  };
}

/** A native answer's tool call as OpenAI writes it in a message, and in the head of a stream's. */
export function functionCall({ id, name, arguments: json }: NonNullable<DemoAnswer["toolCall"]>) {
  return { id, type: "function", function: { name, arguments: json } };
}

/** The non-streaming `chat.completion` body for an answer, in OpenAI's shape. */
export function completionBody(request: DemoChatRequest, answer: DemoAnswer, now?: () => number) {
  const { text, toolCall } = answer;
  const message = toolCall
    ? { role: "assistant", content: text || null, tool_calls: [functionCall(toolCall)] }
    : { role: "assistant", content: text };
  return {
    ...completionHead(request, "chat.completion", now),
    choices: [{ index: 0, message, logprobs: null, finish_reason: answer.finishReason }],
    usage: answer.usage,
  };
}
