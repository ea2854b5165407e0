/** The scripted demo model: an OpenAI-compatible endpoint's logic, deterministic and offline. */
export { handleDemoChatRequest } from "@/lib/demo/model/handle-chat-request";
export {
  DEMO_MODELS,
  demoModelListResponse,
  demoModelResponse,
  unknownDemoPathResponse,
} from "@/lib/demo/model/models";
