import { describe, expect, it } from "vitest";
import {
  type ExpectedGeminiAnswer,
  expectedGeminiAnswers,
  geminiRecordingBytes,
} from "@/test/support/gemini-fixture-expectations";
import { replayRecording } from "@/test/support/replay-recording";
import {
  concatBytes,
  listFixtureFiles,
  readChunkLines,
  splitEvery,
  splitRandomly,
  withLineEnding,
} from "@/test/support/stream-fixtures";

const geminiTarget = {
  wire: "gemini",
  provider: "gemini",
  baseUrl: "http://127.0.0.1:9/v1beta",
} as const;

const files = listFixtureFiles("google");
const encoder = new TextEncoder();
const decoder = new TextDecoder();

describe("streamModel replaying recorded Gemini streams (alt=sse)", () => {
  it("states an expected answer for every Gemini recording", () => {
    expect(files).toEqual(Object.keys(expectedGeminiAnswers).sort());
    expect(files).toHaveLength(6);
  });

  describe.each(files)("%s", (file) => {
    const bytes = geminiRecordingBytes(file);
    const splits: [string, Uint8Array[]][] = [
      ["whole", [bytes]],
      ["byte by byte", splitEvery(bytes, 1)],
      ["in random reads (seed 3)", splitRandomly(bytes, 3)],
      [
        "with CRLF in random reads (seed 17)",
        splitRandomly(encoder.encode(withLineEnding(decoder.decode(bytes), "\r\n")), 17, 61),
      ],
    ];

    it.each(splits)("assembles the stated answer fed %s", async (_name, pieces) => {
      const { result, recorder } = await replayRecording(geminiTarget, pieces);
      const { usage, ...answer } = result.assembled;
      const { usage: expectedUsage, ...expectedAnswer } = expectedGeminiAnswers[
        file
      ] as ExpectedGeminiAnswer;
      expect(answer).toEqual(expectedAnswer);
      const { raw, ...counts } = usage ?? { raw: {} };
      expect(counts).toEqual(expectedUsage);
      expect(raw.candidatesTokenCount).toBe(expectedUsage.output);
      expect(result.status).toBe(200);
      expect(recorder.ofKind("error")).toEqual([]);

      const chunks = recorder.ofKind("llm.chunk");
      expect(chunks).toHaveLength(pieces.length);
      expect(
        concatBytes(
          chunks.map((chunk) => Uint8Array.from(Buffer.from(chunk.data.base64, "base64"))),
        ),
      ).toEqual(concatBytes(pieces));
      expect(recorder.ofKind("llm.sse").map((event) => event.data.data)).toEqual(
        readChunkLines(file),
      );
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

  it("gives each function call the index of its place in the stream", async () => {
    const { recorder } = await replayRecording(geminiTarget, [
      geminiRecordingBytes("google/google-stream-no-args-tool-call.chunks.txt"),
    ]);
    const toolDeltas = recorder
      .ofKind("llm.delta")
      .filter((delta) => delta.data.channel === "tool_call")
      .map((delta) => [delta.data.text, delta.data.toolCallIndex]);
    expect(toolDeltas).toEqual([
      ['{"id":"A"}', 1],
      ['{"id":"B"}', 2],
      ['{"id":"C"}', 3],
    ]);
  });
});
