import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createOpenAiFrameReader } from "@/lib/llm/providers/openai-compatible/frame-reader";
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

/** A `chat.completion.chunk` with any mix of the fields providers send (nulls included). */
const chunk = fc.record(
  {
    id: text,
    object: fc.constantFrom("chat.completion.chunk", "chat.completion", "other"),
    choices: fc.array(
      fc.record(
        {
          index: fc.nat(3),
          delta: fc.record(
            {
              role: fc.constantFrom("assistant", null),
              content: fc.oneof(text, fc.constant(null)),
              reasoning_content: text,
              tool_calls: fc.array(
                fc.record(
                  {
                    index: fc.oneof(fc.nat(3), fc.constant(-1), fc.constant(null)),
                    id: text,
                    type: fc.constant("function"),
                    function: fc.record(
                      {
                        name: fc.oneof(text, fc.constant(null)),
                        arguments: fc.oneof(jsonOrPrefix(fc.jsonValue({ maxDepth: 1 })), text),
                      },
                      { requiredKeys: [] },
                    ),
                  },
                  { requiredKeys: [] },
                ),
                { maxLength: 2 },
              ),
            },
            { requiredKeys: [] },
          ),
          finish_reason: fc.constantFrom(null, "stop", "tool_calls", "length"),
        },
        { requiredKeys: [] },
      ),
      { maxLength: 2 },
    ),
    usage: fc.oneof(
      fc.constant(null),
      fc.record({ prompt_tokens: fc.nat(), completion_tokens: fc.nat() }, { requiredKeys: [] }),
    ),
    error: fc.oneof(fc.record({ message: text, code: fc.nat() }), fc.constant("oops")),
  },
  { requiredKeys: ["choices"] },
);

const frame = fc.oneof(
  { weight: 6, arbitrary: jsonOrPrefix(chunk) },
  { weight: 1, arbitrary: fc.constantFrom("[DONE]", " [DONE] ", "", "null", "[]", "42") },
  { weight: 1, arbitrary: jsonOrPrefix(fc.jsonValue({ maxDepth: 2 })) },
);

const body = fc.oneof(
  { weight: 4, arbitrary: sseBodyOf(frame, ["error", "message", "ping"]) },
  { weight: 1, arbitrary: fc.constant("") },
);

const arbitraryBytes = fc.oneof(
  { weight: 4, arbitrary: body.map((text) => new TextEncoder().encode(text)) },
  { weight: 1, arbitrary: arbitrarySseBytes },
);

describe("the OpenAI-compatible frame reader, for any SSE body cut anywhere", () => {
  it("never throws and reads every cut of a body as it reads the whole", () => {
    fc.assert(
      fc.property(arbitraryBytes, arbitraryCuts, (bytes, cuts) => {
        const whole = readModelStream([bytes], createOpenAiFrameReader());
        const cut = readModelStream(cutInto(bytes, cuts), createOpenAiFrameReader());
        expect(cut).toEqual(whole);
      }),
      propertyRuns,
    );
  });
});
