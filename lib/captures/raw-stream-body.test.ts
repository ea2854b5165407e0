import { describe, expect, it } from "vitest";
import { rawStreamBody } from "@/lib/captures/raw-stream-body";
import { LoupeError } from "@/lib/errors";

function failure(run: () => unknown): LoupeError {
  try {
    run();
  } catch (error) {
    if (error instanceof LoupeError) return error;
    throw error;
  }
  throw new Error("expected a LoupeError");
}

describe("rawStreamBody", () => {
  it("keeps a whole SSE body byte for byte, CRLF included", () => {
    const raw = ': OPENROUTER PROCESSING\r\n\r\ndata: {"a":1}\r\n\r\ndata: [DONE]\r\n\r\n';
    expect(rawStreamBody(raw, "openai")).toEqual({
      text: raw,
      contentType: "text/event-stream",
      shape: "sse",
    });
  });

  it("rebuilds an lm.log dump: a blank line after each data line, keep-alives unwrapped", () => {
    const raw = 'data: : OPENROUTER PROCESSING\ndata: {"a":1}\ndata: {"a":2}\ndata: [DONE]';
    expect(rawStreamBody(raw, "openai")).toEqual({
      text: ': OPENROUTER PROCESSING\ndata: {"a":1}\n\ndata: {"a":2}\n\ndata: [DONE]\n\n',
      contentType: "text/event-stream",
      shape: "data-lines",
    });
  });

  it("keeps each line's own terminator when it rebuilds a CRLF dump", () => {
    const raw =
      'event: ping\r\ndata: {"type":"ping"}\r\nevent: message_stop\r\ndata: {"type":"message_stop"}\r\n';
    expect(rawStreamBody(raw, "anthropic").text).toBe(
      'event: ping\r\ndata: {"type":"ping"}\r\n\r\nevent: message_stop\r\ndata: {"type":"message_stop"}\r\n\r\n',
    );
  });

  it("leaves a multi-line data event alone when its first line is not a whole payload", () => {
    const raw = 'data: {"a":\ndata: 1}\n\n';
    expect(rawStreamBody(raw, "openai").shape).toBe("sse");
  });

  it("frames bare JSON lines as SSE events", () => {
    expect(rawStreamBody('{"a":1}\n\n{"a":2}\n', "openai")).toEqual({
      text: 'data: {"a":1}\n\ndata: {"a":2}\n\n',
      contentType: "text/event-stream",
      shape: "json-lines",
    });
  });

  it("replays one whole JSON answer (pretty-printed too) as application/json", () => {
    const raw = '{\n  "choices": [{ "message": { "content": "hi" } }]\n}\n';
    expect(rawStreamBody(raw, "openai")).toMatchObject({
      contentType: "application/json",
      shape: "json",
    });
  });

  it("keeps Ollama NDJSON as it is", () => {
    const raw = '{"message":{"content":"a"},"done":false}\n{"done":true}\n';
    expect(rawStreamBody(raw, "ollama")).toEqual({
      text: raw,
      contentType: "application/x-ndjson",
      shape: "ndjson",
    });
  });

  it("refuses empty text", () => {
    for (const raw of ["", "  \n\r\n", "\uFEFF"]) {
      const error = failure(() => rawStreamBody(raw, "openai"));
      expect(error.code).toBe("request:invalid");
      expect(error.message).toMatch(/^raw is empty/);
    }
  });

  it("refuses text that is not SSE, quoting its first line", () => {
    const error = failure(() => rawStreamBody("\nHello, world\nsecond line", "openai"));
    expect(error.code).toBe("request:invalid");
    expect(error.message).toBe(
      'raw is not an SSE stream: no line starts with "data:" (line 2 reads "Hello, world"). Paste the OpenAI-compatible response body, or its "data:" lines.',
    );
    expect(failure(() => rawStreamBody("event: ping", "anthropic")).message).toMatch(
      /line 1 reads "event: ping"\)\. Paste the Anthropic Messages response body/,
    );
  });

  it("refuses Ollama text with a line that is not JSON, and spots SSE pasted as Ollama", () => {
    expect(failure(() => rawStreamBody('{"done":false}\noops\n', "ollama")).message).toBe(
      'raw is not Ollama NDJSON: line 2 is not a JSON object ("oops").',
    );
    expect(failure(() => rawStreamBody('data: {"a":1}\n\n', "ollama")).message).toMatch(
      /line 1 is not a JSON object \("data: \{"a":1\}"\)\. It looks like SSE: import it with format "openai"\.$/,
    );
  });
});
