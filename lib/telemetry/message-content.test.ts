import { describe, expect, it } from "vitest";
import { registerSecret } from "@/lib/security/secret-registry";
import { spanContent } from "@/lib/telemetry/message-content";

describe("spanContent", () => {
  it("masks every known secret, as the event log does", () => {
    const secret = "tok-span-content-0123456789abcdef";
    registerSecret(secret);
    expect(spanContent(`the key is ${secret}.`)).toBe(`the key is ${"*".repeat(secret.length)}.`);
  });

  it("cuts long content with a marker saying how much was left out", () => {
    expect(spanContent("abcdefghij", 4)).toBe("abcd…[truncated 6 characters]");
    expect(spanContent("abcd", 4)).toBe("abcd");
  });
});
