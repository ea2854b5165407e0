import { describe, expect, it } from "vitest";
import { readCaptureRequest } from "./request";

describe("readCaptureRequest", () => {
  it("sends no request for an empty field", () => {
    expect(readCaptureRequest("")).toEqual({ ok: true });
    expect(readCaptureRequest("  \n\t")).toEqual({ ok: true });
  });

  it("sends the body as JSON when it is an object", () => {
    const body = { model: "deepseek/deepseek-chat", stream: true, messages: [] };
    expect(readCaptureRequest(JSON.stringify(body, null, 2))).toEqual({ ok: true, request: body });
  });

  it("locates a JSON mistake by line and column", () => {
    const answer = readCaptureRequest('{\n  "model": "m",\n  "stream": tru\n}');
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(answer.message).toBe(
      "The request is not valid JSON (line 3, column 13: expected a value, found 't'). Paste the request body as it was sent, or leave the field empty.",
    );
  });

  it("locates a body cut short at its end", () => {
    const answer = readCaptureRequest('{"model": "m",');
    expect(answer).toMatchObject({ ok: false });
    if (answer.ok) return;
    expect(answer.message).toMatch(
      /^The request is not valid JSON \(line 1, column 15: expected a property name in double quotes, found the end of the text\)/,
    );
  });

  it("refuses JSON that is not an object, naming what it is", () => {
    expect(readCaptureRequest("[1, 2]")).toEqual({
      ok: false,
      message:
        'The request is an array, not a JSON object. Paste the request body as it was sent (an object with "model" and "messages"), or leave the field empty.',
    });
    expect(readCaptureRequest("null")).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^The request is null, not a JSON object/),
    });
    expect(readCaptureRequest('"text"')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^The request is a string, not a JSON object/),
    });
  });
});
