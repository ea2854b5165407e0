import { DEFAULT_MAX_LINE_LENGTH } from "@/lib/sse/sse-framer";

/** One non-blank line of an NDJSON body, with the network reads that carried it. */
export interface NdjsonLine {
  type: "line";
  /** The line without its terminator (`\n` or `\r\n`). */
  text: string;
  /** 1-based line number in the body. */
  lineNumber: number;
  chunkRefs: number[];
}

/** A line over the size limit: its text is dropped so memory stays bounded. */
export interface NdjsonLineError {
  type: "error";
  message: string;
  lineNumber: number;
  chunkRefs: number[];
}

/** Splits NDJSON bytes into lines as they arrive. */
export interface NdjsonByteFramer {
  push(bytes: Uint8Array, chunkRef: number): void;
  /** Reports a last line without a terminator; says whether the body stopped mid-line. */
  end(): { endedMidLine: boolean };
}

/**
 * Creates a framer for newline-delimited JSON (Ollama's native API and other NDJSON streams):
 * a streaming UTF-8 decoder, one item per non-blank line, each pointing at its network reads.
 */
export function createNdjsonByteFramer(
  onItem: (item: NdjsonLine | NdjsonLineError) => void,
  { maxLineLength = DEFAULT_MAX_LINE_LENGTH }: { maxLineLength?: number } = {},
): NdjsonByteFramer {
  const decoder = new TextDecoder("utf-8");
  let buffer = "";
  let lineNumber = 1;
  let refs: number[] = [];
  let overflowing = false;

  const addRef = (chunkRef: number) => {
    if (refs.at(-1) !== chunkRef) refs.push(chunkRef);
  };

  function finishLine(): void {
    const text = buffer.endsWith("\r") ? buffer.slice(0, -1) : buffer;
    if (!overflowing && text.trim() !== "") {
      onItem({ type: "line", text, lineNumber, chunkRefs: refs });
    }
    buffer = "";
    refs = [];
    overflowing = false;
    lineNumber += 1;
  }

  function take(text: string, chunkRef: number): void {
    let start = 0;
    while (start < text.length) {
      const newline = text.indexOf("\n", start);
      const piece = newline === -1 ? text.slice(start) : text.slice(start, newline);
      if (piece.length > 0 || newline !== -1) addRef(chunkRef);
      if (!overflowing) {
        buffer += piece;
        if (buffer.length > maxLineLength) {
          overflowing = true;
          buffer = "";
          onItem({
            type: "error",
            message: `Line ${lineNumber} of the NDJSON body is longer than ${maxLineLength} characters; Loupe stopped reading it.`,
            lineNumber,
            chunkRefs: [...refs],
          });
        }
      }
      if (newline === -1) return;
      finishLine();
      start = newline + 1;
    }
  }

  let lastChunkRef: number | undefined;
  return {
    push(bytes, chunkRef) {
      lastChunkRef = chunkRef;
      take(decoder.decode(bytes, { stream: true }), chunkRef);
    },
    end() {
      const rest = decoder.decode();
      if (rest.length > 0 && lastChunkRef !== undefined) take(rest, lastChunkRef);
      const endedMidLine = buffer.length > 0 || overflowing;
      if (endedMidLine) finishLine();
      return { endedMidLine };
    },
  };
}
