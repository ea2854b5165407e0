import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createOpenAiResponsesFrameReader } from "@/lib/llm/providers/openai-responses/frame-reader";
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
const eventTypes = [
  "response.created",
  "response.output_item.added",
  "response.output_item.done",
  "response.output_text.delta",
  "response.output_text.done",
  "response.reasoning_summary_text.delta",
  "response.reasoning_summary_text.done",
  "response.reasoning_text.delta",
  "response.function_call_arguments.delta",
  "response.function_call_arguments.done",
  "response.completed",
  "response.incomplete",
  "response.failed",
  "error",
  "something_new",
] as const;

const item = fc.record(
  {
    type: fc.constantFrom("message", "reasoning", "function_call", "web_search_call"),
    content: fc.array(fc.record({ type: fc.constantFrom("output_text", "reasoning_text"), text })),
    summary: fc.array(fc.record({ type: fc.constant("summary_text"), text }), { maxLength: 2 }),
    encrypted_content: text,
    call_id: text,
    name: text,
    arguments: fc.oneof(jsonOrPrefix(fc.jsonValue({ maxDepth: 1 })), text),
  },
  { requiredKeys: ["type"] },
);

const error = fc.record({ type: text, code: text, message: text }, { requiredKeys: [] });

const response = fc.record(
  {
    status: fc.constantFrom("completed", "incomplete", "failed"),
    output: fc.array(item, { maxLength: 2 }),
    usage: fc.record(
      {
        input_tokens: fc.nat(),
        output_tokens: fc.nat(),
        total_tokens: fc.nat(),
        input_tokens_details: fc.record({ cached_tokens: fc.nat() }),
        output_tokens_details: fc.record({ reasoning_tokens: fc.nat() }),
      },
      { requiredKeys: [] },
    ),
    error,
    incomplete_details: fc.record({ reason: fc.constantFrom("max_output_tokens") }),
  },
  { requiredKeys: [] },
);

/** A Responses stream event (or a whole `response`) with any mix of its fields. */
const event = fc.record(
  {
    type: fc.constantFrom(...eventTypes),
    object: fc.constant("response"),
    output_index: fc.oneof(fc.nat(3), fc.constant(-1), fc.constant(null)),
    content_index: fc.nat(2),
    summary_index: fc.nat(2),
    delta: text,
    text,
    arguments: text,
    item,
    response,
    error,
    code: text,
    message: text,
  },
  { requiredKeys: [] },
);

const frame = fc.oneof(
  { weight: 6, arbitrary: jsonOrPrefix(event) },
  { weight: 1, arbitrary: jsonOrPrefix(fc.jsonValue({ maxDepth: 2 })) },
);

const arbitraryBytes = fc.oneof(
  {
    weight: 4,
    arbitrary: sseBodyOf(frame, eventTypes).map((body) => new TextEncoder().encode(body)),
  },
  { weight: 1, arbitrary: arbitrarySseBytes },
);

describe("the Responses API frame reader, for any SSE body cut anywhere", () => {
  it("never throws and reads every cut of a body as it reads the whole", () => {
    fc.assert(
      fc.property(arbitraryBytes, arbitraryCuts, (bytes, cuts) => {
        const whole = readModelStream([bytes], createOpenAiResponsesFrameReader());
        const cut = readModelStream(cutInto(bytes, cuts), createOpenAiResponsesFrameReader());
        expect(cut).toEqual(whole);
      }),
      propertyRuns,
    );
  });
});
