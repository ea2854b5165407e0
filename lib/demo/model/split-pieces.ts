/**
 * Splits an answer into the 1–8 character pieces a provider streams: the same seed gives the same
 * pieces, tags longer than a piece always split, and no surrogate pair is ever cut.
 */
export function splitPieces(text: string, seed: number): string[] {
  const characters = Array.from(text);
  const pieces: string[] = [];
  let state = seed >>> 0;
  for (let index = 0; index < characters.length; ) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const size = 1 + (state >>> 29);
    pieces.push(characters.slice(index, index + size).join(""));
    index += size;
  }
  return pieces;
}
