import { describe, expect, it } from "vitest";
import { estimateTokens } from "@/lib/views/shared/format";
import { messageTokens, rememberingCounter, tokensText } from "./message-tokens";

describe("messageTokens", () => {
  it("counts each message and totals them as their sum", () => {
    const { rows, total } = messageTokens(
      [
        { role: "system", text: "You are an agent." },
        { role: "user", text: "weather in Paris?" },
      ],
      estimateTokens,
    );
    expect(rows.map((row) => row.tokens)).toEqual([5, 5]);
    expect(total).toBe(10);
  });
});

describe("rememberingCounter", () => {
  it("counts a text once however many turns re-send it", () => {
    const counted: string[] = [];
    const count = rememberingCounter((text) => {
      counted.push(text);
      return text.length;
    });
    expect([count("system"), count("task"), count("system")]).toEqual([6, 4, 6]);
    expect(counted).toEqual(["system", "task"]);
  });
});

describe("tokensText", () => {
  it("says an estimate is one, and names the tokenizer otherwise", () => {
    expect(tokensText(1200, "≈ estimate")).toBe("~1,200 tokens · ≈ estimate");
    expect(tokensText(12, "tokens (o200k_base)")).toBe("12 tokens (o200k_base)");
  });
});
