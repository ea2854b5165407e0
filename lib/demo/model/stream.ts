import { answerChatCompletion } from "@/lib/demo/model/answer";
import type { DemoChatRequest } from "@/lib/demo/model/chat-request-schema";
import { completionHead, functionCall, requestDigest } from "@/lib/demo/model/completion-body";
import { pacedStream } from "@/lib/demo/model/paced-stream";
import { splitPieces } from "@/lib/demo/model/split-pieces";

/** The keep-alive comment the demo sends first and then every 40 chunks, like OpenRouter's. */
const KEEP_ALIVE_COMMENT = ": DEMO PROCESSING\n\n";
const KEEP_ALIVE_EVERY = 40;
const DEFAULT_DELAY_MS = 4;
/** A slow answer's length in time, whatever `LOUPE_DEMO_DELAY_MS` says. */
const SLOW_ANSWER_MS = 10_000;
/** A slow answer's keep-alives: a run of them before the first token, then one every few chunks. */
const SLOW_LEADING_KEEP_ALIVES = 20;
const SLOW_KEEP_ALIVE_EVERY = 6;

/** How the demo stream is paced and stamped. */
export interface StreamOptions {
  /** Milliseconds between events; 0 sends them as fast as they are read. */
  delayMs?: number;
  /** The clock for `created`, in milliseconds since the epoch. */
  now?: () => number;
  /** Stops the stream early when the client goes away. */
  signal?: AbortSignal;
  /** Streams over about ten seconds with keep-alive gaps (`demo-slow`), ignoring `delayMs`. */
  slow?: boolean;
}

/** The delay from `LOUPE_DEMO_DELAY_MS` (0–1000), or 4 when it is unset or not a number. */
export function demoDelayMs(env: Record<string, string | undefined> = process.env): number {
  const text = env.LOUPE_DEMO_DELAY_MS;
  const value = Number(text);
  if (text === undefined || text.trim() === "" || Number.isNaN(value)) return DEFAULT_DELAY_MS;
  return Math.min(1000, Math.max(0, value));
}

/**
 * The SSE events of a streamed answer, in order, as OpenAI frames them: a comment, the role chunk,
 * content chunks of 1–8 characters, then (native) the tool call's head and its argument pieces,
 * with a keep-alive comment every 40 chunks; the finish chunk; the usage chunk only when
 * `stream_options.include_usage` asks for it (then every other chunk says `usage: null`); `[DONE]`.
 */
function buildStreamEvents(
  request: DemoChatRequest,
  now?: () => number,
  keepAlives = { leading: 1, every: KEEP_ALIVE_EVERY },
): string[] {
  const answer = answerChatCompletion(request);
  const { seed } = requestDigest(request);
  const includeUsage = request.stream_options?.include_usage === true;
  const head = completionHead(request, "chat.completion.chunk", now);
  const chunk = (delta: object, finishReason: string | null = null) =>
    data({
      ...head,
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
      ...(includeUsage ? { usage: null } : {}),
    });
  const deltas: string[] = splitPieces(answer.text, seed).map((piece) => chunk({ content: piece }));
  const { toolCall } = answer;
  if (toolCall) {
    const call = { index: 0, ...functionCall({ ...toolCall, arguments: "" }) };
    deltas.push(chunk({ tool_calls: [call] }));
    for (const piece of splitPieces(toolCall.arguments, seed + 1)) {
      deltas.push(chunk({ tool_calls: [{ index: 0, function: { arguments: piece } }] }));
    }
  }
  const events = [
    ...Array.from({ length: keepAlives.leading }, () => KEEP_ALIVE_COMMENT),
    chunk({ role: "assistant", content: "" }),
  ];
  deltas.forEach((delta, index) => {
    if (index > 0 && index % keepAlives.every === 0) events.push(KEEP_ALIVE_COMMENT);
    events.push(delta);
  });
  events.push(chunk({}, answer.finishReason));
  if (includeUsage) events.push(data({ ...head, choices: [], usage: answer.usage }));
  events.push("data: [DONE]\n\n");
  return events;
}

/**
 * Streams the demo model's answer as OpenAI-compatible SSE, one event per read, paced by
 * `delayMs` (a slow answer: spread over about ten seconds). Computed up front, so a bad request
 * throws here rather than mid-stream.
 */
export function streamDemoCompletion(request: DemoChatRequest, options: StreamOptions = {}) {
  const events = options.slow
    ? buildStreamEvents(request, options.now, {
        leading: SLOW_LEADING_KEEP_ALIVES,
        every: SLOW_KEEP_ALIVE_EVERY,
      })
    : buildStreamEvents(request, options.now);
  const delayMs = options.slow
    ? Math.round(SLOW_ANSWER_MS / events.length)
    : (options.delayMs ?? DEFAULT_DELAY_MS);
  return pacedStream(events, {
    delayMs,
    signal: options.signal,
  });
}

function data(value: object): string {
  return `data: ${JSON.stringify(value)}\n\n`;
}
