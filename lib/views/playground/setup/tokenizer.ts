import type { TokenizerEncoding } from "@/lib/prompts/token-counter";

/** Counts a text's tokens. */
export type CountTokens = (text: string) => number;

/** Special tokens (`<|endoftext|>`) in a prompt are ordinary text, as an API counts them. */
const asText = { disallowedSpecial: new Set<string>() };

const loading = new Map<TokenizerEncoding, Promise<CountTokens>>();

function load(encoding: TokenizerEncoding): Promise<CountTokens> {
  const module =
    encoding === "o200k_base"
      ? import("gpt-tokenizer/encoding/o200k_base")
      : import("gpt-tokenizer/encoding/cl100k_base");
  return module.then(
    ({ countTokens }) =>
      (text: string) =>
        countTokens(text, asText),
  );
}

/**
 * The OpenAI tokenizer of one encoding, loaded on first use (its tables are large, so the page
 * fetches them only when an OpenAI-family model is chosen) and kept for the page's life.
 */
export function loadTokenizer(encoding: TokenizerEncoding): Promise<CountTokens> {
  const known = loading.get(encoding);
  if (known) return known;
  const started = load(encoding);
  loading.set(encoding, started);
  started.catch(() => loading.delete(encoding));
  return started;
}
