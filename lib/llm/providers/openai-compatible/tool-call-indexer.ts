import type { ModelPart } from "@/lib/llm/model-part";
import type { ToolCallFragment } from "@/lib/llm/providers/openai-compatible/chunk-parts";

/** Gives every tool-call fragment of one stream the index of the call it belongs to. */
export interface ToolCallIndexer {
  place(fragment: ToolCallFragment): Extract<ModelPart, { type: "tool-call-delta" }>;
}

/**
 * Creates an indexer for the ways servers number tool calls: by index (Anthropic-backed gateways
 * start at 1); without an index (Mistral: the call with that id, or else the last call); or every
 * call at index 0 (a new id there means a new call).
 */
export function createToolCallIndexer(): ToolCallIndexer {
  const idsByIndex = new Map<number, string | undefined>();
  let lastIndex: number | undefined;

  const nextFreeIndex = () => (idsByIndex.size === 0 ? 0 : Math.max(...idsByIndex.keys()) + 1);
  const indexOfId = (id: string) =>
    [...idsByIndex.entries()].find(([, knownId]) => knownId === id)?.[0];

  function resolveIndex(id: string | undefined, index: number | undefined): number {
    if (index !== undefined) {
      const existingId = idsByIndex.get(index);
      if (existingId !== undefined && id !== undefined && existingId !== id) {
        return indexOfId(id) ?? nextFreeIndex();
      }
      return index;
    }
    if (id !== undefined) return indexOfId(id) ?? nextFreeIndex();
    return lastIndex ?? 0;
  }

  return {
    place(fragment) {
      const index = resolveIndex(fragment.id, fragment.index);
      lastIndex = index;
      if (!idsByIndex.has(index) || idsByIndex.get(index) === undefined) {
        idsByIndex.set(index, fragment.id);
      }
      const { index: _unused, ...rest } = fragment;
      return { ...rest, index };
    },
  };
}
