/** Property-test inputs for the XML dialect: its tags, and plausible (maybe broken) answers. */
import fc from "fast-check";
import { hostTools } from "@/lib/dialects/host-tools/catalogue";
import { textFrom } from "@/test/support/stream-properties";

/** Every tag the XML dialect knows, opening and closing, with stray `<` and `>` and JSON bits. */
const xmlTokens = [
  "<thinking>",
  "</thinking>",
  ...hostTools.flatMap((tool) => [
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
  "- [x] done\n",
  "York|Paris",
  " ",
  "😀",
];

/** Mostly true: most tags close, so whole actions are common. */
const mostly = fc.oneof(
  { weight: 4, arbitrary: fc.constant(true) },
  { weight: 1, arbitrary: fc.constant(false) },
);

/** Parameter text: words, stray brackets, JSON, a closing tag inside content, checklist lines. */
const xmlValue = textFrom(
  ["a", " ", "\n", "<", ">", "</", '{"x": 1}', "</content>", "é", "- [ ] ", "- [x] ", "*.md"],
  6,
);

/** One tool tag with some of its parameters (in any order), sometimes missing a closing tag. */
const xmlAction = fc
  .tuple(
    fc.constantFrom(...hostTools),
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
