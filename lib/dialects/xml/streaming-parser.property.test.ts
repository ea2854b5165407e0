import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { XmlStreamParser } from "@/lib/dialects/xml/streaming-parser";
import { arbitraryXmlAnswer } from "@/lib/dialects/xml/xml-arbitraries";
import { arbitraryCuts, cutInto, propertyRuns } from "@/test/support/stream-properties";

/** Parses `pieces` in order: what the updates added up to, and the end result. */
function parse(pieces: readonly string[]) {
  const parser = new XmlStreamParser();
  let text = "";
  let thinking = "";
  const actions = [];
  const completedThinking = [];
  for (const piece of pieces) {
    const update = parser.push(piece);
    text += update.textDelta;
    thinking += update.thinkingDelta;
    actions.push(...update.actions);
    completedThinking.push(...update.completedThinking);
  }
  return { text, thinking, actions, completedThinking, result: parser.end() };
}

describe("the XML dialect's streaming parser, for any answer cut anywhere", () => {
  it("never throws and reads every cut of an answer as it reads the whole", () => {
    fc.assert(
      fc.property(arbitraryXmlAnswer, arbitraryCuts, (answer, cuts) => {
        expect(parse(cutInto(answer, cuts))).toEqual(parse([answer]));
      }),
      propertyRuns,
    );
  });

  it("keeps every action's span inside the answer", () => {
    fc.assert(
      fc.property(arbitraryXmlAnswer, arbitraryCuts, (answer, cuts) => {
        for (const action of parse(cutInto(answer, cuts)).result.actions) {
          expect(action.span.start).toBeGreaterThanOrEqual(0);
          expect(action.span.end).toBeLessThanOrEqual(answer.length);
          expect(answer.slice(action.span.start)).toMatch(/^</);
        }
      }),
      propertyRuns,
    );
  });
});
