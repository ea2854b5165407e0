import { answerChatCompletion } from "@/lib/demo/model/answer";
import type { DemoChatRequest } from "@/lib/demo/model/chat-request-schema";
import { completionHead, functionCall, requestDigest } from "@/lib/demo/model/completion-body";
import { pacedStream } from "@/lib/demo/model/paced-stream";
import { splitPieces } from "@/lib/demo/model/split-pieces";

/** The keep-alive comment the demo sends first and then every 40 chunks, like OpenRouter's. */
const KEEP_ALIVE_COMMENT = ": DEMO PROCESSING\n\n";
const KEEP_ALIVE_EVERY = 40;
const DEFAULT_DELAY_MS = 4;

/** How the demo stream is paced and stamped. */
export interface StreamOptions {
  /** Milliseconds between events; 0 sends them as fast as they are read. */
  delayMs?: number;
  /** The clock for `created`, in milliseconds since the epoch. */
  now?: () => number;
  /** Stops the stream early when the client goes away. */
  signal?: AbortSignal;
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
function buildStreamEvents(request: DemoChatRequest, now?: () => number): string[] {
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
  const events = [KEEP_ALIVE_COMMENT, chunk({ role: "assistant", content: "" })];
  deltas.forEach((delta, index) => {
    if (index > 0 && index % KEEP_ALIVE_EVERY === 0) events.push(KEEP_ALIVE_COMMENT);
    events.push(delta);
  });
  events.push(chunk({}, answer.finishReason));
  if (includeUsage) events.push(data({ ...head, choices: [], usage: answer.usage }));
  events.push("data: [DONE]\n\n");
  return events;
}

/**
 * Streams the demo model's answer as OpenAI-compatible SSE, one event per read, paced by
 * `delayMs`. Computed up front, so a bad request throws here rather than mid-stream.
 */
export function streamDemoCompletion(request: DemoChatRequest, options: StreamOptions = {}) {
  const events = buildStreamEvents(request, options.now);
  return pacedStream(events, {
    delayMs: options.delayMs ?? DEFAULT_DELAY_MS,
    signal: options.signal,
  });
}

function data(value: object): string {
  return `data: ${JSON.stringify(value)}\n\n`;
}
