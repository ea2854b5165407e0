import { anthropicSpec } from "@/lib/llm/providers/anthropic/spec";
import { geminiSpec } from "@/lib/llm/providers/gemini/spec";
import { ollamaSpec } from "@/lib/llm/providers/ollama/spec";
import { openAiCompatibleSpec } from "@/lib/llm/providers/openai-compatible/spec";
import { openAiResponsesSpec } from "@/lib/llm/providers/openai-responses/spec";
import { PROVIDER_KIND_LIST, type WireFormat } from "@/lib/llm/providers/provider-kinds";
import type { ProviderSpec } from "@/lib/llm/providers/provider-spec";

/**
 * The server side of each kind in `provider-kinds.ts`, by id: the compiler refuses a kind there
 * without its spec here, and a spec here for no kind there.
 */
const specs: { readonly [Kind in WireFormat]: ProviderSpec & { id: Kind } } = {
  "openai-compatible": openAiCompatibleSpec,
  anthropic: anthropicSpec,
  ollama: ollamaSpec,
  "openai-responses": openAiResponsesSpec,
  gemini: geminiSpec,
};

/** Every kind's spec, in the kinds' order. */
export const PROVIDER_SPECS: readonly ProviderSpec[] = PROVIDER_KIND_LIST.map(
  (kind) => specs[kind.id],
);

/** The spec of a kind. */
export function providerSpec(kind: WireFormat): ProviderSpec {
  return specs[kind];
}
