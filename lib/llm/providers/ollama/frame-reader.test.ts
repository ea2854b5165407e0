import { describe, expect, it } from "vitest";
import { createAnswerAssembler } from "@/lib/llm/answer-assembler";
import type { FrameReading } from "@/lib/llm/model-provider";
import { createNdjsonByteFramer } from "@/lib/llm/ndjson-byte-framer";
import { createOllamaFrameReader } from "@/lib/llm/providers/ollama/frame-reader";
import { ndjsonBody, ollamaChatLines } from "@/test/support/ollama-stream";
import { readFixture, splitEvery, splitRandomly } from "@/test/support/stream-fixtures";

const encoder = new TextEncoder();

/** Runs the reader over NDJSON byte pieces as the recording core does. */
function readPieces(pieces: Uint8Array[]) {
  const reader = createOllamaFrameReader();
  const assembler = createAnswerAssembler();
  const readings: FrameReading[] = [];
  let ended = false;
  const framer = createNdjsonByteFramer((item) => {
    if (item.type !== "line" || ended) return;
    const reading = reader.read({
      framing: "ndjson",
      data: item.text,
      where: `line ${item.lineNumber}`,
    });
    readings.push(reading);
    ended ||= reading.ended === true;
    for (const part of reading.parts) assembler.add(part);
  });
  for (const [index, piece] of pieces.entries()) framer.push(piece, index);
  framer.end();
  return { readings, answer: assembler.answer(), ended };
}

const script = {
  thinking: ["The user wants ", "the weather."],
  content: ["Let me ", "check, ", "é 😀."],
  toolCalls: [
    { name: "get_forecast", arguments: { latitude: 40.7, longitude: -74 } },
    { name: "write_to_file", arguments: { path: "result.md", content: "Sunny" } },
  ],
  promptEvalCount: 26,
  evalCount: 282,
};
const bytes = encoder.encode(ndjsonBody(ollamaChatLines(script)));

const expected = {
  content: "Let me check, é 😀.",
  reasoning: "The user wants the weather.",
  toolCalls: [
    { id: "call_0", name: "get_forecast", arguments: '{"latitude":40.7,"longitude":-74}' },
    { id: "call_1", name: "write_to_file", arguments: '{"path":"result.md","content":"Sunny"}' },
  ],
  finishReason: "stop",
  usage: {
    input: 26,
    output: 282,
    total: 308,
    raw: {
      prompt_eval_count: 26,
      eval_count: 282,
      total_duration: 4_883_583_458,
      load_duration: 1_334_875,
      prompt_eval_duration: 342_546_000,
      eval_duration: 4_535_599_000,
    },
  },
};

