import { answerChatCompletion } from "@/lib/demo/model/answer";
import { DEMO_FINGERPRINT, requestDigest } from "@/lib/demo/model/completion-body";
import type { DemoChatRequest } from "@/lib/demo/model/request";
import { splitPieces } from "@/lib/demo/model/split-pieces";

/** The keep-alive comment the demo sends first and then every {@link KEEP_ALIVE_EVERY} chunks, like OpenRouter's. */
export const KEEP_ALIVE_COMMENT = ": DEMO PROCESSING\n\n";

/** How many content chunks pass between keep-alive comments. */
export const KEEP_ALIVE_EVERY = 40;

/** Pause between SSE events when nothing else is configured, so a UI sees the answer arrive. */
export const DEFAULT_DELAY_MS = 4;

/** How the demo stream is paced and stamped. */
export interface StreamOptions {
  /** Milliseconds between events; 0 sends them as fast as they are read. */
  delayMs?: number;
  /** The clock for `created`, in milliseconds since the epoch. */
  now?: () => number;
  /** Stops the stream early when the client goes away. */
  signal?: AbortSignal;
}

/** The delay from `LOUPE_DEMO_DELAY_MS` (0–1000), or the default when it is unset or not a number. */
export function demoDelayMs(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.LOUPE_DEMO_DELAY_MS);
  if (
    env.LOUPE_DEMO_DELAY_MS === undefined ||
    env.LOUPE_DEMO_DELAY_MS.trim() === "" ||
    Number.isNaN(value)
  ) {
    return DEFAULT_DELAY_MS;
  }
  return Math.min(1000, Math.max(0, value));
}

/**
 * The SSE events of a streamed answer, in order: a comment, the role chunk, content chunks of 1–8
 * characters with a keep-alive comment every 40, the finish chunk, the usage chunk, then `[DONE]`.
 */
export function buildStreamEvents(
  request: DemoChatRequest,
  options: Pick<StreamOptions, "now"> = {},
): string[] {
  const answer = answerChatCompletion(request);
  const { id, seed } = requestDigest(request);
  const created = Math.floor((options.now ?? Date.now)() / 1000);
  const base = {
    id,
    object: "chat.completion.chunk",
    created,
    model: request.model,
    system_fingerprint: DEMO_FINGERPRINT,
  };
  const chunk = (delta: object, finishReason: string | null) =>
    data({ ...base, choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }] });
  const events = [KEEP_ALIVE_COMMENT, chunk({ role: "assistant", content: "" }, null)];
  splitPieces(answer.text, seed).forEach((piece, index) => {
    if (index > 0 && index % KEEP_ALIVE_EVERY === 0) events.push(KEEP_ALIVE_COMMENT);
    events.push(chunk({ content: piece }, null));
  });
  events.push(chunk({}, answer.finishReason));
  events.push(data({ ...base, choices: [], usage: answer.usage }));
  events.push("data: [DONE]\n\n");
  return events;
}

/**
 * Streams the demo model's answer as OpenAI-compatible SSE, one event per enqueued chunk, paced by
 * `delayMs`. Computed up front, so a bad request throws here rather than mid-stream.
 */
export function streamChatCompletion(
  request: DemoChatRequest,
  options: StreamOptions = {},
): ReadableStream<Uint8Array> {
  const events = buildStreamEvents(request, options);
  const delayMs = options.delayMs ?? DEFAULT_DELAY_MS;
  const encoder = new TextEncoder();
  let index = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (index > 0 && delayMs > 0) await sleep(delayMs);
        const event = events[index];
        if (event === undefined || options.signal?.aborted) {
          controller.close();
          return;
        }
        index += 1;
        controller.enqueue(encoder.encode(event));
        if (index === events.length) controller.close();
      },
    },
    { highWaterMark: 0 },
  );
}

function data(value: object): string {
  return `data: ${JSON.stringify(value)}\n\n`;
}

function sleep(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}
