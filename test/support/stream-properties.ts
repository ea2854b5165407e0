import fc from "fast-check";
import { xmlTools } from "@/lib/dialects/xml/tools";

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

/** Every tag the XML dialect knows, opening and closing, with stray `<` and `>` and JSON bits. */
export const xmlTokens = [
  "<thinking>",
  "</thinking>",
  ...xmlTools.flatMap((tool) => [
    `<${tool.name}>`,
    `</${tool.name}>`,
    ...tool.parameters.flatMap((parameter) => [`<${parameter.name}>`, `</${parameter.name}>`]),
  ]),
  "<",
  "</",
  ">",
  "<<",
  "<use_mcp",
  "\n",
  "weather",
  "get_forecast",
  '{"latitude": 40.7',
  "}",
  "[",
  "true",
  " ",
  "😀",
];

/** Mostly true: most tags close, so whole actions are common. */
const mostly = fc.oneof(
  { weight: 4, arbitrary: fc.constant(true) },
  { weight: 1, arbitrary: fc.constant(false) },
);

const xmlValue = textFrom(["a", " ", "\n", "<", ">", "</", '{"x": 1}', "</content>", "é"], 6);

/** One tool tag with some of its parameters (in any order), sometimes missing a closing tag. */
const xmlAction = fc
  .tuple(
    fc.constantFrom(...xmlTools),
    fc.array(fc.tuple(fc.nat(), xmlValue, mostly), { maxLength: 4 }),
    mostly,
  )
  .map(([tool, parameters, closed]) => {
    const body = parameters
      .map(([pick, value, parameterClosed]) => {
        const name = tool.parameters[pick % tool.parameters.length]?.name ?? "x";
        return `<${name}>${value}${parameterClosed ? `</${name}>` : ""}\n`;
      })
      .join("");
    return `<${tool.name}>\n${body}${closed ? `</${tool.name}>` : ""}`;
  });

/** A plausible answer: thinking, text and actions, sometimes broken, sometimes cut short. */
const xmlStructuredAnswer = fc
  .tuple(
    fc.array(
      fc.oneof(
        xmlAction,
        xmlValue.map((text) => `<thinking>${text}</thinking>`),
        xmlValue,
        fc.constantFrom("<thinking>", "\n\n"),
      ),
      { minLength: 1, maxLength: 5 },
    ),
    fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, fc.nat()),
  )
  .map(([pieces, cut]) => {
    const whole = pieces.join("");
    return cut === undefined ? whole : whole.slice(0, cut % (whole.length + 1));
  });

/** Any text, text biased toward the XML dialect's tags, or a plausible (maybe broken) answer. */
export const arbitraryXmlAnswer = fc.oneof(
  fc.string({ maxLength: 200, unit: "binary" }),
  textFrom(xmlTokens, 60),
  xmlStructuredAnswer,
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
