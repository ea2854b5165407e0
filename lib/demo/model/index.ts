/**
 * The scripted demo model: the logic of an OpenAI-compatible and an Anthropic Messages endpoint,
 * deterministic and offline.
 */
export { handleDemoChatRequest } from "@/lib/demo/model/handle-chat-request";
export { handleDemoMessagesRequest } from "@/lib/demo/model/handle-messages-request";
export {
  DEMO_MODELS,
  demoModelListResponse,
  demoModelResponse,
  unknownDemoPathResponse,
} from "@/lib/demo/model/models";
