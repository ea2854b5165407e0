import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  securityHeaders,
  withSecurityHeaders,
} from "@/lib/http/security-headers";

function directives(policy: string): Map<string, string> {
  return new Map(
    policy.split(";").map((directive) => {
      const [name = "", ...values] = directive.trim().split(/\s+/);
      return [name, values.join(" ")];
    }),
  );
}

describe("contentSecurityPolicy", () => {
  it("forbids framing, plugins, <base> and requests to other origins", () => {
    const policy = directives(contentSecurityPolicy({ development: false }));
    expect(policy.get("frame-ancestors")).toBe("'none'");
    expect(policy.get("object-src")).toBe("'none'");
    expect(policy.get("base-uri")).toBe("'none'");
    expect(policy.get("connect-src")).toBe("'self'");
    expect(policy.get("default-src")).toBe("'self'");
    expect(policy.get("form-action")).toBe("'self'");
  });

  it("allows eval only in development, where React's dev build needs it", () => {
    expect(directives(contentSecurityPolicy({ development: false })).get("script-src")).toBe(
      "'self' 'unsafe-inline'",
    );
    expect(directives(contentSecurityPolicy({ development: true })).get("script-src")).toContain(
      "'unsafe-eval'",
    );
  });
});

describe("withSecurityHeaders", () => {
  it("adds nosniff, no-referrer and the policy, and keeps a header the answer set itself", () => {
    const response = withSecurityHeaders(
      Response.json({ ok: true }, { headers: { "Referrer-Policy": "same-origin" } }),
    );
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toBe(
      securityHeaders(false)["Content-Security-Policy"],
    );
    expect(response.headers.get("referrer-policy")).toBe("same-origin");
  });

  it("copies an answer whose headers are frozen, keeping its status and body", async () => {
    const frozen = Response.redirect("http://127.0.0.1:3000/elsewhere", 307);
    const response = withSecurityHeaders(frozen);
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe("http://127.0.0.1:3000/elsewhere");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
  });
});
