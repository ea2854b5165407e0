import { describe, expect, it } from "vitest";
import { redactUrl, scrubSecret } from "@/lib/security/redact-url";

describe("redactUrl", () => {
  it("hides user information and credential query parameters", () => {
    expect(redactUrl("https://user:pass@api.example/v1?key=abc&model=x")).toBe(
      "https://[redacted]@api.example/v1?key=[redacted]&model=x",
    );
  });

  it("leaves an ordinary URL and a non-URL alone", () => {
    expect(redactUrl("http://127.0.0.1:11434/v1/chat/completions")).toBe(
      "http://127.0.0.1:11434/v1/chat/completions",
    );
    expect(redactUrl("not a url")).toBe("not a url");
  });
});

describe("scrubSecret", () => {
  it("replaces every occurrence of the secret", () => {
    expect(scrubSecret('invalid header "Bearer sk-123\n456" and sk-123\n456', "sk-123\n456")).toBe(
      'invalid header "Bearer [redacted]" and [redacted]',
    );
  });

  it("does nothing without a secret", () => {
    expect(scrubSecret("text", undefined)).toBe("text");
  });
});
