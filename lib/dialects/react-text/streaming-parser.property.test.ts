import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { arbitraryReactTextAnswer } from "@/lib/dialects/react-text/react-text-arbitraries";
import { ReactTextStreamParser } from "@/lib/dialects/react-text/streaming-parser";
import { arbitraryCuts, cutInto, propertyRuns } from "@/test/support/stream-properties";

/** Parses `pieces` in order: the actions the updates gave, the last thinking, and the end result. */
function parse(pieces: readonly string[]) {
  const parser = new ReactTextStreamParser();
  const actions = [];
  let thinking: string | undefined;
  for (const piece of pieces) {
    const update = parser.push(piece);
    actions.push(...update.actions);
    thinking = update.thinking ?? thinking;
  }
  return { actions, thinking, result: parser.end() };
}

describe("the ReAct text dialect's streaming parser, for any answer cut anywhere", () => {
  it("never throws and reads every cut of an answer as it reads the whole", () => {
    fc.assert(
      fc.property(arbitraryReactTextAnswer, arbitraryCuts, (answer, cuts) => {
        expect(parse(cutInto(answer, cuts))).toEqual(parse([answer]));
      }),
      propertyRuns,
    );
  });

  it("keeps every action's span inside the answer, starting at its keyword line", () => {
    fc.assert(
      fc.property(arbitraryReactTextAnswer, arbitraryCuts, (answer, cuts) => {
        for (const action of parse(cutInto(answer, cuts)).result.actions) {
          expect(action.span.start).toBeGreaterThanOrEqual(0);
          expect(action.span.end).toBeGreaterThanOrEqual(action.span.start);
          expect(action.span.end).toBeLessThanOrEqual(answer.length);
          expect(answer.slice(action.span.start)).toMatch(/^[ \t]*(action|final)/i);
        }
      }),
      propertyRuns,
    );
  });
});
