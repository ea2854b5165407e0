import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyKeyRule } from "@/lib/proxy/proxy-credentials";
import type { Upstream } from "@/lib/proxy/upstreams";
import { TEST_TOKEN } from "@/test/support/api-client";

const keyed: Upstream = {
  name: "keyed",
  baseUrl: "http://127.0.0.1:1",
  apiKey: "sk-held-by-loupe-000000000",
  keyHeader: "x-api-key",
  fetch: globalThis.fetch,
};
const keyless: Upstream = { ...keyed, name: "keyless", apiKey: undefined };

let tokenBefore: string | undefined;
beforeAll(() => {
  tokenBefore = process.env.LOUPE_TOKEN;
  process.env.LOUPE_TOKEN = TEST_TOKEN;
});
afterAll(() => {
  if (tokenBefore === undefined) delete process.env.LOUPE_TOKEN;
  else process.env.LOUPE_TOKEN = tokenBefore;
});

function applied(
  headers: Record<string, string>,
  upstream: Upstream,
  queryKey: string | null = null,
): Headers {
  const sent = new Headers(headers);
  applyKeyRule(sent, new Headers(headers), upstream, queryKey);
  return sent;
}

describe("applyKeyRule", () => {
  it("passes the client's own key unchanged and adds none", () => {
    const sent = applied({ "x-goog-api-key": "client-key-123456789" }, keyed);
    expect(sent.get("x-goog-api-key")).toBe("client-key-123456789");
    expect(sent.get("x-api-key")).toBeNull();
  });

  it("takes a key in the query (Gemini's ?key=) as the client's own", () => {
    const sent = applied({}, keyed, "query-key-1234567890");
    expect(sent.get("x-api-key")).toBeNull();
  });

  it("refuses to add the held key without the token", () => {
    expect(() => applied({}, keyed)).toThrow(/access token/);
  });

  it("takes the token out of a key header and adds the held key in the upstream's header", () => {
    const sent = applied({ authorization: `Bearer ${TEST_TOKEN}` }, keyed);
    expect(sent.get("authorization")).toBeNull();
    expect(sent.get("x-api-key")).toBe(keyed.apiKey);
  });

  it("sends a request without a key as it is when Loupe holds none", () => {
    const sent = applied({ "content-type": "application/json" }, keyless);
    expect([...sent.keys()]).toEqual(["content-type"]);
  });
});
