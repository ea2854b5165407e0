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

/** Bytes in the UTF-8 sequence a lead byte starts, or 0 when the byte cannot start one. */
function sequenceLength(lead: number): number {
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

/** Whether `byte` may follow `lead` as its first continuation byte (UTF-8's narrowed ranges). */
function validSecondByte(lead: number, byte: number): boolean {
  if (lead === 0xe0) return byte >= 0xa0 && byte <= 0xbf;
  if (lead === 0xed) return byte >= 0x80 && byte <= 0x9f;
  if (lead === 0xf0) return byte >= 0x90 && byte <= 0xbf;
  if (lead === 0xf4) return byte >= 0x80 && byte <= 0x8f;
  return byte >= 0x80 && byte <= 0xbf;
}

/**
 * How many bytes at the end of `bytes` are the valid start of a UTF-8 character that the next
 * chunk may complete. A streaming decoder holds exactly these back; everything before them
 * decodes alone to the same text, replacement characters included.
 */
export function incompleteUtf8Tail(bytes: Uint8Array): number {
  const length = bytes.length;
  for (let back = 1; back <= 3 && back <= length; back += 1) {
    const lead = bytes[length - back] ?? 0;
    if ((lead & 0xc0) === 0x80) continue;
    if (sequenceLength(lead) <= back) return 0;
    if (back >= 2 && !validSecondByte(lead, bytes[length - back + 1] ?? 0)) return 0;
    // A third byte, when present, is a continuation byte: the loop only stepped over those.
    return back;
  }
  return 0;
}

/**
 * Wraps `createSseFramer` with a UTF-8 decoder, so a character split across network reads
 * decodes whole, and tracks the byte offset of every chunk. A leading BOM is dropped.
 *
 * Each chunk is decoded in one non-streaming call (the fast path of `TextDecoder`), with the
 * bytes of a character cut at its end held back for the next chunk.
 */
export function createSseByteFramer(
  onItem: (item: SseItem) => void,
  options: SseFramerOptions = {},
): SseByteFramer {
  const framer = createSseFramer(onItem, options);
  const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
  let heldBack: Uint8Array | undefined;
  let decodedAnything = false;
  let byteLength = 0;
  let lastChunkRef: number | undefined;

  function pushText(text: string, chunkRef: number): void {
    if (text.length === 0) return;
    if (!decodedAnything) {
      decodedAnything = true;
      if (text.charCodeAt(0) === 0xfeff) {
        framer.push(text.slice(1), chunkRef);
        return;
      }
    }
    framer.push(text, chunkRef);
  }

  return {
    push(bytes, chunkRef) {
      const position = { offset: byteLength, length: bytes.byteLength };
      byteLength += bytes.byteLength;
      lastChunkRef = chunkRef;
      let input = bytes;
      if (heldBack) {
        input = new Uint8Array(heldBack.length + bytes.length);
        input.set(heldBack);
        input.set(bytes, heldBack.length);
        heldBack = undefined;
      }
      const tail = incompleteUtf8Tail(input);
      if (tail > 0) {
        heldBack = input.slice(input.length - tail);
        input = input.subarray(0, input.length - tail);
      }
      if (input.length > 0) pushText(decoder.decode(input), chunkRef);
      return position;
    },
    end() {
      if (heldBack && lastChunkRef !== undefined) pushText(decoder.decode(heldBack), lastChunkRef);
      heldBack = undefined;
      return framer.end();
    },
    get byteLength() {
      return byteLength;
    },
  };
}
