import { describe, expect, it } from "vitest";
import { errorBodyMessage, providerErrorMessage } from "@/lib/llm/provider-error-message";

describe("providerErrorMessage", () => {
  it("reads OpenAI's nested error message and adds its code", () => {
    expect(
      providerErrorMessage({
        error: { message: "Incorrect API key provided", code: "invalid_api_key" },
      }),
    ).toBe("Incorrect API key provided (invalid_api_key)");
  });

  it("reads Ollama's string error and vLLM's detail", () => {
    expect(providerErrorMessage({ error: 'model "x" not found' })).toBe('model "x" not found');
    expect(providerErrorMessage({ detail: "Not Found" })).toBe("Not Found");
  });

  it("falls back to the JSON text of an unknown error shape", () => {
    expect(providerErrorMessage({ error: { status: 500 } })).toBe('{"status":500}');
  });
});

describe("errorBodyMessage", () => {
  it("parses JSON bodies and keeps plain text ones, shortened and on one line", () => {
    expect(errorBodyMessage('{"error":{"message":"Rate limit"}}')).toBe("Rate limit");
    expect(errorBodyMessage("<html>\n  Bad gateway\n</html>")).toBe("<html> Bad gateway </html>");
    expect(errorBodyMessage("x".repeat(2000))?.length).toBe(501);
    expect(errorBodyMessage("  ")).toBeUndefined();
  });
});
