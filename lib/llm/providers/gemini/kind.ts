import type { ProviderKindInfo } from "@/lib/llm/providers/provider-kind-info";

/** Google's Gemini API (`streamGenerateContent`): its id, its name, and the SSE captures import as `gemini`. */
export const geminiKind = {
  id: "gemini",
  label: "Gemini",
  captureFormat: {
    id: "gemini",
    label: "Gemini streamGenerateContent SSE",
    framing: "sse",
    api: "Gemini streamGenerateContent (alt=sse)",
  },
} as const satisfies ProviderKindInfo;
