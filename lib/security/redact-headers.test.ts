import { describe, expect, it } from "vitest";
import { isSecretHeader, redactHeaders } from "@/lib/security/redact-headers";
import { REDACTED } from "@/lib/security/redacted";

describe("redactHeaders", () => {
  it("replaces Authorization, api-key and x-api-key values and keeps the rest", () => {
    const redacted = redactHeaders({
      Authorization: "Bearer sk-test-abcd",
      "api-key": "azure-secret",
      "X-Api-Key": "anthropic-secret",
      "Content-Type": "application/json",
    });
    expect(redacted).toEqual({
      authorization: REDACTED,
      "api-key": REDACTED,
      "x-api-key": REDACTED,
      "content-type": "application/json",
    });
    expect(JSON.stringify(redacted)).not.toMatch(/secret|sk-test/);
  });

  it("reads a Headers object and redacts cookies set by the response", () => {
    const headers = new Headers({
      "set-cookie": "session=abc",
      "x-ratelimit-remaining-tokens": "99",
    });
    expect(redactHeaders(headers)).toEqual({
      "set-cookie": REDACTED,
      "x-ratelimit-remaining-tokens": "99",
    });
  });

  it("treats token and secret headers as secrets but not token counters", () => {
    expect(isSecretHeader("X-Auth-Token")).toBe(true);
    expect(isSecretHeader("x-client-secret")).toBe(true);
    expect(isSecretHeader("openai-processing-ms")).toBe(false);
    expect(isSecretHeader("x-ratelimit-limit-tokens")).toBe(false);
  });
});
