import { describe, expect, it } from "vitest";
import { httpErrorMessage } from "@/lib/llm/http-error-message";

describe("httpErrorMessage", () => {
  it("gives the status, the URL, the provider's message and a hint", () => {
    expect(
      httpErrorMessage(
        404,
        "http://127.0.0.1:11434/v1/chat/completions",
        '{"error":"model \\"llama9\\" not found"}',
      ),
    ).toBe(
      '404 from http://127.0.0.1:11434/v1/chat/completions: model "llama9" not found. Check the base URL and the model name.',
    );
  });

  it("falls back to the status text for an empty body", () => {
    expect(httpErrorMessage(503, "http://x/v1", "", { statusText: "Service Unavailable" })).toBe(
      "503 from http://x/v1: Service Unavailable.",
    );
  });

  it("says when a rate-limited provider asks to be retried", () => {
    expect(
      httpErrorMessage(429, "http://x/v1", '{"error":{"message":"Slow down"}}', {
        retryAfter: "30",
      }),
    ).toBe(
      "429 from http://x/v1: Slow down. The provider is rate limiting; wait and try again. The provider asks to retry after 30 seconds (retry-after: 30).",
    );
    expect(httpErrorMessage(500, "http://x/v1", "", { retryAfter: "30" })).toBe(
      "500 from http://x/v1: no error message.",
    );
  });
});
