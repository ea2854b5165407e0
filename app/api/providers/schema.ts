import { providerCreateSchema } from "@/lib/api/provider-input";

/**
 * Body of `POST /api/providers`: `{ name?, preset?: "openai" | "openrouter" | "deepseek" |
 * "anthropic" | "gemini" | "ollama" | "lm-studio" | "vllm" | "custom", kind?: "openai-compatible" |
 * "anthropic" | "ollama", baseUrl?, apiKey?, apiKeyEnv?, headers?, models?: string[],
 * modelDefaults?: { [model]: { temperature?, maxTokens?, stop?, extraBody? } } }`; a name or a
 * preset is required, a base URL unless the preset has one.
 */
export const createProviderSchema = providerCreateSchema;
