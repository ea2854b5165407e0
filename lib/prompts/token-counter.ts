import type { ModelListing } from "@/lib/api/models";

/** The OpenAI tokenizer encodings Loupe counts with (`gpt-tokenizer`'s per-encoding entry points). */
export type TokenizerEncoding = "o200k_base" | "cl100k_base";

/**
 * How a prompt's tokens are counted for a model: the OpenAI family's tokenizer by the model's
 * encoding, the provider's own count endpoint (Anthropic's `count_tokens`), or an estimate
 * (about four characters a token) when neither applies.
 */
export type TokenCounter =
  | { kind: "tokenizer"; encoding: TokenizerEncoding }
  | { kind: "anthropic" }
  | { kind: "estimate" };

/** Models on o200k_base: GPT-4o, 4.1, 4.5, 5 and the o-series. */
const O200K = /^(chatgpt-4o|gpt-4o|gpt-4\.1|gpt-4\.5|gpt-5|o1|o3|o4)(\b|[-.:_])/;
/** Models on cl100k_base: GPT-4 and GPT-3.5. */
const CL100K = /^(gpt-4|gpt-3\.5|gpt-35)(\b|[-.:_])/;

/**
 * The model's own name in a picker id: after the provider's `<id>:` prefix and any
 * `vendor/` path (`openrouter:openai/gpt-4o` → `gpt-4o`), lower-cased.
 */
export function modelName(id: string): string {
  const colon = id.indexOf(":");
  const rest = colon < 0 ? id : id.slice(colon + 1);
  return rest.slice(rest.lastIndexOf("/") + 1).toLowerCase();
}

/**
 * The counter for a model: its OpenAI encoding when its name is an OpenAI model's (whatever
 * provider serves it), Anthropic's count endpoint for an Anthropic model, else an estimate.
 */
export function tokenCounterFor(model: Pick<ModelListing, "id" | "provider">): TokenCounter {
  if (model.provider === "demo") return { kind: "estimate" };
  const name = modelName(model.id);
  if (O200K.test(name)) return { kind: "tokenizer", encoding: "o200k_base" };
  if (CL100K.test(name)) return { kind: "tokenizer", encoding: "cl100k_base" };
  if (model.provider === "anthropic") return { kind: "anthropic" };
  return { kind: "estimate" };
}

/** What a count says beside it: `tokens (o200k_base)`, `tokens (Anthropic count_tokens)`, `≈ estimate`. */
export function counterLabel(counter: TokenCounter): string {
  switch (counter.kind) {
    case "tokenizer":
      return `tokens (${counter.encoding})`;
    case "anthropic":
      return "tokens (Anthropic count_tokens)";
    case "estimate":
      return "≈ estimate";
  }
}
