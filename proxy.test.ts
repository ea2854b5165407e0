import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { accessToken } from "@/lib/security/token";
import { proxy } from "@/proxy";

function nextRequest(url: string, headers: Record<string, string> = {}): NextRequest {
  return new NextRequest(url, { headers: { host: new URL(url).host, ...headers } });
}

describe("proxy", () => {
  it("refuses a page request whose Host is not local", async () => {
    const response = proxy(nextRequest("http://127.0.0.1:3000/", { host: "rebound.example" }));
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe("security:forbidden_host");
  });

  it("refuses an API request from another site", async () => {
    const response = proxy(
      nextRequest("http://127.0.0.1:3000/api/models", { origin: "https://evil.example" }),
    );
    expect(response.status).toBe(403);
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
  });

  it("sets no cookie for a wrong token but still cleans the URL", () => {
    const response = proxy(nextRequest("http://127.0.0.1:3000/?token=wrong"));
    expect(response.status).toBe(303);
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("passes ordinary local requests through", () => {
    const response = proxy(nextRequest("http://127.0.0.1:3000/api/health"));
    expect(response.headers.get("x-middleware-next")).toBe("1");
  });
});
