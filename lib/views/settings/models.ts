import type { ProviderModelInfo } from "@/lib/api/providers";

/** One row of the models checklist. */
export interface ModelChoice {
  id: string;
  /** The provider's display name, when it differs from the id. */
  label?: string;
  /** What the listing says about it: context length, size, quantization, owner. */
  detail: string;
  chosen: boolean;
  /** False for a chosen model the provider's listing no longer has (or not yet fetched). */
  listed: boolean;
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
  if (bytes >= 1024 ** 2) return `${Math.round(bytes / 1024 ** 2)} MB`;
  return `${bytes} B`;
}

function formatContext(tokens: number): string {
  if (tokens >= 1000 && tokens % 1000 === 0) return `${tokens / 1000}k context`;
  if (tokens >= 1024 && tokens % 1024 === 0) return `${tokens / 1024}K context`;
  return `${tokens} context`;
}

/** What a listing says about one model, in a line (`200k context · 8B Q4_0 · 4.7 GB · openai`). */
export function describeModelInfo(model: ProviderModelInfo): string {
  const parts: string[] = [];
  if (model.contextLength !== undefined) parts.push(formatContext(model.contextLength));
  const shape = [model.parameterSize, model.quantization].filter(Boolean).join(" ");
  if (shape) parts.push(shape);
  if (model.size !== undefined) parts.push(formatBytes(model.size));
  if (model.ownedBy) parts.push(model.ownedBy);
  return parts.join(" · ");
}

/**
 * The checklist: chosen models the listing lacks first (still chosen, marked unlisted), then
 * the listing in its order, each marked chosen or not.
 */
export function modelChoices(
  listed: readonly ProviderModelInfo[] | undefined,
  chosen: readonly string[],
): ModelChoice[] {
  const chosenSet = new Set(chosen);
  const listedIds = new Set((listed ?? []).map((model) => model.id));
  const unlisted: ModelChoice[] = chosen
    .filter((id) => !listedIds.has(id))
    .map((id) => ({ id, detail: "", chosen: true, listed: false }));
  const fromListing: ModelChoice[] = (listed ?? []).map((model) => ({
    id: model.id,
    ...(model.label && model.label !== model.id ? { label: model.label } : {}),
    detail: describeModelInfo(model),
    chosen: chosenSet.has(model.id),
    listed: true,
  }));
  return [...unlisted, ...fromListing];
}

/** The choices whose id or label holds every word of the query (any case). */
export function filterModelChoices(choices: readonly ModelChoice[], query: string): ModelChoice[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...choices];
  return choices.filter((choice) => {
    const text = `${choice.id} ${choice.label ?? ""}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** The chosen models with `id` added (at the end) or removed. */
export function toggleModel(chosen: readonly string[], id: string, on: boolean): string[] {
  const without = chosen.filter((model) => model !== id);
  return on ? [...without, id] : without;
}

/** Whether two choices of models hold the same names, in any order. */
export function sameModels(left: readonly string[], right: readonly string[]): boolean {
  if (left.length !== right.length) return false;
  const set = new Set(left);
  return right.every((model) => set.has(model));
}

/** The id the playground's model picker uses for a provider's model. */
export function pickerModelId(providerId: string, model: string): string {
  return `${providerId}:${model}`;
}
