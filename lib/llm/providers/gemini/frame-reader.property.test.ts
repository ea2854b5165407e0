import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createGeminiFrameReader } from "@/lib/llm/providers/gemini/frame-reader";
import { readModelStream } from "@/test/support/read-model-stream";
import {
  arbitraryCuts,
  arbitrarySseBytes,
  cutInto,
  jsonOrPrefix,
  propertyRuns,
  sseBodyOf,
} from "@/test/support/stream-properties";

const text = fc.string({ maxLength: 12 });
const jsonPath = fc.constantFrom("$.id", "$.a.b", "$.list[1]", "$['x']", "$.__proto__.x", "bad");

const functionCall = fc.record(
  {
    id: text,
    name: text,
    args: fc.dictionary(fc.string({ maxLength: 4 }), fc.jsonValue({ maxDepth: 1 }), {
      maxKeys: 2,
    }),
    partialArgs: fc.array(
      fc.record(
        {
          jsonPath,
          stringValue: text,
          numberValue: fc.integer(),
          boolValue: fc.boolean(),
          nullValue: fc.constant(null),
          willContinue: fc.boolean(),
        },
        { requiredKeys: [] },
      ),
      { maxLength: 2 },
    ),
    willContinue: fc.boolean(),
  },
  { requiredKeys: [] },
);

const part = fc.record(
  { text, thought: fc.boolean(), thoughtSignature: text, functionCall },
  { requiredKeys: [] },
);

/** A `GenerateContentResponse` chunk with any mix of its fields. */
const chunk = fc.record(
  {
    candidates: fc.array(
      fc.record(
        {
          index: fc.nat(1),
          content: fc.record({ parts: fc.array(part, { maxLength: 3 }) }),
          finishReason: fc.constantFrom("STOP", "MAX_TOKENS", "SAFETY"),
        },
        { requiredKeys: [] },
      ),
      { maxLength: 2 },
    ),
    usageMetadata: fc.record(
      {
        promptTokenCount: fc.nat(),
        candidatesTokenCount: fc.nat(),
        thoughtsTokenCount: fc.nat(),
        cachedContentTokenCount: fc.nat(),
        totalTokenCount: fc.nat(),
      },
      { requiredKeys: [] },
    ),
    promptFeedback: fc.record({ blockReason: fc.constantFrom("SAFETY", "OTHER") }),
    error: fc.record(
      { code: fc.nat(), message: text, status: fc.constantFrom("RESOURCE_EXHAUSTED") },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: [] },
);

const frame = fc.oneof(
  { weight: 6, arbitrary: jsonOrPrefix(chunk) },
  { weight: 1, arbitrary: jsonOrPrefix(fc.array(chunk, { maxLength: 2 })) },
  { weight: 1, arbitrary: jsonOrPrefix(fc.jsonValue({ maxDepth: 2 })) },
);

const arbitraryBytes = fc.oneof(
  {
    weight: 4,
    arbitrary: sseBodyOf(frame, ["message"]).map((body) => new TextEncoder().encode(body)),
  },
  { weight: 1, arbitrary: arbitrarySseBytes },
);

describe("the Gemini frame reader, for any SSE body cut anywhere", () => {
  it("never throws and reads every cut of a body as it reads the whole", () => {
    fc.assert(
      fc.property(arbitraryBytes, arbitraryCuts, (bytes, cuts) => {
        const whole = readModelStream([bytes], createGeminiFrameReader());
        const cut = readModelStream(cutInto(bytes, cuts), createGeminiFrameReader());
        expect(cut).toEqual(whole);
      }),
      propertyRuns,
    );
  });
});
