import type { EventPayloads } from "@/lib/events/types";
import type { RecordingFeed } from "@/lib/proxy/recording-feed";

/** How handing an answer to the client ended, and how many bytes it was handed. */
export interface RelayEnd {
  how: Exclude<EventPayloads["capture.exchange"]["end"], "unreachable">;
  responseBytes: number;
}

/** The client's copy of an upstream answer, and how to stop it when the client has gone. */
export interface AnswerRelay {
  /** The body to answer with; null for a status that has none (204, 205, 304). */
  body: ReadableStream<Uint8Array> | null;
  /** The client went away: stop reading the upstream and end as `client-disconnected`. */
  clientGone(): void;
}

const NULL_BODY_STATUSES = new Set([204, 205, 304]);

/**
 * Hands an upstream answer to the client as it arrives, never buffered: the upstream body is
 * read only when the client's stream pulls (so a client that does not read holds it back), and
 * each read goes to the recording feed as it goes to the client. `onEnd` is told once how it
 * ended: read to its end, the client cancelled (the upstream read is cancelled too), or the
 * upstream broke off (the client's stream errors the same way), never before `relayAnswer` has
 * returned. `onFirstBytes` is told when the first read is handed to the client.
 */
export function relayAnswer(
  response: Response,
  feed: RecordingFeed,
  onEnd: (end: RelayEnd) => void,
  onFirstBytes?: () => void,
): AnswerRelay {
  const reader = response.body?.getReader();
  let responseBytes = 0;
  let ended = false;
  const end = (how: RelayEnd["how"]) => {
    if (ended) return;
    ended = true;
    if (how === "complete") feed.close();
    onEnd({ how, responseBytes });
  };
  const clientGone = () => {
    if (ended) return;
    reader?.cancel().catch(() => {});
    end("client-disconnected");
    feed.abort(new Error("the client disconnected"));
  };
  if (NULL_BODY_STATUSES.has(response.status) || !reader) {
    reader?.cancel().catch(() => {});
    // Told after this returns, as every other end is, so the caller holds the relay by then.
    queueMicrotask(() => end("complete"));
    return { body: null, clientGone };
  }
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      let read: ReadableStreamReadResult<Uint8Array>;
      try {
        read = await reader.read();
      } catch (error) {
        feed.fail(error);
        end("upstream-failed");
        controller.error(error);
        return;
      }
      if (read.done) {
        end("complete");
        controller.close();
        return;
      }
      if (responseBytes === 0) onFirstBytes?.();
      responseBytes += read.value.byteLength;
      controller.enqueue(read.value);
      feed.push(read.value);
    },
    cancel: clientGone,
  });
  return { body, clientGone };
}
