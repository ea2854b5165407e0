/** A request body as the proxy sends it on, and the part of it a capture records. */
export interface RecordedRequestBody {
  /** The body's first bytes, at most the limit, as text (what `llm.request.body` records). */
  text: string;
  /** The whole body again, to send upstream: the bytes read first, then the rest as it arrives. */
  forwarded: ReadableStream<Uint8Array>;
  /** Bytes sent upstream so far (the whole size once `forwarded` has ended). */
  bytes(): number;
  /** True when the body is larger than what `text` records. */
  cut(): boolean;
}

/**
 * Reads a request body's first `limit` bytes to record them, and gives the whole body back as a
 * stream that sends those bytes and then the rest as the client sends it, so a body of any size
 * goes upstream while the memory held is bounded by the limit.
 */
export async function recordRequestBody(
  body: ReadableStream<Uint8Array>,
  limit: number,
): Promise<RecordedRequestBody> {
  const reader = body.getReader();
  const head: Uint8Array[] = [];
  let headBytes = 0;
  let ended = false;
  while (headBytes <= limit) {
    const { done, value } = await reader.read();
    if (done) {
      ended = true;
      break;
    }
    head.push(value);
    headBytes += value.byteLength;
  }
  const recorded = Buffer.concat(head).subarray(0, limit);
  let sent = 0;
  const forwarded = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = head.shift() ?? (ended ? undefined : await readRest(reader));
      if (next === undefined) {
        controller.close();
        return;
      }
      sent += next.byteLength;
      controller.enqueue(next);
    },
    cancel(reason) {
      reader.cancel(reason).catch(() => {});
    },
  });
  return {
    text: new TextDecoder().decode(recorded),
    forwarded,
    bytes: () => sent,
    cut: () => Math.max(sent, headBytes) > limit,
  };
}

async function readRest(
  reader: ReadableStreamDefaultReader<Uint8Array>,
): Promise<Uint8Array | undefined> {
  const { done, value } = await reader.read();
  return done ? undefined : value;
}
