import fc from "fast-check";

/** Bounded runs, so every property test stays fast in the whole suite. */
export const propertyRuns = { numRuns: 200 } as const;

/**
 * Cuts `whole` at `cuts` (any numbers: each is taken modulo the length + 1, repeats give empty
 * pieces) into consecutive pieces whose concatenation is `whole`.
 */
export function cutInto<Whole extends string | Uint8Array>(
  whole: Whole,
  cuts: readonly number[],
): Whole[] {
  const positions = cuts.map((cut) => cut % (whole.length + 1)).sort((left, right) => left - right);
  const pieces: Whole[] = [];
  let start = 0;
  for (const position of [...positions, whole.length]) {
    pieces.push(whole.slice(start, position) as Whole);
    start = position;
  }
  return pieces;
}

/** Cut points for `cutInto`: none (one piece) up to many. */
export const arbitraryCuts = fc.array(fc.nat({ max: 100_000 }), { maxLength: 24 });

/** A text built from `tokens` (the format's own pieces) mixed with arbitrary short strings. */
export function textFrom(tokens: readonly string[], maxPieces = 40): fc.Arbitrary<string> {
  return fc
    .array(
      fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...tokens) },
        { weight: 1, arbitrary: fc.string({ maxLength: 8, unit: "binary" }) },
      ),
      { maxLength: maxPieces },
    )
    .map((pieces) => pieces.join(""));
}

/** Pieces of SSE: field names, comments, every line terminator, a BOM, multi-byte characters. */
export const sseTokens = [
  "data: ",
  "data:",
  "data",
  "event: ",
  "event:error",
  "id: ",
  "id:\0",
  "retry: ",
  "retry: 1500",
  ": ",
  ":",
  ": keep-alive",
  "\n",
  "\r\n",
  "\r",
  "\n\n",
  "\r\n\r\n",
  "[DONE]",
  '{"a":',
  "}",
  '"',
  "\uFEFF",
  "é",
  "😀",
  " ",
] as const;

/** Any text, or text biased toward SSE. */
export const arbitrarySseText = fc.oneof(
  fc.string({ maxLength: 200, unit: "binary" }),
  textFrom(sseTokens),
);

/** Any bytes, or UTF-8 text biased toward SSE (which splits may cut inside a character). */
export const arbitrarySseBytes = fc.oneof(
  fc.uint8Array({ maxLength: 200 }),
  arbitrarySseText.map((text) => new TextEncoder().encode(text)),
);

/** A JSON value as text, or a prefix of one (a frame cut mid-value). */
export function jsonOrPrefix(value: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  return fc.oneof(
    value.map((json) => JSON.stringify(json)),
    fc.tuple(value, fc.nat()).map(([json, cut]) => {
      const text = JSON.stringify(json) ?? "";
      return text.slice(0, cut % (text.length + 1));
    }),
  );
}

/**
 * An SSE body of `frames` (each a `data:` value, sometimes under an `event:` name), with mixed
 * line terminators, comments and noise between events.
 */
export function sseBodyOf(
  frame: fc.Arbitrary<string>,
  eventNames: readonly string[],
): fc.Arbitrary<string> {
  const event = fc
    .tuple(
      fc.option(fc.constantFrom(...eventNames), { nil: undefined }),
      frame,
      fc.constantFrom("\n", "\r\n", "\r"),
    )
    .map(([name, data, newline]) =>
      [...(name ? [`event: ${name}`] : []), `data: ${data}`, "", ""].join(newline),
    );
  return fc
    .array(fc.oneof({ weight: 5, arbitrary: event }, textFrom(sseTokens, 4)), { maxLength: 12 })
    .map((events) => events.join(""));
}
