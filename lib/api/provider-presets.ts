import type { WireFormat } from "@/lib/llm/providers/provider-kinds";

/** The providers the settings page offers ready-made, and `custom` for any other base URL. */
export const PROVIDER_PRESETS = [
  "openai",
  "openrouter",
  "deepseek",
  "anthropic",
  "gemini",
  "ollama",
  "lm-studio",
  "vllm",
  "custom",
] as const;

/** One of {@link PROVIDER_PRESETS}. */
export type ProviderPresetName = (typeof PROVIDER_PRESETS)[number];

/** What a preset fills in when a provider is added with it. */
export interface ProviderPreset {
  id: ProviderPresetName;
  label: string;
  kind: WireFormat;
  /** Undefined for `custom`: the base URL must be given. */
  baseUrl?: string;
  /** The environment variable the key is read from when none is typed in. */
  apiKeyEnv?: string;
}
