import { applyLimits, estimateTokens, type FinishReason } from "@/lib/demo/model/apply-limits";
import { findDemoModel } from "@/lib/demo/model/models";
import { answerText } from "@/lib/demo/model/policy";
import { type DemoChatRequest, messageText } from "@/lib/demo/model/request";
import { LoupeError } from "@/lib/errors";

/** Token counts in OpenAI's shape. */
export interface DemoUsage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

/** The demo model's whole answer to one request, before it is framed as JSON or SSE. */
export interface DemoAnswer {
  text: string;
  finishReason: FinishReason;
  usage: DemoUsage;
}

/**
 * Answers a chat-completions request with the scripted policy, honouring `stop` and the token
 * limit; same request, same answer. Throws `model:not_found` for a model the demo does not serve.
 */
export function answerChatCompletion(request: DemoChatRequest): DemoAnswer {
  const model = findDemoModel(request.model);
  if (!model) {
    throw new LoupeError(
      "model:not_found",
      `The demo serves no model "${request.model}"; use "demo" or "demo-sloppy".`,
    );
  }
  const full = answerText(request.messages, model.behaviour);
  const { text, finishReason } = applyLimits(
    full,
    request.stop,
    request.max_completion_tokens ?? request.max_tokens,
  );
  const promptTokens = estimateTokens(request.messages.map(messageText).join(""));
  const completionTokens = estimateTokens(text);
  return {
    text,
    finishReason,
    usage: {
      prompt_tokens: promptTokens,
      completion_tokens: completionTokens,
      total_tokens: promptTokens + completionTokens,
    },
  };
}
