import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** The recorded provider responses kept in the repository (see its README.md and NOTICE). */
export const llmStreamFixturesDirectory = path.resolve(process.cwd(), "test/fixtures/llm-streams");

/** Files of one provider family (`openai`, `anthropic`, ...), sorted, as paths relative to the directory. */
export function listFixtureFiles(family: string): string[] {
  return readdirSync(path.join(llmStreamFixturesDirectory, family))
    .sort()
    .map((name) => `${family}/${name}`);
}

/** A fixture's text. */
export function readFixture(relativePath: string): string {
  return readFileSync(path.join(llmStreamFixturesDirectory, relativePath), "utf8");
}

/** The JSON payload lines of a `*.chunks.txt` file, empty lines skipped. */
export function readChunkLines(relativePath: string): string[] {
  return readFixture(relativePath)
    .split("\n")
    .filter((line) => line.trim() !== "");
}

/** The line terminators an SSE stream may use. */
export type LineEnding = "\n" | "\r\n" | "\r";

/** Frames payload lines as `data: <line>` events, the way a server streams them. */
export function frameAsSse(payloads: string[], lineEnding: LineEnding = "\n"): string {
  return payloads.map((payload) => `data: ${payload}${lineEnding}${lineEnding}`).join("");
}

/** Rewrites the LF terminators of an SSE text (JSON payloads hold no raw newlines). */
export function withLineEnding(sseText: string, lineEnding: LineEnding): string {
  return sseText.replaceAll("\n", lineEnding);
}

/** Cuts bytes into pieces of a fixed size. */
export function splitEvery(bytes: Uint8Array, size: number): Uint8Array[] {
  const pieces: Uint8Array[] = [];
  for (let start = 0; start < bytes.length; start += size)
    pieces.push(bytes.slice(start, start + size));
  return pieces;
}

/** Cuts bytes into pieces of 1 to `maxSize` bytes, the same pieces for the same seed. */
export function splitRandomly(bytes: Uint8Array, seed: number, maxSize = 23): Uint8Array[] {
  const pieces: Uint8Array[] = [];
  let state = seed >>> 0 || 1;
  let start = 0;
  while (start < bytes.length) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const size = 1 + (state % maxSize);
    pieces.push(bytes.slice(start, start + size));
    start += size;
  }
  return pieces;
}

/** Cuts before every UTF-8 continuation byte (splitting each multi-byte character) and every 64 bytes. */
export function splitInsideCharacters(bytes: Uint8Array): Uint8Array[] {
  const pieces: Uint8Array[] = [];
  let start = 0;
  for (let index = 1; index < bytes.length; index += 1) {
    const byte = bytes[index] ?? 0;
    if ((byte & 0xc0) === 0x80 || index - start >= 64) {
      pieces.push(bytes.slice(start, index));
      start = index;
    }
  }
  if (start < bytes.length) pieces.push(bytes.slice(start));
  return pieces;
}

/** Joins byte pieces back into one array. */
export function concatBytes(pieces: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(pieces.reduce((total, piece) => total + piece.length, 0));
  let offset = 0;
  for (const piece of pieces) {
    joined.set(piece, offset);
    offset += piece.length;
  }
  return joined;
}
