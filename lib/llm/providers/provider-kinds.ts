import { anthropicKind } from "@/lib/llm/providers/anthropic/kind";
import { geminiKind } from "@/lib/llm/providers/gemini/kind";
import { ollamaKind } from "@/lib/llm/providers/ollama/kind";
import { openAiCompatibleKind } from "@/lib/llm/providers/openai-compatible/kind";
import { openAiResponsesKind } from "@/lib/llm/providers/openai-responses/kind";
import type { ProviderKindInfo } from "@/lib/llm/providers/provider-kind-info";

/**
 * The provider kinds, in the order they are offered: the one list every other reads (the zod
 * enums, the settings page, the capture formats, the server's specs in `provider-specs.ts`).
 * Browser-safe: a kind's file here holds only its id, label and capture format.
 */
export const PROVIDER_KIND_LIST = [
  openAiCompatibleKind,
  anthropicKind,
  ollamaKind,
  openAiResponsesKind,
  geminiKind,
] as const;

/** The kinds' tuple type, for the types and tuples read from it. */
export type ProviderKindList = typeof PROVIDER_KIND_LIST;

/** The wire formats Loupe speaks; each has a provider folder in `lib/llm/providers/`. */
export type WireFormat = ProviderKindList[number]["id"];

/** The `id` of each member of a tuple, as a tuple. */
export type IdsOf<Members extends readonly unknown[]> = {
  readonly [Index in keyof Members]: Members[Index] extends { id: infer Id } ? Id : never;
};

/** The kind ids, in order, as a tuple a zod enum takes. */
export const PROVIDER_KINDS = PROVIDER_KIND_LIST.map(
  (kind) => kind.id,
) as unknown as IdsOf<ProviderKindList>;

/** The kind with this id. */
export function providerKindInfo(id: WireFormat): ProviderKindInfo {
  const kind = PROVIDER_KIND_LIST.find((candidate) => candidate.id === id);
  if (!kind) throw new Error(`unknown provider kind ${id}`);
  return kind;
}

/** How Loupe talks to a model: its own scripted demo, or a provider of one of the kinds above. */
export type ProviderKind = "demo" | WireFormat;
