import { createHash } from "node:crypto";
import type { DemoAnswer } from "@/lib/demo/model/answer";
import type { DemoChatRequest } from "@/lib/demo/model/chat-request-schema";

/** Shown as `system_fingerprint` on every demo answer, so captures say where they came from. */
export const DEMO_FINGERPRINT = "loupe-demo";

/** The completion id, the tool-call id and the chunking seed, derived from the request so a replay matches. */
export function requestDigest(request: DemoChatRequest) {
  const key = JSON.stringify([request.model, request.messages, request.tools ?? []]);
  const hex = createHash("sha256").update(key).digest("hex");
  return {
    id: `chatcmpl-demo-${hex.slice(0, 14)}`,
    callId: `call_${hex.slice(14, 38)}`,
    seed: Number.parseInt(hex.slice(38, 46), 16),
  };
}

/** The non-streaming `chat.completion` body for an answer, in OpenAI's shape. */
export function completionBody(request: DemoChatRequest, answer: DemoAnswer, created: number) {
  const { toolCall } = answer;
  const message = toolCall
    ? {
        role: "assistant",
        content: answer.text || null,
        tool_calls: [
          {
            id: toolCall.id,
            type: "function",
            function: { name: toolCall.name, arguments: toolCall.arguments },
          },
        ],
      }
    : { role: "assistant", content: answer.text };
  return {
    id: requestDigest(request).id,
    object: "chat.completion",
    created,
    model: request.model,
    system_fingerprint: DEMO_FINGERPRINT,
    choices: [{ index: 0, message, logprobs: null, finish_reason: answer.finishReason }],
    usage: answer.usage,
  };
}
