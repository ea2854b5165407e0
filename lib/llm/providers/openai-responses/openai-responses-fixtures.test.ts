import { describe, expect, it } from "vitest";
import {
  type ExpectedResponsesAnswer,
  expectedResponsesAnswers,
  responsesRecordingBytes,
} from "@/test/support/openai-responses-fixture-expectations";
import { recordingSplits, replayRecording } from "@/test/support/replay-recording";
import { concatBytes, listFixtureFiles, readChunkLines } from "@/test/support/stream-fixtures";

const responsesTarget = {
  wire: "openai-responses",
  provider: "openai-responses",
  baseUrl: "http://127.0.0.1:9/v1",
} as const;

const files = listFixtureFiles("openai-responses");

describe("streamModel replaying recorded Responses API streams", () => {
  it("states an expected answer for every Responses API recording", () => {
    expect(files).toEqual(Object.keys(expectedResponsesAnswers).sort());
    expect(files).toHaveLength(5);
  });

  describe.each(files)("%s", (file) => {
    const bytes = responsesRecordingBytes(file);
    const splits = recordingSplits(bytes);

    it.each(splits)("assembles the stated answer fed %s", async (_name, pieces) => {
      const { result, recorder } = await replayRecording(responsesTarget, pieces);
      const { usage, error, ...answer } = result.assembled;
      const {
        usage: expectedUsage,
        errorSays,
        ...expectedAnswer
      } = expectedResponsesAnswers[file] as ExpectedResponsesAnswer;
      expect(answer).toEqual(expectedAnswer);
      if (expectedUsage) {
        const { raw, ...counts } = usage ?? { raw: {} };
        expect(counts).toEqual(expectedUsage);
        expect(raw.output_tokens).toBe(expectedUsage.output);
      } else expect(usage).toBeUndefined();
      if (errorSays) {
        expect(error?.message).toContain(`The provider reported an error in the stream`);
        expect(error?.message).toContain(errorSays);
        expect(recorder.ofKind("error")).toHaveLength(1);
      } else {
        expect(error).toBeUndefined();
        expect(recorder.ofKind("error")).toEqual([]);
      }
      expect(result.status).toBe(200);

      const chunks = recorder.ofKind("llm.chunk");
      expect(chunks).toHaveLength(pieces.length);
      expect(
        concatBytes(
          chunks.map((chunk) => Uint8Array.from(Buffer.from(chunk.data.base64, "base64"))),
        ),
      ).toEqual(bytes);
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

  it("streams the text as its output_text deltas, the same as the item that is done", async () => {
    const file = "openai-responses/github-copilot-id-rotation.1.chunks.txt";
    const { recorder } = await replayRecording(responsesTarget, [responsesRecordingBytes(file)]);
    const textDeltas = recorder
      .ofKind("llm.delta")
      .filter((delta) => delta.data.channel === "content");
    expect(textDeltas).toHaveLength(55);
    const done = readChunkLines(file)
      .map((line) => JSON.parse(line))
      .find((event) => event.type === "response.output_item.done" && event.item.type === "message");
    expect(textDeltas.map((delta) => delta.data.text).join("")).toBe(done.item.content[0].text);
  });

  it("gives function-call argument deltas the call's output index", async () => {
    const { recorder } = await replayRecording(responsesTarget, [
      responsesRecordingBytes("openai-responses/openai-client-tool-search.2.chunks.txt"),
    ]);
    const toolDeltas = recorder
      .ofKind("llm.delta")
      .filter((delta) => delta.data.channel === "tool_call");
    expect(toolDeltas).toHaveLength(13);
    expect(toolDeltas.every((delta) => delta.data.toolCallIndex === 0)).toBe(true);
    expect(toolDeltas.slice(0, 3).map((delta) => delta.data.text)).toEqual([
      '{"',
      "location",
      '":"',
    ]);
  });
});
