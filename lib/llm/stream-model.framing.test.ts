import { describe, expect, it } from "vitest";
import type { ModelPart } from "@/lib/llm/model-part";
import { streamModel } from "@/lib/llm/stream-model";
import {
  createEventRecorder,
  fakeFetch,
  helloRequest,
  modelTarget,
  sseResponse,
  typedResponse,
} from "@/test/support/fake-model-fetch";
import { concatBytes, splitEvery } from "@/test/support/stream-fixtures";

const encoder = new TextEncoder();

function chunk(fields: Record<string, unknown>): string {
  return JSON.stringify({ object: "chat.completion.chunk", ...fields });
}
const textChunk = (content: string, finish: string | null = null) =>
  chunk({ choices: [{ index: 0, delta: { content }, finish_reason: finish }], usage: null });
const usageChunk = chunk({
  choices: [],
  usage: { prompt_tokens: 9, completion_tokens: 4, total_tokens: 13 },
});

async function run(response: Response, options: Partial<Parameters<typeof streamModel>[0]> = {}) {
  const recorder = createEventRecorder();
  const { fetch } = fakeFetch(() => response);
  const result = await streamModel({
    turn: 1,
    request: helloRequest,
    target: modelTarget({ fetch }),
    onEvent: recorder.onEvent,
    ...options,
  });
  return { result, recorder };
}

describe("streamModel framing", () => {
  it("reads an NDJSON body line by line, recording each line as an llm.sse event with deltas", async () => {
    const lines = [textChunk("Hel"), textChunk("lo", "stop"), usageChunk];
    const bytes = encoder.encode(`${lines.join("\n")}\n`);
    const { result, recorder } = await run(
      typedResponse(splitEvery(bytes, 10), "application/x-ndjson").response,
    );
    expect(result.assembled).toMatchObject({ content: "Hello", finishReason: "stop" });
    expect(result.assembled.usage).toMatchObject({ input: 9, output: 4, total: 13 });
    expect(result.assembled.error).toBeUndefined();
    const frames = recorder.ofKind("llm.sse");
    expect(frames.map((frame) => [frame.data.type, frame.data.data, frame.data.lines])).toEqual(
      lines.map((line) => ["event", line, [line]]),
    );
    const deltas = recorder.ofKind("llm.delta");
    expect(deltas.map((delta) => [delta.data.text, delta.data.sseSeq])).toEqual([
      ["Hel", frames[0]?.seq],
      ["lo", frames[1]?.seq],
    ]);
  });

  it("names the NDJSON line that is not JSON and keeps reading", async () => {
    const bytes = encoder.encode(`${textChunk("a")}\n{oops\n${textChunk("b", "stop")}\n`);
    const { result, recorder } = await run(typedResponse([bytes], "application/x-ndjson").response);
    const bad = recorder.ofKind("llm.sse")[1];
    expect(result.assembled.content).toBe("ab");
    expect(result.assembled.error?.message).toMatch(
      new RegExp(`^The data of the NDJSON line at line 2, llm\\.sse #${bad?.seq} is not JSON`),
    );
  });

  it("gives the tee exactly the bytes of the body, the status and the headers", async () => {
    const text = `data: ${textChunk("Hi", "stop")}\n\ndata: ${usageChunk}\n\ndata: [DONE]\n\n`;
    const pieces = splitEvery(encoder.encode(text), 7);
    const received: Uint8Array[] = [];
    const seen: string[] = [];
    const { result } = await run(sseResponse(pieces).response, {
      tee: {
        onResponse: (status, headers) => seen.push(`${status} ${headers.get("content-type")}`),
        onBytes: (bytes) => received.push(bytes),
        onEnd: (error) => seen.push(error ? `error: ${error.message}` : "end"),
      },
    });
    expect(result.assembled.content).toBe("Hi");
    expect(concatBytes(received)).toEqual(encoder.encode(text));
    expect(received).toHaveLength(pieces.length);
    expect(seen).toEqual(["200 text/event-stream", "end"]);
  });

  it("tells the tee when the body broke off", async () => {
    const ends: (Error | undefined)[] = [];
    await run(
      sseResponse([encoder.encode(`data: ${textChunk("a")}\n\n`)], {
        kind: "error",
        error: new Error("socket hang up"),
      }).response,
      { tee: { onBytes: () => {}, onEnd: (error) => ends.push(error) } },
    );
    expect(ends).toHaveLength(1);
    expect(ends[0]?.message).toMatch(/not read to its end \(failed\)/);
  });

  it("reads the stream to its end by default, so the usage after the answer is captured", async () => {
    const text = `data: ${textChunk("<done/>", "stop")}\n\ndata: ${usageChunk}\n\ndata: [DONE]\n\n`;
    const parts: ModelPart["type"][] = [];
    const { result, recorder } = await run(sseResponse([encoder.encode(text)]).response, {
      onPart: (part) => {
        parts.push(part.type);
        return "continue";
      },
    });
    expect(parts).toEqual(["text", "finish", "usage"]);
    expect(result.stoppedByHost).toBe(false);
    expect(result.assembled.finishReason).toBe("stop");
    expect(result.assembled.usage).toEqual({
      input: 9,
      output: 4,
      total: 13,
      raw: { prompt_tokens: 9, completion_tokens: 4, total_tokens: 13 },
    });
    expect(recorder.ofKind("llm.sse").at(-1)?.data.data).toBe("[DONE]");
  });

  it("stops at the host's request with finish reason stopped-by-host and no usage", async () => {
    const pieces = [
      `data: ${textChunk("<done/>")}\n\n`,
      `data: ${textChunk("after", "stop")}\n\ndata: ${usageChunk}\n\ndata: [DONE]\n\n`,
    ].map((text) => encoder.encode(text));
    const { result, recorder } = await run(sseResponse(pieces).response, {
      onPart: (part) => (part.type === "text" ? "stop" : undefined),
    });
    expect(result.stoppedByHost).toBe(true);
    expect(result.assembled).toEqual({
      content: "<done/>",
      reasoning: "",
      toolCalls: [],
      finishReason: "stopped-by-host",
    });
    expect(recorder.ofKind("llm.chunk")).toHaveLength(1);
  });

  it("reads a JSON body whose content-type names JSON as a whole answer", async () => {
    const completion = {
      choices: [{ index: 0, message: { content: "Whole" }, finish_reason: "stop" }],
    };
    const { result, recorder } = await run(
      typedResponse([encoder.encode(JSON.stringify(completion))], "application/json; charset=utf-8")
        .response,
    );
    expect(result.assembled).toMatchObject({ content: "Whole", finishReason: "stop" });
    expect(recorder.ofKind("llm.delta").map((delta) => delta.data.text)).toEqual(["Whole"]);
  });
});
