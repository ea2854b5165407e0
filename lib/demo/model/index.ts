/** The scripted demo model: an OpenAI-compatible endpoint's logic, deterministic and offline. */
export { answerChatCompletion, type DemoAnswer } from "@/lib/demo/model/answer";
export { handleDemoChatRequest } from "@/lib/demo/model/handle-chat-request";
export {
  DEMO_MODELS,
  type DemoModel,
  demoModelListResponse,
  demoModelResponse,
  findDemoModel,
  unknownDemoPathResponse,
} from "@/lib/demo/model/models";
export { streamDemoCompletion } from "@/lib/demo/model/stream";
