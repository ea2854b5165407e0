/** The scripted demo model: an OpenAI-compatible endpoint's logic, deterministic and offline. */
export { answerChatCompletion, type DemoAnswer, type DemoUsage } from "@/lib/demo/model/answer";
export { estimateTokens, type FinishReason } from "@/lib/demo/model/apply-limits";
export {
  chatCompletionRequestSchema,
  describeRequestIssue,
} from "@/lib/demo/model/chat-request-schema";
export { completionBody, DEMO_FINGERPRINT } from "@/lib/demo/model/completion-body";
export { handleDemoChatRequest } from "@/lib/demo/model/handle-chat-request";
export {
  DEMO_MODELS,
  type DemoBehaviour,
  type DemoModel,
  findDemoModel,
} from "@/lib/demo/model/models";
export { type OpenAiErrorBody, openAiErrorResponse } from "@/lib/demo/model/openai-error";
export type { DemoChatMessage, DemoChatRequest, DemoContentPart } from "@/lib/demo/model/request";
export {
  buildStreamEvents,
  demoDelayMs,
  KEEP_ALIVE_COMMENT,
  type StreamOptions,
  streamChatCompletion,
} from "@/lib/demo/model/stream";
