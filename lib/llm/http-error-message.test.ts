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
});
