import { describe, expect, it } from "vitest";
import { messageIndexSchema } from "@/app/api/sessions/[id]/messages/[index]/schema";

describe("messageIndexSchema", () => {
  it("reads a plain non-negative decimal", () => {
    expect(messageIndexSchema.parse("0")).toBe(0);
    expect(messageIndexSchema.parse("3")).toBe(3);
    expect(messageIndexSchema.parse("120")).toBe(120);
  });

  it("refuses spaces, signs, hex, exponents, fractions, leading zeros and the empty string", () => {
    for (const index of [" ", "", " 1", "1 ", "-1", "+1", "0x1", "1e0", "1.0", "01", "00", "１"]) {
      expect(messageIndexSchema.safeParse(index).success, JSON.stringify(index)).toBe(false);
    }
  });

  it("refuses a number too long to be a safe integer", () => {
    expect(messageIndexSchema.safeParse("9".repeat(16)).success).toBe(false);
  });
});
