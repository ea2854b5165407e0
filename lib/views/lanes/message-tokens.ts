import type { CountTokens } from "@/lib/views/playground/setup/tokenizer";

/**
 * A counter that remembers each text's count: a long request re-sends every earlier message each
 * turn, so looking at turn after turn counts only what is new.
 */
export function rememberingCounter(count: CountTokens): CountTokens {
  const known = new Map<string, number>();
  return (text) => {
    const remembered = known.get(text);
    if (remembered !== undefined) return remembered;
    const counted = count(text);
    known.set(text, counted);
    return counted;
  };
}

/** Each message's tokens, by `count`, and their total (the sum of the rows). */
export function messageTokens<Message extends { text: string }>(
  messages: readonly Message[],
  count: CountTokens,
): { rows: Array<Message & { tokens: number }>; total: number } {
  const rows = messages.map((message) => ({ ...message, tokens: count(message.text) }));
  return { rows, total: rows.reduce((sum, row) => sum + row.tokens, 0) };
}

/** A count as the Request lane shows it: `~12 tokens · ≈ estimate` or `12 tokens (o200k_base)`. */
export function tokensText(tokens: number, label: string): string {
  const count = tokens.toLocaleString("en-US");
  return label.startsWith("≈") ? `~${count} tokens · ${label}` : `${count} ${label}`;
}
