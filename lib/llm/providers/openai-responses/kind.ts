import type { ProviderKindInfo } from "@/lib/llm/providers/provider-kind-info";

/** OpenAI's Responses API: its id, its name, and the SSE captures import as `openai-responses`. */
export const openAiResponsesKind = {
  id: "openai-responses",
  label: "OpenAI Responses",
  captureFormat: {
    id: "openai-responses",
    label: "OpenAI Responses SSE",
    framing: "sse",
    api: "OpenAI Responses",
  },
} as const satisfies ProviderKindInfo;
