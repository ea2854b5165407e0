import { describe, expect, it } from "vitest";
import { clientResponseHeaders, upstreamRequestHeaders } from "@/lib/proxy/forward-headers";

describe("upstreamRequestHeaders", () => {
  it("drops hop-by-hop headers, those Connection names, host and Loupe's own, and asks for no compression", () => {
    const sent = upstreamRequestHeaders(
      new Headers({
        host: "127.0.0.1:3000",
        connection: "keep-alive, x-hop",
        "x-hop": "1",
        "keep-alive": "timeout=5",
        expect: "100-continue",
        cookie: "loupe_token_3000=secret",
        origin: "http://127.0.0.1:3000",
        "content-length": "12",
        "accept-encoding": "gzip, br",
        "anthropic-version": "2023-06-01",
        "user-agent": "claude-cli/2",
      }),
    );
    expect(Object.fromEntries(sent)).toEqual({
      "accept-encoding": "identity",
      "anthropic-version": "2023-06-01",
      "user-agent": "claude-cli/2",
    });
  });
});

describe("clientResponseHeaders", () => {
  it("passes the upstream's headers less hop-by-hop ones, the length and a decoded encoding", () => {
    const passed = clientResponseHeaders(
      new Headers({
        "content-type": "text/event-stream",
        "content-length": "99",
        "content-encoding": "gzip",
        "transfer-encoding": "chunked",
        "x-request-id": "req_1",
      }),
    );
    expect(Object.fromEntries(passed)).toEqual({
      "content-type": "text/event-stream",
      "x-request-id": "req_1",
    });
  });
});
