import { describe, expect, it } from "vitest";
import { isJsonRpcText, NotJsonRpcError, quote, requestIdsIn } from "@/lib/mcp/not-json-rpc";

describe("not JSON-RPC", () => {
  it("quotes the first 200 characters on one line and counts the rest", () => {
    expect(quote("a\nb")).toBe("a\\nb");
    const long = "x".repeat(250);
    expect(quote(long)).toBe(`${"x".repeat(200)} … (50 more characters)`);
    expect(new NotJsonRpcError("a line on stdout", "hello").message).toBe(
      "the server sent a line on stdout that is not JSON-RPC: hello",
    );
  });

  it("tells JSON-RPC messages and batches from other JSON and from text", () => {
    expect(isJsonRpcText('{"jsonrpc":"2.0","id":1,"result":{}}')).toBe(true);
    expect(isJsonRpcText('[{"jsonrpc":"2.0","method":"notifications/initialized"}]')).toBe(true);
    expect(isJsonRpcText('{"hello":1}')).toBe(false);
    expect(isJsonRpcText("[]")).toBe(false);
    expect(isJsonRpcText("plain text")).toBe(false);
  });

  it("finds the ids of the requests in a body, and none in a notification or text", () => {
    expect(requestIdsIn('{"jsonrpc":"2.0","id":7,"method":"tools/call"}')).toEqual([7]);
    expect(
      requestIdsIn(
        '[{"jsonrpc":"2.0","id":"a","method":"ping"},{"jsonrpc":"2.0","method":"notifications/x"}]',
      ),
    ).toEqual(["a"]);
    expect(requestIdsIn('{"jsonrpc":"2.0","id":1,"result":{}}')).toEqual([]);
    expect(requestIdsIn("not json")).toEqual([]);
    expect(requestIdsIn(undefined)).toEqual([]);
  });
});
