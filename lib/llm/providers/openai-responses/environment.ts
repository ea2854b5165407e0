import type { ProviderEnvironment } from "@/lib/llm/providers/provider-spec";

/**
 * No variable describes a Responses API provider: `OPENAI_API_KEY` already describes OpenAI as
 * an OpenAI-compatible one, and a second entry for the same key would only repeat its models. A
 * Responses provider is added on the Settings page.
 */
export const openAiResponsesEnvironment: ProviderEnvironment = {
  ids: [],
  read: () => [],
};
