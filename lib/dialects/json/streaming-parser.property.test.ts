import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { arbitraryJsonAnswer } from "@/lib/dialects/json/json-arbitraries";
import { JsonStreamParser } from "@/lib/dialects/json/streaming-parser";
import type { ParsedAction } from "@/lib/events/types";
import { arbitraryCuts, cutInto, propertyRuns } from "@/test/support/stream-properties";

/** Parses `pieces` in order: the actions the updates gave, and the end result. */
function parse(pieces: readonly string[]) {
  const parser = new JsonStreamParser();
  const actions: ParsedAction[] = [];
  for (const piece of pieces) actions.push(...parser.push(piece).actions);
  return { actions, result: parser.end() };
}

/** The partial actions the updates showed while blobs streamed, with how much had been read. */
function partials(pieces: readonly string[]) {
  const parser = new JsonStreamParser();
  const shown: Array<{ action: ParsedAction; read: number }> = [];
  let read = 0;
  for (const piece of pieces) {
    read += piece.length;
    const { partial } = parser.push(piece);
    if (partial) shown.push({ action: partial, read });
  }
  return shown;
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

  it("reports each completed blob once, in order, with the name and span the end gives it", () => {
    fc.assert(
      fc.property(arbitraryJsonAnswer, arbitraryCuts, (answer, cuts) => {
        const { actions, result } = parse(cutInto(answer, cuts));
        const ended = result.actions.slice(0, actions.length);
        expect(actions.map((action) => [action.name, action.span])).toEqual(
          ended.map((action) => [action.name, action.span]),
        );
      }),
      propertyRuns,
    );
  });

  it("shows a partial action only over text already read, starting at its blob or fence", () => {
    fc.assert(
      fc.property(arbitraryJsonAnswer, arbitraryCuts, (answer, cuts) => {
        for (const { action, read } of partials(cutInto(answer, cuts))) {
          expect(action).toMatchObject({ partial: true, valid: false });
          expect(action.span.end).toBe(read);
          expect(answer.slice(action.span.start)).toMatch(/^(\{|```)/);
        }
      }),
      propertyRuns,
    );
  });
});
