import { describe, expect, it } from "vitest";
import { exchangeAsCurl, shellQuote } from "./curl";

describe("shellQuote", () => {
  it("quotes single quotes so the shell reads the text back unchanged", () => {
    expect(shellQuote("it's")).toBe(`'it'\\''s'`);
  });
});

describe("exchangeAsCurl", () => {
  it("writes the method, URL, recorded headers and raw body, leaving out headers curl computes", () => {
    const command = exchangeAsCurl({
      method: "POST",
      url: "http://127.0.0.1:3001/mcp",
      requestHeaders: {
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
        "mcp-session-id": "abc",
        authorization: "**********",
        "content-length": "42",
      },
      requestBody: '{"jsonrpc":"2.0","id":1,"method":"ping","note":"it\'s"}',
    });
    expect(command).toBe(
      [
        "curl -X POST 'http://127.0.0.1:3001/mcp'",
        "-H 'content-type: application/json'",
        "-H 'accept: application/json, text/event-stream'",
        "-H 'mcp-session-id: abc'",
        "-H 'authorization: **********'",
        `--data-raw '{"jsonrpc":"2.0","id":1,"method":"ping","note":"it'\\''s"}'`,
        "--no-buffer",
      ].join(" "),
    );
  });

  it("sends no body for a GET", () => {
    expect(exchangeAsCurl({ method: "GET", url: "http://h/sse", requestHeaders: {} })).toBe(
      "curl -X GET 'http://h/sse'",
    );
  });
});
