import { describe, expect, it } from "vitest";
import { plainReply } from "@/lib/demo/model/plain-reply";

describe("plainReply", () => {
  it("writes a three-line verse about what a haiku request names", () => {
    const reply = plainReply(
      "Resource trigger-sampling-request context: Write a haiku about the sea",
    );
    const [verse, signature] = reply.split("\n\n");
    expect(verse?.split("\n")).toHaveLength(3);
    expect(verse?.startsWith("Sea, softly")).toBe(true);
    expect(signature).toContain("scripted demo model");
  });

  it("says any other question back, signed as the script's", () => {
    const reply = plainReply("What is the capital of France?");
    expect(reply).toContain('You asked: "What is the capital of France?"');
    expect(reply).toContain("scripted demo model");
    expect(reply).not.toContain("<");
  });
});
