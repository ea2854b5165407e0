import type { ModelProvider } from "@/lib/llm/model-provider";
import type { WireFormat } from "@/lib/llm/providers/provider-kinds";
import { providerSpec } from "@/lib/llm/providers/provider-specs";

/** The provider that speaks a wire format. */
export function providerFor(wire: WireFormat): ModelProvider {
  return providerSpec(wire).provider;
}
