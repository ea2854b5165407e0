import type { ProviderPreset, ProviderPresetName } from "@/lib/api/provider-presets";
import type { Environment } from "@/lib/llm/provider-config";
import { ollamaHostUrl } from "@/lib/llm/providers/ollama/ollama-host";

/** Ollama's address when `OLLAMA_HOST` is not set. */
export const DEFAULT_OLLAMA_BASE_URL = "http://127.0.0.1:11434";

/** Every preset with its defaults; the Ollama base URL follows `OLLAMA_HOST` when it is set. */
export function providerPresets(env: Environment = process.env): ProviderPreset[] {
  return [
    {
      id: "openai",
      label: "OpenAI",
      kind: "openai-compatible",
      baseUrl: "https://api.openai.com/v1",
      apiKeyEnv: "OPENAI_API_KEY",
    },
    {
      id: "openrouter",
      label: "OpenRouter",
      kind: "openai-compatible",
      baseUrl: "https://openrouter.ai/api/v1",
      apiKeyEnv: "OPENROUTER_API_KEY",
    },
    {
      id: "deepseek",
      label: "DeepSeek",
      kind: "openai-compatible",
      baseUrl: "https://api.deepseek.com",
      apiKeyEnv: "DEEPSEEK_API_KEY",
    },
    {
      id: "anthropic",
      label: "Anthropic",
      kind: "anthropic",
      baseUrl: "https://api.anthropic.com",
      apiKeyEnv: "ANTHROPIC_API_KEY",
    },
    {
      id: "gemini",
      label: "Gemini",
      kind: "openai-compatible",
      baseUrl: "https://generativelanguage.googleapis.com/v1beta/openai",
      apiKeyEnv: "GEMINI_API_KEY",
    },
    {
      id: "ollama",
      label: "Ollama",
      kind: "ollama",
      baseUrl: ollamaHostUrl(env) ?? DEFAULT_OLLAMA_BASE_URL,
    },
    {
      id: "lm-studio",
      label: "LM Studio",
      kind: "openai-compatible",
      baseUrl: "http://127.0.0.1:1234/v1",
    },
    { id: "vllm", label: "vLLM", kind: "openai-compatible", baseUrl: "http://127.0.0.1:8000/v1" },
    { id: "custom", label: "OpenAI-compatible", kind: "openai-compatible" },
  ];
}

/** The preset named `id`. */
export function providerPreset(
  id: ProviderPresetName,
  env: Environment = process.env,
): ProviderPreset {
  const preset = providerPresets(env).find((candidate) => candidate.id === id);
  if (!preset) throw new Error(`unknown preset ${id}`);
  return preset;
}
