import { ollamaProvider } from "@/lib/llm/providers/ollama";
import { ollamaEnvironment } from "@/lib/llm/providers/ollama/environment";
import { ollamaKind } from "@/lib/llm/providers/ollama/kind";
import { ollamaModelListing } from "@/lib/llm/providers/ollama/model-listing";
import type { ProviderSpec } from "@/lib/llm/providers/provider-spec";

/** Ollama's `/api/chat`: its request and frames, `OLLAMA_HOST`, its `GET /api/tags`. */
export const ollamaSpec = {
  ...ollamaKind,
  provider: ollamaProvider,
  environment: ollamaEnvironment,
  modelListing: ollamaModelListing,
} satisfies ProviderSpec;
