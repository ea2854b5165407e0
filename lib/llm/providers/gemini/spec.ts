import { geminiProvider } from "@/lib/llm/providers/gemini";
import { geminiEnvironment } from "@/lib/llm/providers/gemini/environment";
import { geminiKind } from "@/lib/llm/providers/gemini/kind";
import { geminiModelListing } from "@/lib/llm/providers/gemini/model-listing";
import type { ProviderSpec } from "@/lib/llm/providers/provider-spec";

/** Google's Gemini API: its request and chunks, no variables of its own, its `GET /models`. */
export const geminiSpec = {
  ...geminiKind,
  provider: geminiProvider,
  environment: geminiEnvironment,
  modelListing: geminiModelListing,
} satisfies ProviderSpec;
