import type { ProviderKindInfo } from "@/lib/llm/providers/provider-kind-info";

/** Ollama's `/api/chat`: its id, its name, and the NDJSON captures import as `ollama`. */
export const ollamaKind = {
  id: "ollama",
  label: "Ollama",
  captureFormat: {
    id: "ollama",
    label: "Ollama NDJSON",
    framing: "ndjson",
    api: "Ollama chat and generate",
  },
} as const satisfies ProviderKindInfo;
