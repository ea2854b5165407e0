import { describe, expect, it } from "vitest";
import { MAX_CAPTURE_BODY_BYTES } from "@/lib/captures/capture-format";
import { MAX_JSON_BODY_BYTES } from "@/lib/http/read-json";
import nextConfig, { PROXY_BODY_BUFFER_BYTES } from "@/next.config.mjs";

/** The largest piece Node's HTTP server hands over at once (its default highWaterMark). */
const LARGEST_READ_BYTES = 64 * 1024;

describe("the proxy's body buffer", () => {
  it("is the one Next is configured with", () => {
    expect(nextConfig.experimental?.proxyClientMaxBodySize).toBe(PROXY_BODY_BUFFER_BYTES);
  });

  it("holds the largest body a route takes, and a read past it, so a route sees it is too large", () => {
    const largestRouteBody = Math.max(MAX_CAPTURE_BODY_BYTES, MAX_JSON_BODY_BYTES);
    expect(PROXY_BODY_BUFFER_BYTES - LARGEST_READ_BYTES).toBeGreaterThan(largestRouteBody);
  });
});
