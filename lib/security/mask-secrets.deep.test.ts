import { describe, expect, it } from "vitest";
import { maskSecretsInValue } from "@/lib/security/mask-secrets";

const key = "sk-test-0123456789abcdef";

/** A value nested 100,000 levels, as a hostile server sends one, with the key at the bottom. */
function deepWithKey(): unknown {
  return JSON.parse(`${'{"a":'.repeat(100_000)}"${key}"${"}".repeat(100_000)}`);
}

describe("maskSecretsInValue on a value of any depth", () => {
  it("masks a key nested 100,000 levels without overflowing the stack", () => {
    const masked = maskSecretsInValue(deepWithKey(), [key]);
    let bottom: unknown = masked;
    for (let level = 0; level < 100_000; level += 1) bottom = (bottom as { a: unknown }).a;
    expect(bottom).toBe("*".repeat(key.length));
  });

  it("answers the same reference when nothing deep holds a secret", () => {
    const value = deepWithKey();
    expect(maskSecretsInValue(value, ["not-there-at-all"])).toBe(value);
  });
});
