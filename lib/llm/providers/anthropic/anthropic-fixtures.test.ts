import { describe, expect, it } from "vitest";
import {
  anthropicRecordingBytes,
  type ExpectedAnthropicAnswer,
  expectedAnthropicAnswers,
} from "@/test/support/anthropic-fixture-expectations";
import { recordingSplits, replayRecording } from "@/test/support/replay-recording";
import { concatBytes, listFixtureFiles } from "@/test/support/stream-fixtures";

const anthropicTarget = {
  wire: "anthropic",
  provider: "anthropic",
  baseUrl: "http://127.0.0.1:9",
} as const;

const files = listFixtureFiles("anthropic");

describe("streamModel replaying recorded Anthropic streams", () => {
  it("states an expected answer for every Anthropic recording", () => {
    expect(files).toEqual(Object.keys(expectedAnthropicAnswers).sort());
    expect(files).toHaveLength(10);
  });

  describe.each(files)("%s", (file) => {
    const bytes = anthropicRecordingBytes(file);
    const splits = recordingSplits(bytes);

    it.each(splits)("assembles the stated answer fed %s", async (_name, pieces) => {
      const { result, recorder } = await replayRecording(anthropicTarget, pieces);
      const { usage, ...answer } = result.assembled;
      const { usage: expectedUsage, ...expectedAnswer } = expectedAnthropicAnswers[
        file
      ] as ExpectedAnthropicAnswer;
      expect(answer).toEqual(expectedAnswer);
      const { raw, ...counts } = usage ?? { raw: {} };
      expect(counts).toEqual(expectedUsage);
      expect(raw.output_tokens).toBe(expectedUsage.output);
      expect(result.status).toBe(200);

      const chunks = recorder.ofKind("llm.chunk");
      expect(chunks).toHaveLength(pieces.length);
      expect(
        concatBytes(
          chunks.map((chunk) => Uint8Array.from(Buffer.from(chunk.data.base64, "base64"))),
        ),
      ).toEqual(bytes);
      expect(recorder.ofKind("error")).toEqual([]);
      const deltas = recorder.ofKind("llm.delta");
      const joined = (channel: string) =>
        deltas
          .filter((delta) => delta.data.channel === channel)
          .map((delta) => delta.data.text)
          .join("");
      expect(joined("content")).toBe(expectedAnswer.content);
      expect(joined("reasoning")).toBe(expectedAnswer.reasoning);
      expect(joined("tool_call")).toBe(
        expectedAnswer.toolCalls.map((call) => call.arguments).join(""),
      );
      expect(recorder.ofKind("llm.response")[0]?.data.assembled).toEqual(result.assembled);
    });
  });

  it("keeps the provider's raw usage from message_start and message_delta", async () => {
    const { result } = await replayRecording(anthropicTarget, [
      anthropicRecordingBytes("anthropic/basic_response.txt"),
    ]);
    expect(result.assembled.usage).toEqual({
      input: 11,
      output: 6,
      raw: { input_tokens: 11, output_tokens: 6 },
    });
  });

  it("gives tool-call deltas the index of their content block", async () => {
    const { recorder } = await replayRecording(anthropicTarget, [
      anthropicRecordingBytes("anthropic/tool_use_response.txt"),
    ]);
    const toolDeltas = recorder
      .ofKind("llm.delta")
      .filter((delta) => delta.data.channel === "tool_call")
      .map((delta) => [delta.data.text, delta.data.contentOffset, delta.data.toolCallIndex]);
    expect(toolDeltas).toEqual([
      ['{"locati', 0, 1],
      ['on": "P', 8, 1],
      ["ar", 15, 1],
      ['is"}', 17, 1],
    ]);
  });
});
