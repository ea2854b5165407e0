import { describe, expect, it } from "vitest";
import { readJsonDocuments } from "@/lib/http/read-json-documents";

function request(body: string, contentType = "application/json"): Request {
  return new Request("http://127.0.0.1/api", {
    method: "POST",
    headers: { "content-type": contentType },
    body,
  });
}

describe("readJsonDocuments", () => {
  it("reads one JSON value, pretty-printed over lines or not", async () => {
    expect(await readJsonDocuments(request('{\n  "a": 1\n}\n'), { maxBytes: 100 })).toEqual([
      { a: 1 },
    ]);
  });

  it("reads JSON Lines as their values, blank lines skipped", async () => {
    expect(await readJsonDocuments(request('{"a":1}\n\n{"b":2}\n'), { maxBytes: 100 })).toEqual([
      { a: 1 },
      { b: 2 },
    ]);
  });

  it("names the line of JSON Lines that breaks, and the body when it is no JSON at all", async () => {
    await expect(readJsonDocuments(request('{"a":1}\n{"b":'), { maxBytes: 100 })).rejects.toThrow(
      /^Line 2 of the request body is not valid JSON/,
    );
    await expect(readJsonDocuments(request('{\n  "a": \n'), { maxBytes: 100 })).rejects.toThrow(
      /^The request body is not valid JSON/,
    );
  });

  it("refuses an empty body, another media type and a body past the limit", async () => {
    await expect(readJsonDocuments(request(" "), { maxBytes: 100 })).rejects.toThrow(/empty/);
    await expect(readJsonDocuments(request("{}", "text/plain"), { maxBytes: 100 })).rejects.toThrow(
      /content-type/,
    );
    await expect(readJsonDocuments(request('{"a":"long"}'), { maxBytes: 4 })).rejects.toThrow(
      /larger than 4 bytes/,
    );
  });
});
