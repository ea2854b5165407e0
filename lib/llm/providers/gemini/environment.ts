import type { ProviderEnvironment } from "@/lib/llm/providers/provider-spec";

/**
 * No variable describes a Gemini provider: Loupe reads no Google key from its environment. A
 * Gemini provider is added on the Settings page.
 */
export const geminiEnvironment: ProviderEnvironment = {
  ids: [],
  read: () => [],
};
