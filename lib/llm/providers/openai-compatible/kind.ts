import type { ProviderKindInfo } from "@/lib/llm/providers/provider-kind-info";

/** OpenAI chat completions: its id, its name, and the SSE captures import as `openai`. */
export const openAiCompatibleKind = {
  id: "openai-compatible",
  label: "OpenAI-compatible",
  captureFormat: {
    id: "openai",
    label: "OpenAI-compatible SSE",
    framing: "sse",
    api: "OpenAI-compatible",
  },
} as const satisfies ProviderKindInfo;
