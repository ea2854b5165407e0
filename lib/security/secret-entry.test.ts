import { describe, expect, it } from "vitest";
import { isSecretEntry, schemeCredential, secretValuesOf } from "@/lib/security/secret-entry";

describe("isSecretEntry", () => {
  it.each([
    "API_KEY",
    "x-api-key",
    "GITHUB_TOKEN",
    "CLIENT_SECRET",
    "DB_PASSWORD",
    "Authorization",
    "AWS_CREDENTIALS",
    "Cookie",
    "SESSION_ID",
    "DB_PASS",
    "MYSQL_PWD",
    "REDIS_PASS",
    "redisPass",
  ])("holds %s secret by its name", (name) => {
    expect(isSecretEntry(name, "ordinary")).toBe(true);
  });

  it.each([
    ["HOME", "/home/me/project"],
    ["content-type", "application/json"],
    ["PWD", "/home/me"],
    ["LOUPE_MARKER", "marker-value-123"],
    ["X-Note", "hello world"],
    ["GREETING", "Bot that posts the weather"],
    ["MOTTO", "Basic rules apply here"],
    ["HINT", "key to the city"],
    ["LABEL", "token of thanks"],
    ["NOTE", "Digest of the week"],
    ["COMPASS_HEADING", "north"],
  ])("holds %s=%s ordinary", (name, value) => {
    expect(isSecretEntry(name, value)).toBe(false);
  });

  it("holds a value secret when it is a credential after an auth scheme or a URL with a password", () => {
    expect(isSecretEntry("X-Upstream", "Bearer abcdef123456")).toBe(true);
    expect(isSecretEntry("X-Upstream", "token abcdef123456")).toBe(true);
    expect(isSecretEntry("DATABASE_URL", "postgres://me:pw@127.0.0.1/db")).toBe(true);
    expect(isSecretEntry("MIRROR", "https://127.0.0.1/path")).toBe(false);
    expect(isSecretEntry("SENTRY_DSN", "https://key0123456789@127.0.0.1/1")).toBe(true);
  });

  it("holds a value secret when the person marked its name, whatever the case", () => {
    expect(isSecretEntry("X-Trace", "abc", ["x-trace"])).toBe(true);
    expect(isSecretEntry("X-Other", "abc", ["x-trace"])).toBe(false);
  });
});

describe("secretValuesOf", () => {
  it("gives only the secret part: the credential, the URL's credential, a secret-named value", () => {
    expect(schemeCredential("Basic dXNlcjpwYXNz")).toBe("dXNlcjpwYXNz");
    expect(schemeCredential("Bot that posts the weather")).toBeUndefined();
    expect(secretValuesOf("Authorization", "Bearer sk-123456789")).toEqual(["sk-123456789"]);
    expect(secretValuesOf("X-Upstream", "token abcdef123456")).toEqual(["abcdef123456"]);
    expect(secretValuesOf("DATABASE_URL", "postgres://postgres:db-pw-0001@127.0.0.1/db")).toEqual([
      "db-pw-0001",
    ]);
    expect(secretValuesOf("SENTRY_DSN", "https://key0123456789@127.0.0.1/1")).toEqual([
      "key0123456789",
    ]);
    expect(secretValuesOf("DB_PASS", "hunter2-long")).toEqual(["hunter2-long"]);
    expect(secretValuesOf("X-Trace", "trace-value", ["x-trace"])).toEqual(["trace-value"]);
    expect(secretValuesOf("HTTP-Referer", "https://openrouter-app.example.com/me")).toEqual([]);
    expect(secretValuesOf("GREETING", "Bot that posts the weather")).toEqual([]);
    expect(secretValuesOf("Authorization", `Bearer \${input:token}`)).toEqual([]);
    expect(secretValuesOf("API_KEY", "[redacted]")).toEqual([]);
    expect(secretValuesOf("HOME", "/home/me")).toEqual([]);
  });
});
