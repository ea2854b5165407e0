import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createAnthropicFrameReader } from "@/lib/llm/providers/anthropic/frame-reader";
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

const usage = fc.record(
  {
    input_tokens: fc.oneof(fc.nat(), fc.constant(null)),
    output_tokens: fc.nat(),
    cache_read_input_tokens: fc.nat(),
    cache_creation_input_tokens: fc.nat(),
  },
  { requiredKeys: [] },
);

const block = fc.record(
  {
    type: fc.constantFrom("text", "thinking", "tool_use", "redacted_thinking"),
    text,
    thinking: text,
    signature: text,
    id: text,
    name: text,
    input: fc.oneof(fc.constant({}), fc.jsonValue({ maxDepth: 1 })),
  },
  { requiredKeys: ["type"] },
);

/** A Messages stream event (or a whole `message`) with any mix of its fields. */
const event = fc.record(
  {
    type: fc.constantFrom(
      "message_start",
      "content_block_start",
      "content_block_delta",
      "content_block_stop",
      "message_delta",
      "message_stop",
      "message",
      "ping",
      "error",
      "something_new",
    ),
    index: fc.oneof(fc.nat(3), fc.constant(-1), fc.constant(null)),
    message: fc.record({ usage, content: fc.array(block, { maxLength: 2 }) }, { requiredKeys: [] }),
    content_block: block,
    delta: fc.record(
      {
        type: fc.constantFrom(
          "text_delta",
          "thinking_delta",
          "signature_delta",
          "input_json_delta",
        ),
        text,
        thinking: text,
        signature: text,
        partial_json: fc.oneof(jsonOrPrefix(fc.jsonValue({ maxDepth: 1 })), text),
        stop_reason: fc.constantFrom("end_turn", "tool_use", "max_tokens"),
      },
      { requiredKeys: [] },
    ),
    usage,
    error: fc.record({ type: text, message: text }, { requiredKeys: [] }),
    content: fc.array(block, { maxLength: 2 }),
    stop_reason: fc.constantFrom("end_turn", "tool_use"),
  },
  { requiredKeys: ["type"] },
);

const frame = fc.oneof(
  { weight: 6, arbitrary: jsonOrPrefix(event) },
  { weight: 1, arbitrary: jsonOrPrefix(fc.jsonValue({ maxDepth: 2 })) },
);

const body = sseBodyOf(frame, [
  "message_start",
  "content_block_delta",
  "message_delta",
  "message_stop",
  "ping",
  "error",
]);

const arbitraryBytes = fc.oneof(
  { weight: 4, arbitrary: body.map((text) => new TextEncoder().encode(text)) },
  { weight: 1, arbitrary: arbitrarySseBytes },
);

describe("the Anthropic frame reader, for any SSE body cut anywhere", () => {
  it("never throws and reads every cut of a body as it reads the whole", () => {
    fc.assert(
      fc.property(arbitraryBytes, arbitraryCuts, (bytes, cuts) => {
        const whole = readModelStream([bytes], createAnthropicFrameReader());
        const cut = readModelStream(cutInto(bytes, cuts), createAnthropicFrameReader());
        expect(cut).toEqual(whole);
      }),
      propertyRuns,
    );
  });
});
