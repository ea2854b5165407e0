import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { arbitraryJsonAnswer } from "@/lib/dialects/json/json-arbitraries";
import { JsonStreamParser } from "@/lib/dialects/json/streaming-parser";
import { arbitraryCuts, cutInto, propertyRuns } from "@/test/support/stream-properties";

/** Parses `pieces` in order: the actions the updates gave, and the end result. */
function parse(pieces: readonly string[]) {
  const parser = new JsonStreamParser();
  const actions = [];
  for (const piece of pieces) actions.push(...parser.push(piece).actions);
  return { actions, result: parser.end() };
}

describe("the JSON dialect's streaming parser, for any answer cut anywhere", () => {
  it("never throws and reads every cut of an answer as it reads the whole", () => {
    fc.assert(
      fc.property(arbitraryJsonAnswer, arbitraryCuts, (answer, cuts) => {
        expect(parse(cutInto(answer, cuts))).toEqual(parse([answer]));
      }),
      propertyRuns,
    );
  });

  it("keeps every action's span inside the answer, starting at its blob or fence", () => {
    fc.assert(
      fc.property(arbitraryJsonAnswer, arbitraryCuts, (answer, cuts) => {
        for (const action of parse(cutInto(answer, cuts)).result.actions) {
          expect(action.span.start).toBeGreaterThanOrEqual(0);
          expect(action.span.end).toBeGreaterThanOrEqual(action.span.start);
          expect(action.span.end).toBeLessThanOrEqual(answer.length);
          expect(answer.slice(action.span.start)).toMatch(/^(\{|```)/);
        }
      }),
      propertyRuns,
    );
  });
});
