import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nativeDialect } from "@/lib/dialects/native/dialect";
import { createAnswerAssembler } from "@/lib/llm/answer-assembler";
import type { ModelPart } from "@/lib/llm/model-part";
import { cutInto, jsonOrPrefix, propertyRuns } from "@/test/support/stream-properties";

const text = fc.string({ maxLength: 16 });

/** The parts of an answer in native function calling: text, tool-call fragments, the rest. */
const part: fc.Arbitrary<ModelPart> = fc.oneof(
  { weight: 2, arbitrary: text.map((value) => ({ type: "text" as const, text: value })) },
  {
    weight: 4,
    arbitrary: fc.record(
      {
        type: fc.constant("tool-call-delta" as const),
        index: fc.nat(2),
        id: fc.constantFrom("call_a", "call_b", ""),
        name: fc.constantFrom(
          "weather__get_forecast",
          "write_to_file",
          "attempt_completion",
          "unknown_tool",
          "",
        ),
        argumentsDelta: fc.oneof(
          jsonOrPrefix(
            fc.dictionary(
              fc.constantFrom("path", "content", "result", "latitude"),
              fc.jsonValue({ maxDepth: 1 }),
            ),
          ),
          text,
        ),
      },
      { requiredKeys: ["type", "index", "argumentsDelta"] },
    ),
  },
  { weight: 1, arbitrary: text.map((value) => ({ type: "reasoning" as const, text: value })) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom("stop", "tool_calls", "length")
      .map((reason) => ({ type: "finish" as const, reason })),
  },
  {
    weight: 1,
    arbitrary: fc.constant({ type: "error" as const, code: "provider_error", message: "cut" }),
  },
);

/**
 * Splits each part's streamed text (text, reasoning, tool-call arguments) into pieces at `cuts`;
 * a tool call's id and name stay on its first piece, as providers send them.
 */
function splitParts(parts: readonly ModelPart[], cuts: readonly number[][]): ModelPart[] {
  return parts.flatMap((whole, index): ModelPart[] => {
    const at = cuts[index] ?? [];
    if (whole.type === "text" || whole.type === "reasoning") {
      return cutInto(whole.text, at).map((piece) => ({ ...whole, text: piece }));
    }
    if (whole.type === "tool-call-delta") {
      const { id: _id, name: _name, ...rest } = whole;
      return cutInto(whole.argumentsDelta, at).map((piece, pieceIndex) =>
        pieceIndex === 0 ? { ...whole, argumentsDelta: piece } : { ...rest, argumentsDelta: piece },
      );
    }
    return [whole];
  });
}

/** What the native parser reads from parts: the action known early, and the action at the end. */
function parse(parts: readonly ModelPart[]) {
  const parser = nativeDialect.createParser();
  const assembler = createAnswerAssembler();
  let early: ReturnType<typeof parser.push>;
  for (const part of parts) {
    early ??= parser.push(part);
    assembler.add(part);
  }
  const answer = assembler.answer();
  const errorPart = parts.find((part) => part.type === "error");
  if (errorPart?.type === "error")
    answer.error = { code: errorPart.code, message: errorPart.message };
  return { early, end: parser.end(answer) };
}

describe("the native dialect's action parser, for any parts split anywhere", () => {
  it("never throws and reads every split of the parts as it reads them whole", () => {
    fc.assert(
      fc.property(
        fc.array(part, { maxLength: 12 }),
        fc.array(fc.array(fc.nat({ max: 1_000 }), { maxLength: 4 }), { maxLength: 12 }),
        (parts, cuts) => {
          expect(parse(splitParts(parts, cuts))).toEqual(parse(parts));
        },
      ),
      propertyRuns,
    );
  });
});
