import { seededRandom } from "@/lib/demo/model/seeded-random";

/** Smallest and largest piece, in characters (code points, so no surrogate pair is ever split). */
export const PIECE_SIZE = { min: 1, max: 8 } as const;

/**
 * Splits an answer into the small content pieces a provider streams, sized 1–8 characters by a
 * seeded generator: the same seed gives the same pieces, and tags longer than a piece always split.
 */
export function splitPieces(text: string, seed: number): string[] {
  const characters = Array.from(text);
  const random = seededRandom(seed);
  const pieces: string[] = [];
  let index = 0;
  while (index < characters.length) {
    const size = PIECE_SIZE.min + Math.floor(random() * (PIECE_SIZE.max - PIECE_SIZE.min + 1));
    pieces.push(characters.slice(index, index + size).join(""));
    index += size;
  }
  return pieces;
}
