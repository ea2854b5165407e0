import { describe, expect, it } from "vitest";
import { loadTokenizer } from "@/lib/views/playground/setup/tokenizer";

describe("loadTokenizer", () => {
  it("counts with the encoding's real vocabulary, which differ", async () => {
    const o200k = await loadTokenizer("o200k_base");
    const cl100k = await loadTokenizer("cl100k_base");
    expect(o200k("hello world")).toBe(2);
    const text = "Привет, как дела? 你好世界 — the weather in New York tomorrow.";
    expect(o200k(text)).toBeLessThan(cl100k(text));
  });

  it("counts special tokens as ordinary text rather than throwing", async () => {
    const count = await loadTokenizer("o200k_base");
    expect(count("<|endoftext|>")).toBeGreaterThan(1);
  });

  it("loads each encoding once", () => {
    expect(loadTokenizer("o200k_base")).toBe(loadTokenizer("o200k_base"));
  });
});
