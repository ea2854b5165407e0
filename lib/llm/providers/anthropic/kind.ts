import type { ProviderKindInfo } from "@/lib/llm/providers/provider-kind-info";

/** Anthropic's Messages API: its id, its name, and the SSE captures import as `anthropic`. */
export const anthropicKind = {
  id: "anthropic",
  label: "Anthropic",
  captureFormat: {
    id: "anthropic",
    label: "Anthropic Messages SSE",
    framing: "sse",
    api: "Anthropic Messages",
  },
} as const satisfies ProviderKindInfo;
