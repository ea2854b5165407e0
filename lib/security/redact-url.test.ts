import { describe, expect, it } from "vitest";
import { redactUrl } from "@/lib/security/redact-url";

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
