import {
  createSseFramer,
  type SseEndResult,
  type SseFramerOptions,
  type SseItem,
} from "@/lib/sse/sse-framer";

/** Where one pushed chunk sits in the byte stream. */
export interface ByteChunkPosition {
  /** Byte offset of the chunk's first byte in the stream. */
  offset: number;
  length: number;
}

/** The SSE framer fed with raw network bytes instead of text. */
export interface SseByteFramer {
  push(bytes: Uint8Array, chunkRef: number): ByteChunkPosition;
  end(): SseEndResult;
  /** Bytes pushed so far: the offset the next chunk will start at. */
  readonly byteLength: number;
}

/**
 * Wraps `createSseFramer` with a streaming UTF-8 decoder, so a character split across network
 * reads decodes whole, and tracks the byte offset of every chunk. A leading BOM is dropped.
 */
export function createSseByteFramer(
  onItem: (item: SseItem) => void,
  options: SseFramerOptions = {},
): SseByteFramer {
  const framer = createSseFramer(onItem, options);
  const decoder = new TextDecoder("utf-8");
  let byteLength = 0;
  let lastChunkRef: number | undefined;

  return {
    push(bytes, chunkRef) {
      const position = { offset: byteLength, length: bytes.byteLength };
      byteLength += bytes.byteLength;
      lastChunkRef = chunkRef;
      framer.push(decoder.decode(bytes, { stream: true }), chunkRef);
      return position;
    },
    end() {
      const rest = decoder.decode();
      if (rest.length > 0 && lastChunkRef !== undefined) framer.push(rest, lastChunkRef);
      return framer.end();
    },
    get byteLength() {
      return byteLength;
    },
  };
}
