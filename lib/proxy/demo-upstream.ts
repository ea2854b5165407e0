import "server-only";
import {
  handleDemoChatRequest,
  handleDemoMessagesRequest,
  unknownDemoPathResponse,
} from "@/lib/demo/model";
import { createInProcessFetch } from "@/lib/http/in-process-fetch";

/** The path Loupe's demo model is served under, in-process. */
export const DEMO_UPSTREAM_PATH = "/api/demo/v1";

/**
 * A fetch that reaches the demo model's endpoints in this process (no TCP, no port to know):
 * its Chat Completions and Anthropic Messages, and its OpenAI-style 404 for every other path.
 */
export function demoUpstreamFetch(): typeof fetch {
  return createInProcessFetch([
    { pathPrefix: `${DEMO_UPSTREAM_PATH}/chat/completions`, handler: handleDemoChatRequest },
    { pathPrefix: `${DEMO_UPSTREAM_PATH}/messages`, handler: handleDemoMessagesRequest },
    {
      pathPrefix: DEMO_UPSTREAM_PATH,
      handler: async (request) => unknownDemoPathResponse(request),
    },
  ]);
}
