import type { DemoAnswer } from "@/lib/demo/model/answer";
import { type DemoChatRequest, messageText } from "@/lib/demo/model/request";
import { hashString } from "@/lib/demo/model/seeded-random";

/** Shown as `system_fingerprint` on every demo answer, so captures say where they came from. */
export const DEMO_FINGERPRINT = "loupe-demo";

/** The completion id and the chunking seed, both derived from the request so a replay matches. */
export function requestDigest(request: DemoChatRequest): { id: string; seed: number } {
  const key = JSON.stringify([
    request.model,
    request.messages.map((message) => [message.role, messageText(message)]),
  ]);
  const hash = hashString(key);
  return { id: `chatcmpl-demo-${hash.toString(16).padStart(14, "0")}`, seed: hash % 4294967296 };
}

/** The non-streaming `chat.completion` body for an answer, in OpenAI's shape. */
export function completionBody(
  request: DemoChatRequest,
  answer: DemoAnswer,
  createdSeconds: number,
) {
  return {
    id: requestDigest(request).id,
    object: "chat.completion",
    created: createdSeconds,
    model: request.model,
    system_fingerprint: DEMO_FINGERPRINT,
    choices: [
      {
        index: 0,
        message: { role: "assistant", content: answer.text },
        logprobs: null,
        finish_reason: answer.finishReason,
      },
    ],
    usage: answer.usage,
  };
}
