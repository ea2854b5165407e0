/** A finish reason as the page shows it: plain words, with the raw value kept beside them. */
export interface FinishReasonWords {
  /** What happened, for a person: "the model finished". */
  words: string;
  /** The value the provider (or Loupe) recorded, e.g. `stop`. */
  raw: string;
}

const wordsByReason: Record<string, string> = {
  stop: "the model finished",
  end_turn: "the model finished",
  stop_sequence: "a stop sequence ended it",
  length: "the token limit cut it",
  max_tokens: "the token limit cut it",
  tool_calls: "the model called a tool",
  tool_use: "the model called a tool",
  function_call: "the model called a tool",
  content_filter: "the provider's content filter cut it",
  refusal: "the model refused",
  pause_turn: "the provider paused the turn",
  "stopped-by-host": "the host stopped reading after the action",
  cancelled: "the request was cancelled",
  error: "an error ended it",
};

/**
 * Puts a finish reason in plain words (`stop` → "the model finished"); a value Loupe does not
 * know keeps its raw text as the words. Null when there is no reason to show.
 */
export function describeFinishReason(raw: string | undefined | null): FinishReasonWords | null {
  if (raw === undefined || raw === null || raw === "") return null;
  const known = Object.hasOwn(wordsByReason, raw) ? wordsByReason[raw] : undefined;
  return { words: known ?? `the provider said ${raw}`, raw };
}
