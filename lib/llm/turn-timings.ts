import type { EventPayloads } from "@/lib/events/types";
import type { AssembledAnswer } from "@/lib/llm/model-part";

/** What `llm.response.timings` records for one model call. */
export type TurnTimings = EventPayloads["llm.response"]["timings"];

/**
 * Characters per token of the estimate used when the provider reports no output tokens: about
 * four for English text (OpenAI's rule of thumb); code and other scripts differ, hence the flag.
 */
export const CHARACTERS_PER_TOKEN_ESTIMATE = 4;

/** The output tokens of an answer: the provider's count, else an estimate from its length. */
export function outputTokens(answer: AssembledAnswer): {
  count: number;
  source: "usage" | "estimate";
} {
  const reported = answer.usage?.output;
  if (reported !== undefined) return { count: reported, source: "usage" };
  const characters =
    answer.content.length +
    answer.reasoning.length +
    answer.toolCalls.reduce((total, call) => total + call.name.length + call.arguments.length, 0);
  return { count: Math.ceil(characters / CHARACTERS_PER_TOKEN_ESTIMATE), source: "estimate" };
}

/**
 * The timings of one call (milliseconds from the request start): time to the response headers
 * (`ttfbMs`), to the first text, reasoning or tool-call delta, to the end, and the output speed.
 * Tokens per second are the output tokens over the time from the first token to the end of a
 * stream, or over the whole call for a whole JSON answer (its tokens arrive all at once); absent
 * when that time or the count is zero.
 */
export function turnTimings(input: {
  ttfbMs?: number;
  firstTokenMs?: number;
  endMs: number;
  answer: AssembledAnswer;
  /** True when the answer came as one JSON body rather than a stream. */
  whole: boolean;
}): TurnTimings {
  const timings: TurnTimings = { endMs: input.endMs };
  if (input.ttfbMs !== undefined) timings.ttfbMs = input.ttfbMs;
  if (input.firstTokenMs === undefined) return timings;
  timings.firstTokenMs = input.firstTokenMs;
  const tokens = outputTokens(input.answer);
  timings.outputTokens = tokens.count;
  timings.outputTokensSource = tokens.source;
  const windowMs = input.whole ? input.endMs : input.endMs - input.firstTokenMs;
  if (windowMs > 0 && tokens.count > 0) {
    timings.tokensPerSecond = Math.round((tokens.count / (windowMs / 1000)) * 100) / 100;
  }
  return timings;
}
