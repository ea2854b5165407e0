import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { accessToken } from "@/lib/security/token";
import { config, proxy } from "@/proxy";
import { proxyMatcherMatches } from "@/test/support/proxy-matcher";

function nextRequest(
  url: string,
  headers: Record<string, string> = {},
  method = "GET",
): NextRequest {
  return new NextRequest(url, { method, headers: { host: new URL(url).host, ...headers } });
}

function expectSecurityHeaders(response: Response): void {
  const policy = response.headers.get("content-security-policy") ?? "";
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("referrer-policy")).toBe("no-referrer");
}

const staticPaths = [
  "/_next/static/chunks/0a1b2c3d.js",
  "/_next/static/css/app.css",
  "/_next/image?url=%2Fapi%2Fdemo%2Fsse&w=64&q=75",
  "/favicon.ico",
  "/icon.svg",
];

describe("proxy", () => {
  it("refuses a page request whose Host is not local", async () => {
    const response = proxy(nextRequest("http://127.0.0.1:3000/", { host: "rebound.example" }));
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe("security:forbidden_host");
  });

  it("runs on every path, static files and the image optimizer included", () => {
    for (const path of ["/", "/api/health", ...staticPaths]) {
      expect(proxyMatcherMatches(config.matcher, `http://127.0.0.1:3000${path}`), path).toBe(true);
    }
  });

  it("leaves the logging proxy's paths to their route, so Next does not buffer their bodies", () => {
    const proxied = "http://127.0.0.1:3000/api/proxy/openai/v1/chat/completions";
    expect(proxyMatcherMatches(config.matcher, proxied)).toBe(false);
    for (const path of ["/api/proxy", "/api/proxying", "/api/captures"]) {
      expect(proxyMatcherMatches(config.matcher, `http://127.0.0.1:3000${path}`), path).toBe(true);
    }
  });

  it("refuses a static file or an image asked for under another Host with 403 JSON", async () => {
    for (const path of staticPaths) {
      const response = proxy(nextRequest(`http://127.0.0.1:3000${path}`, { host: "evil.example" }));
      expect(response.status, path).toBe(403);
      expect((await response.json()).error.code).toBe("security:forbidden_host");
      expectSecurityHeaders(response);
    }
  });

  it("does not serve the image optimizer even on a local Host", async () => {
    const response = proxy(
      nextRequest("http://127.0.0.1:3000/_next/image?url=%2Fapi%2Fdemo%2Fsse&w=64&q=75"),
    );
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe("route:not_found");
    expect(response.headers.get("x-middleware-next")).toBeNull();
  });

  it("refuses an API request from another site", async () => {
    const response = proxy(
      nextRequest("http://127.0.0.1:3000/api/models", { origin: "https://evil.example" }),
    );
    expect(response.status).toBe(403);
  });

  it("refuses its own host and port on another scheme", async () => {
    const response = proxy(
      nextRequest("http://127.0.0.1:3000/api/models", { origin: "https://127.0.0.1:3000" }),
    );
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe("security:forbidden_origin");
  });

  it("answers a path that does not percent-decode with 400 request:invalid", async () => {
    for (const path of ["/api/sessions/%ff", "/api/sessions/abc/messages/%E0%A4%A", "/%zz"]) {
      const response = proxy(nextRequest(`http://127.0.0.1:3000${path}`));
      expect(response.status, path).toBe(400);
      expect((await response.json()).error.code).toBe("request:invalid");
      expectSecurityHeaders(response);
    }
  });

  it("answers /api itself with 404 JSON and leaves deeper unknown paths to the catch-all route", async () => {
    const bare = proxy(nextRequest("http://127.0.0.1:3000/api"));
    expect(bare.status).toBe(404);
    expect((await bare.json()).error.code).toBe("route:not_found");
    const deeper = proxy(nextRequest("http://127.0.0.1:3000/api/nope"));
    expect(deeper.headers.get("x-middleware-next")).toBe("1");
  });

  it("answers an API method Next does not hand to routes with 501 JSON", async () => {
    const response = proxy(nextRequest("http://127.0.0.1:3000/api/health", {}, "PROPFIND"));
    expect(response.status).toBe(501);
    expect((await response.json()).error.code).toBe("request:method_not_implemented");
  });

  it("trades ?token= for an HttpOnly SameSite=Strict cookie and drops it from the URL", () => {
    const response = proxy(
      nextRequest(`http://127.0.0.1:3000/?token=${accessToken()}&session=abc`),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("http://127.0.0.1:3000/?session=abc");
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toContain(`loupe_token_3000=${accessToken()}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expectSecurityHeaders(response);
  });

  it("sets no cookie for a wrong token but still cleans the URL", () => {
    const response = proxy(nextRequest("http://127.0.0.1:3000/?token=wrong"));
    expect(response.status).toBe(303);
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("passes ordinary local requests through with the security headers for Next to add", () => {
    for (const path of ["/api/health", "/", "/_next/static/chunks/0a1b2c3d.js", "/icon.svg"]) {
      const response = proxy(nextRequest(`http://127.0.0.1:3000${path}`));
      expect(response.headers.get("x-middleware-next"), path).toBe("1");
      expectSecurityHeaders(response);
    }
  });
});
