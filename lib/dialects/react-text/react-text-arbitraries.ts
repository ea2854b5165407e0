/** Property-test inputs for the ReAct text dialect: its keywords, and plausible (maybe broken) answers. */
import fc from "fast-check";
import { textFrom } from "@/test/support/stream-properties";

/** The format's keywords, numbered and not, with the pieces of inputs and stray colons. */
const reactTokens = [
  "Thought:",
  "Thought 1:",
  "Action:",
  "Action 2:",
  "Action Input:",
  "Observation:",
  "Final Answer:",
  "\n",
  "\n\n",
  " ",
  ":",
  "weather.get_forecast",
  "get_forecast",
  "read_file",
  "Finish",
  "[",
  "]",
  "(",
  ")",
  '{"latitude": 40.7',
  "}",
  '"',
  "\\",
  "😀",
];

const line = textFrom(["a", " ", ":", "{", "}", '"', "[", "]", "é", "Action"], 6);

/** One step: a thought, an action in one of the three forms, maybe an observation, an answer. */
const reactStep = fc.oneof(
  line.map((text) => `Thought: ${text}\n`),
  fc
    .tuple(fc.constantFrom("weather.get_forecast", "read_file", "Search", ""), line)
    .map(([name, input]) => `Action: ${name}\nAction Input: ${input}\n`),
  line.map((text) => `Action 1: read_file[${text}]\n`),
  line.map((text) => `Action: get_forecast(${text})\n`),
  line.map((text) => `Observation: ${text}\n`),
  line.map((text) => `Final Answer: ${text}`),
);

/** A plausible answer: steps in any order, sometimes cut short. */
const reactStructuredAnswer = fc
  .tuple(
    fc.array(reactStep, { minLength: 1, maxLength: 5 }),
    fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, fc.nat()),
  )
  .map(([steps, cut]) => {
    const whole = steps.join("");
    return cut === undefined ? whole : whole.slice(0, cut % (whole.length + 1));
  });

/** Any text, text biased toward the format's keywords, or a plausible (maybe broken) answer. */
export const arbitraryReactTextAnswer = fc.oneof(
  fc.string({ maxLength: 200, unit: "binary" }),
  textFrom(reactTokens, 60),
  reactStructuredAnswer,
);
