import { describe, expect, it } from "vitest";
import { ollamaHostUrl } from "@/lib/llm/providers/ollama/ollama-host";

describe("ollamaHostUrl", () => {
  it.each([
    ["127.0.0.1", "http://127.0.0.1:11434"],
    ["0.0.0.0:11500", "http://127.0.0.1:11500"],
    ["http://gpu-box:8080/", "http://gpu-box:8080"],
    ["https://ollama.example.com", "https://ollama.example.com"],
    ["http://localhost", "http://localhost:11434"],
  ])("reads %s as %s", (host, url) => {
    expect(ollamaHostUrl({ OLLAMA_HOST: host })).toBe(url);
  });

  it("is undefined when OLLAMA_HOST is not set", () => {
    expect(ollamaHostUrl({ OLLAMA_HOST: " " })).toBeUndefined();
  });
});
