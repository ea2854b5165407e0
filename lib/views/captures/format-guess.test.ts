import { describe, expect, it } from "vitest";
import { ndjsonBody, ollamaChatLines } from "@/test/support/ollama-stream";
import { frameAsSse, readChunkLines, readFixture } from "@/test/support/stream-fixtures";
import { guessCaptureFormat } from "./format-guess";

describe("guessCaptureFormat", () => {
  it('reads an OpenAI-compatible SSE body from its first data: {"choices" line', () => {
    const raw = readFixture("openai-compatible/anthropic-fallback-tool-call.sse");
    expect(guessCaptureFormat(raw)).toMatchObject({ format: "openai", line: 1 });
  });

  it("reads a recording of bare chunk lines and the seeds' lm.log dump as OpenAI-compatible", () => {
    expect(guessCaptureFormat(readFixture("openai/openai-text.chunks.txt"))?.format).toBe("openai");
    const dump = `data: : OPENROUTER PROCESSING\r\ndata: {"id":"gen-1","choices":[{"delta":{"content":"纽约"}}]}\r\n`;
    expect(guessCaptureFormat(dump)).toEqual({
      format: "openai",
      line: 2,
      evidence: 'data: {"id":"gen-1","choices":[{"delta":{"content":"纽约"}}]}',
    });
  });

  it("reads an Anthropic stream from event: message_start, or its event types as JSON lines", () => {
    expect(guessCaptureFormat(readFixture("anthropic/basic_response.txt"))).toEqual({
      format: "anthropic",
      line: 1,
      evidence: "event: message_start",
    });
    const lines = readChunkLines("anthropic/anthropic-text.chunks.txt");
    expect(guessCaptureFormat(lines.join("\n"))?.format).toBe("anthropic");
    expect(guessCaptureFormat(frameAsSse(lines))?.format).toBe("anthropic");
  });

  it("reads a Responses API stream from its response.* event types, and Gemini from its candidates", () => {
    const responses = readChunkLines("openai-responses/openai-error.1.chunks.txt");
    expect(guessCaptureFormat(responses.join("\n"))?.format).toBe("openai-responses");
    expect(guessCaptureFormat("event: response.created\ndata: {}\n\n")).toMatchObject({
      format: "openai-responses",
      line: 1,
    });
    const gemini = readChunkLines("google/google-text.chunks.txt");
    expect(guessCaptureFormat(frameAsSse(gemini))?.format).toBe("gemini");
    expect(guessCaptureFormat(readFixture("google/google-text.chunks.txt"))?.format).toBe("gemini");
    expect(guessCaptureFormat(JSON.stringify({ object: "response", output: [] }))?.format).toBe(
      "openai-responses",
    );
    expect(guessCaptureFormat(JSON.stringify({ candidates: [] }, null, 2))?.format).toBe("gemini");
  });

  it('reads Ollama NDJSON from its "done": lines', () => {
    const raw = ndjsonBody(ollamaChatLines({ content: ["Hello"] }));
    expect(guessCaptureFormat(raw)).toMatchObject({ format: "ollama", line: 1 });
  });

  it("reads a whole JSON answer, pretty-printed, by its fields", () => {
    const openai = JSON.stringify({ choices: [{ message: { content: "hi" } }] }, null, 2);
    const anthropic = JSON.stringify(
      { type: "message", content: [{ type: "text", text: "hi" }], stop_reason: "end_turn" },
      null,
      2,
    );
    const ollama = JSON.stringify({ message: { content: "hi" }, done: true }, null, 2);
    expect(guessCaptureFormat(openai)?.format).toBe("openai");
    expect(guessCaptureFormat(anthropic)?.format).toBe("anthropic");
    expect(guessCaptureFormat(ollama)?.format).toBe("ollama");
  });

  it("skips a byte order mark and blank lines, and shortens long evidence", () => {
    const long = `data: {"choices":[{"delta":{"content":"${"x".repeat(100)}"}}]}`;
    const guess = guessCaptureFormat(`\uFEFF\n\n${long}`);
    expect(guess?.line).toBe(3);
    expect(guess?.evidence).toHaveLength(61);
    expect(guess?.evidence.endsWith("…")).toBe(true);
  });

  it("reads only the start of a long paste", () => {
    const openaiLine = 'data: {"choices":[{"delta":{"content":"late"}}]}';
    expect(guessCaptureFormat(`${"x\n".repeat(200_000)}${openaiLine}`)).toBeUndefined();
    expect(guessCaptureFormat(`${openaiLine}\n${"x\n".repeat(200_000)}`)?.format).toBe("openai");
  });

  it("says nothing for text that is no stream it knows", () => {
    expect(guessCaptureFormat("")).toBeUndefined();
    expect(guessCaptureFormat("Hello, world")).toBeUndefined();
    expect(guessCaptureFormat("<html>502 Bad Gateway</html>")).toBeUndefined();
    expect(guessCaptureFormat('{"hello": "world"}')).toBeUndefined();
  });
});
