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
  ])("holds %s secret by its name", (name) => {
    expect(isSecretEntry(name, "ordinary")).toBe(true);
  });

  it.each([
    ["HOME", "/home/me/project"],
    ["content-type", "application/json"],
    ["PWD", "/home/me"],
    ["LOUPE_MARKER", "marker-value-123"],
    ["X-Note", "hello world"],
  ])("holds %s=%s ordinary", (name, value) => {
    expect(isSecretEntry(name, value)).toBe(false);
  });

  it("holds a value secret when it is a credential after an auth scheme or a URL with a password", () => {
    expect(isSecretEntry("X-Upstream", "Bearer abcdef123456")).toBe(true);
    expect(isSecretEntry("X-Upstream", "token abcdef123456")).toBe(true);
    expect(isSecretEntry("DATABASE_URL", "postgres://me:pw@127.0.0.1/db")).toBe(true);
    expect(isSecretEntry("MIRROR", "https://127.0.0.1/path")).toBe(false);
  });

  it("holds a value secret when the person marked its name, whatever the case", () => {
    expect(isSecretEntry("X-Trace", "abc", ["x-trace"])).toBe(true);
    expect(isSecretEntry("X-Other", "abc", ["x-trace"])).toBe(false);
  });
});

describe("secretValuesOf", () => {
  it("gives the whole value and its credential, and nothing for placeholders", () => {
    expect(schemeCredential("Basic dXNlcjpwYXNz")).toBe("dXNlcjpwYXNz");
    expect(secretValuesOf("Authorization", "Bearer sk-123456789")).toEqual([
      "Bearer sk-123456789",
      "sk-123456789",
    ]);
    expect(secretValuesOf("Authorization", `Bearer \${input:token}`)).toEqual([]);
    expect(secretValuesOf("API_KEY", "[redacted]")).toEqual([]);
    expect(secretValuesOf("HOME", "/home/me")).toEqual([]);
  });
});
