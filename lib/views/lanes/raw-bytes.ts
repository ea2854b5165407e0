/** One row of a hex dump: 16 bytes at most. */
export interface HexDumpRow {
  /** Byte offset of the row's first byte in the response body. */
  offset: number;
  /** The bytes in hex, two digits each, separated by spaces. */
  hex: string;
  /** The bytes as ASCII, `.` for anything not printable. */
  ascii: string;
}

/** Bytes per hex dump row. */
export const HEX_ROW_BYTES = 16;

/** The bytes a `llm.chunk` event holds in base64 (works in the browser and in Node). */
export function decodeBase64(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

const escapes: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };
const decoder = new TextDecoder();

/**
 * A network read as one line of text: decoded as UTF-8 (a character cut by the read shows as
 * U+FFFD), line ends and other control characters written as escapes (`\n`, `\r`, `\x1b`), cut
 * at `maxLength` characters with an ellipsis.
 */
export function bytesPreview(bytes: Uint8Array, maxLength = 400): string {
  const text = decoder.decode(bytes.subarray(0, maxLength * 4));
  const shown = text.length > maxLength ? text.slice(0, maxLength) : text;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it shows.
  const escaped = shown.replace(/[\u0000-\u001f\u007f]/g, (character) => {
    return escapes[character] ?? `\\x${character.charCodeAt(0).toString(16).padStart(2, "0")}`;
  });
  return text.length > maxLength || bytes.length > maxLength * 4 ? `${escaped}…` : escaped;
}

/** The bytes as hex dump rows; `baseOffset` is where they start in the body. */
export function hexDump(bytes: Uint8Array, baseOffset = 0): HexDumpRow[] {
  const rows: HexDumpRow[] = [];
  for (let start = 0; start < bytes.length; start += HEX_ROW_BYTES) {
    const row = bytes.subarray(start, start + HEX_ROW_BYTES);
    let hex = "";
    let ascii = "";
    for (const byte of row) {
      hex += `${hex === "" ? "" : " "}${byte.toString(16).padStart(2, "0")}`;
      ascii += byte >= 0x20 && byte < 0x7f ? String.fromCharCode(byte) : ".";
    }
    rows.push({ offset: baseOffset + start, hex, ascii });
  }
  return rows;
}

/** The SSE items whose bytes chunk `chunkSeq` carried, from the lines' chunk references. */
export function sseSeqsOfChunk(
  lines: readonly { sseSeq: number; chunkSeqs?: readonly number[] }[],
  chunkSeq: number,
): number[] {
  const seqs: number[] = [];
  for (const line of lines) {
    if (line.chunkSeqs?.includes(chunkSeq) && seqs.at(-1) !== line.sseSeq) seqs.push(line.sseSeq);
  }
  return seqs;
}
