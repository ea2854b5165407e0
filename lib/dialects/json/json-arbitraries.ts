/** Property-test inputs for the JSON dialect: its blob's pieces, and plausible (maybe broken) answers. */
import fc from "fast-check";
import { textFrom } from "@/test/support/stream-properties";

/** The blob's keys and punctuation, fences, strings with braces and escapes. */
const jsonTokens = [
  "{",
  "}",
  "[",
  "]",
  '"',
  "\\",
  '\\"',
  ":",
  ",",
  '"action"',
  '"action_input"',
  '"Final Answer"',
  '"weather.get_forecast"',
  '"read_file"',
  '{"path": "a.md"}',
  "```",
  "```json\n",
  "\n```",
  "`",
  "\n",
  " ",
  "Thought: ",
  "😀",
];

const value = textFrom(["a", " ", "{", "}", '\\"', "é", "\n"], 6);

/** A blob, fenced or not, sometimes broken or followed by text. */
const blob = fc
  .tuple(
    fc.constantFrom('"weather.get_forecast"', '"read_file"', '"Final Answer"', "1"),
    fc.oneof(
      value.map((text) => JSON.stringify(text)),
      fc.constant('{"latitude": 1,}'),
    ),
    fc.boolean(),
  )
  .map(([action, input, fencedBlob]) => {
    const text = `{"action": ${action}, "action_input": ${input}}`;
    return fencedBlob ? `\`\`\`json\n${text}\n\`\`\`` : text;
  });

/** A plausible answer: text and blobs, sometimes cut short. */
const jsonStructuredAnswer = fc
  .tuple(
    fc.array(fc.oneof(blob, value), { minLength: 1, maxLength: 4 }),
    fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, fc.nat()),
  )
  .map(([pieces, cut]) => {
    const whole = pieces.join("\n");
    return cut === undefined ? whole : whole.slice(0, cut % (whole.length + 1));
  });

/** Any text, text biased toward the blob's pieces, or a plausible (maybe broken) answer. */
export const arbitraryJsonAnswer = fc.oneof(
  fc.string({ maxLength: 200, unit: "binary" }),
  textFrom(jsonTokens, 60),
  jsonStructuredAnswer,
);
