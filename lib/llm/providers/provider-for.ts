import type { ModelProvider, WireFormat } from "@/lib/llm/model-provider";
import { anthropicProvider } from "@/lib/llm/providers/anthropic";
import { ollamaProvider } from "@/lib/llm/providers/ollama";
import { openAiCompatibleProvider } from "@/lib/llm/providers/openai-compatible";

const providers: Record<WireFormat, ModelProvider> = {
  "openai-compatible": openAiCompatibleProvider,
  anthropic: anthropicProvider,
  ollama: ollamaProvider,
};

/** The provider that speaks a wire format. */
export function providerFor(wire: WireFormat): ModelProvider {
  return providers[wire];
}
