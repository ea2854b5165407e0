/** What one streamed event of the upstream looks like: a Chat Completions chunk of text. */
function sseEvent(index: number): string {
  const chunk = {
    id: "chatcmpl-bench",
    object: "chat.completion.chunk",
    created: 1_767_225_600,
    model: "bench",
    choices: [
      {
        index: 0,
        delta: { content: `piece ${index} of the benchmark's answer. ` },
        finish_reason: null,
      },
    ],
  };
  return `data: ${JSON.stringify(chunk)}\n\n`;
}

const closing = `data: ${JSON.stringify({
  id: "chatcmpl-bench",
  object: "chat.completion.chunk",
  choices: [{ index: 0, delta: {}, finish_reason: "stop" }],
})}\n\ndata: [DONE]\n\n`;

/**
 * The SSE body the benchmark's upstream streams for `?bytes=N`: whole Chat Completions chunks
 * of text until N bytes, then the finish chunk and `[DONE]`, so a capture assembles it.
 */
export function upstreamBody(bytes: number): Buffer {
  const events: string[] = [];
  let size = 0;
  for (let index = 0; size < bytes; index += 1) {
    const event = sseEvent(index);
    events.push(event);
    size += Buffer.byteLength(event);
  }
  return Buffer.from(events.join("") + closing);
}

/** How long the first event is: the upstream writes it on its own, right after the headers. */
export const firstEventBytes = Buffer.byteLength(sseEvent(0));
