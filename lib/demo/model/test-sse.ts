import { createParser } from "eventsource-parser";

/** One parsed SSE item: a comment line or a `data:` event. */
export type SseItem = { comment: string } | { data: string };

/** Reads a byte stream to the end, keeping each chunk as text and the SSE items it frames (for tests). */
export async function readSse(
  stream: ReadableStream<Uint8Array>,
): Promise<{ chunks: string[]; items: SseItem[] }> {
  const chunks: string[] = [];
  const items: SseItem[] = [];
  const parser = createParser({
    onComment: (comment) => items.push({ comment }),
    onEvent: (event) => items.push({ data: event.data }),
  });
  const decoder = new TextDecoder();
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const text = decoder.decode(value, { stream: true });
    chunks.push(text);
    parser.feed(text);
  }
  return { chunks, items };
}