describe("the Ollama frame reader", () => {
  const feeds: [string, Uint8Array[]][] = [
    ["whole", [bytes]],
    ["byte by byte", splitEvery(bytes, 1)],
    ...[1, 2, 3, 4, 5].map((seed): [string, Uint8Array[]] => [
      `in random pieces (seed ${seed})`,
      splitRandomly(bytes, seed),
    ]),
  ];
  it.each(feeds)("assembles text, thinking, whole tool calls and usage fed %s", (_name, pieces) => {
    const { answer, ended } = readPieces(pieces);
    expect(answer).toEqual(expected);
    expect(ended).toBe(true);
  });

  it("keeps CRLF line ends apart from the JSON", () => {
    const crlf = encoder.encode(
      ollamaChatLines(script)
        .map((line) => `${line}\r\n`)
        .join(""),
    );
    expect(readPieces(splitRandomly(crlf, 9)).answer).toEqual(expected);
  });

  it("keeps the text so far of a stream cut before done, and does not end it", () => {
    const lines = ollamaChatLines({ content: ["Hel", "lo"] }).slice(0, -1);
    const { answer, ended } = readPieces([encoder.encode(ndjsonBody(lines))]);
    expect(answer.content).toBe("Hello");
    expect(answer.finishReason).toBeUndefined();
    expect(ended).toBe(false);
  });

  it("reads an error line as an error part that ends the stream", () => {
    const { readings } = readPieces([
      encoder.encode(
        `${ollamaChatLines({ content: ["a"] })[0]}\n{"error":"model runner has unexpectedly stopped"}\n`,
      ),
    ]);
    expect(readings[1]).toEqual({
      parts: [
        { type: "error", code: "provider_error", message: "model runner has unexpectedly stopped" },
      ],
      ended: true,
    });
  });

  it("names a line that is not JSON or not a chat line, and skips it", () => {
    const reader = createOllamaFrameReader();
    expect(
      reader.read({ framing: "ndjson", data: "{oops", where: "line 3" }).problems?.[0],
    ).toMatch(/^The data of the NDJSON line at line 3 is not JSON/);
    expect(
      reader.read({ framing: "ndjson", data: '{"done":"yes"}', where: "line 4" }).problems?.[0],
    ).toMatch(
      /^The NDJSON line at line 4 is not a stream line \(Ollama \/api\/chat or \/api\/generate\) \(done: /,
    );
  });

  it("reads a whole non-streaming answer", () => {
    const reader = createOllamaFrameReader();
    const reading = reader.read({
      framing: "json",
      where: "llm.sse #3",
      data: JSON.stringify({
        model: "qwen3",
        message: { role: "assistant", content: "Hi", thinking: "greet" },
        done: true,
        done_reason: "length",
        prompt_eval_count: 3,
        eval_count: 1,
      }),
    });
    expect(reading.ended).toBe(true);
    expect(reading.parts.map((part) => part.type)).toEqual([
      "reasoning",
      "text",
      "finish",
      "usage",
    ]);
    expect(reading.parts[2]).toEqual({ type: "finish", reason: "length" });
  });
});

/** The hand-written `/api/generate` recordings (test/fixtures/llm-streams/ollama). */
const generateStream = encoder.encode(readFixture("ollama/generate-thinking.ndjson"));

describe("the Ollama frame reader on /api/generate answers", () => {
  const expectedGenerate = {
    content:
      "The sky looks blue because air molecules scatter short blue wavelengths more than red ones — Rayleigh scattering ☀️.",
    reasoning: "Okay, the user asks why the sky is blue. Rayleigh scattering.",
    toolCalls: [],
    finishReason: "stop",
    usage: {
      input: 31,
      output: 36,
      total: 67,
      raw: {
        prompt_eval_count: 31,
        eval_count: 36,
        total_duration: 1_843_226_583,
        load_duration: 41_337_250,
        prompt_eval_duration: 118_404_000,
        eval_duration: 1_675_002_000,
      },
    },
  };

  it.each([
    ["whole", [generateStream]],
    ["byte by byte", splitEvery(generateStream, 1)],
    ["in random pieces", splitRandomly(generateStream, 4)],
  ])("assembles response, thinking, the reason and usage of a stream fed %s", (_name, pieces) => {
    const { answer, ended } = readPieces(pieces);
    expect(answer).toEqual(expectedGenerate);
    expect(ended).toBe(true);
  });

  it("reads a whole non-streamed answer", () => {
    const reading = createOllamaFrameReader().read({
      framing: "json",
      where: "llm.sse #1",
      data: readFixture("ollama/generate-whole.json"),
    });
    expect(reading).toEqual({
      parts: [
        { type: "reasoning", text: "One sentence, then stop." },
        { type: "text", text: "Short blue wavelengths scatter most." },
        { type: "finish", reason: "length" },
        {
          type: "usage",
          usage: expect.objectContaining({ input: 28, output: 8, total: 36 }),
        },
      ],
      ended: true,
    });
  });

  it("reads the tool calls a generate line carries beside its response", () => {
    const line = JSON.stringify({
      model: "qwen3",
      response: "",
      tool_calls: [{ function: { name: "get_forecast", arguments: { latitude: 40.7 } } }],
      done: false,
    });
    expect(readPieces([encoder.encode(`${line}\n`)]).answer.toolCalls).toEqual([
      { id: "call_0", name: "get_forecast", arguments: '{"latitude":40.7}' },
    ]);
  });

  it("reads an error line as an error part that ends the stream", () => {
    const { readings, answer } = readPieces([
      encoder.encode(readFixture("ollama/generate-error.ndjson")),
    ]);
    expect(answer.content).toBe("Light from");
    expect(readings[2]).toEqual({
      parts: [
        {
          type: "error",
          code: "provider_error",
          message: "an error was encountered while running the model: unexpected EOF",
        },
      ],
      ended: true,
    });
  });
});
