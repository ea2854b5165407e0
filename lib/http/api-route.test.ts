import { describe, expect, it } from "vitest";
import { LoupeError } from "@/lib/errors";
import { apiRoute } from "@/lib/http/api-route";

const url = "http://127.0.0.1:3000/api/thing";

describe("apiRoute", () => {
  it("answers a thrown LoupeError with its status and the error shape", async () => {
    const handler = apiRoute({ token: false }, () => {
      throw new LoupeError("session:not_found", "No session with id x.");
    });
    const response = await handler(new Request(url), {});
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: "session:not_found", message: "No session with id x." },
    });
  });

  it("answers an unexpected exception as internal:error, not a bare 500 page", async () => {
    const handler = apiRoute({ token: false }, () => {
      throw new TypeError("boom");
    });
    const response = await handler(new Request(url), {});
    expect(response.status).toBe(500);
    expect((await response.json()).error.code).toBe("internal:error");
  });

  it("treats a malformed token cookie as no token (401), not a crash", async () => {
    const handler = apiRoute({ token: true }, () => new Response("ok"));
    const response = await handler(
      new Request(url, { headers: { cookie: "loupe_token_3000=%E0%A4%A" } }),
      {},
    );
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe("security:unauthorized");
  });

  it("puts the security headers on every answer, a success and an error alike", async () => {
    const ok = await apiRoute({ token: false }, () => Response.json({ ok: true }))(
      new Request(url),
      {},
    );
    const denied = await apiRoute({ token: true }, () => Response.json({ ok: true }))(
      new Request(url),
      {},
    );
    for (const response of [ok, denied]) {
      expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    }
  });
});
