/** Why the answer ended, as OpenAI reports it. */
export type FinishReason = "stop" | "length";

/** The answer after `stop` sequences and the token limit were applied. */
export interface LimitedText {
  text: string;
  finishReason: FinishReason;
}

/**
 * Cuts the answer at the first stop sequence (finish reason `stop`), then at the token limit
 * (estimated as four characters a token; finish reason `length`), as a provider would.
 */
export function applyLimits(
  text: string,
  stop: string | readonly string[] | null | undefined,
  maxTokens: number | null | undefined,
): LimitedText {
  const sequences = (typeof stop === "string" ? [stop] : (stop ?? [])).filter(
    (sequence) => sequence !== "",
  );
  const cut = Math.min(
    ...sequences.map((sequence) => text.indexOf(sequence)).filter((index) => index !== -1),
  );
  const stopped = Number.isFinite(cut) ? text.slice(0, cut) : text;
  if (maxTokens === null || maxTokens === undefined) return { text: stopped, finishReason: "stop" };
  const characters = Array.from(stopped);
  const limit = Math.max(0, Math.floor(maxTokens)) * 4;
  if (characters.length <= limit) return { text: stopped, finishReason: "stop" };
  return { text: characters.slice(0, limit).join(""), finishReason: "length" };
}

/** A rough token count, as the demo reports usage: one token per four characters, rounded up. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}
