import { createParser } from "eventsource-parser";

/** What an SSE reader has taken from a stream so far. */
export interface SseReceived {
  /** The `id` of each event, as numbers, in the order received. */
  ids: number[];
  /** The `event` name of each event. */
  kinds: string[];
  /** Comment lines (`: connected`, `: heartbeat`) without their colon, trimmed. */
  comments: string[];
  /** True once the stream has ended. */
  ended: boolean;
}

/**
 * Reads an SSE body the way a browser would, a read at a time, so a test can read part of a
 * stream, change the store, and read on. Keeps ids and names, not event data.
 */
export function sseReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const received: SseReceived = { ids: [], kinds: [], comments: [], ended: false };
  const parser = createParser({
    onEvent: (event) => {
      received.ids.push(Number(event.id));
      received.kinds.push(event.event ?? "message");
    },
    onComment: (comment) => received.comments.push(comment.trim()),
  });

  /** Takes one chunk from the stream; false once it has ended. */
  async function readOnce(): Promise<boolean> {
    const { value, done } = await reader.read();
    if (done) {
      received.ended = true;
      return false;
    }
    parser.feed(decoder.decode(value, { stream: true }));
    return true;
  }

  return {
    received,
    readOnce,
    /** Reads until `stop` holds or the stream ends. */
    async readUntil(stop: (received: SseReceived) => boolean): Promise<SseReceived> {
      while (!stop(received) && (await readOnce()));
      return received;
    },
    /** Cancels the stream, as a client that goes away does. */
    cancel: () => reader.cancel(),
  };
}
