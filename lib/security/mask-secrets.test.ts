import { describe, expect, it } from "vitest";
import {
  maskSecretsInBase64,
  maskSecretsInBytes,
  maskSecretsInText,
  maskSecretsInValue,
} from "@/lib/security/mask-secrets";

const key = "sk-test-0123456789abcdef";

describe("maskSecretsInText", () => {
  it("replaces every occurrence with stars of the same length in UTF-8 bytes", () => {
    const text = `Bearer ${key} and again ${key}.`;
    const masked = maskSecretsInText(text, [key]);
    expect(masked).toBe(`Bearer ${"*".repeat(key.length)} and again ${"*".repeat(key.length)}.`);
    expect(Buffer.byteLength(masked)).toBe(Buffer.byteLength(text));
  });

  it("keeps the byte length for a secret with multi-byte characters", () => {
    const secret = "pässwörd-ünïcode";
    const text = `[${secret}]`;
    const masked = maskSecretsInText(text, [secret]);
    expect(masked).toBe(`[${"*".repeat(Buffer.byteLength(secret))}]`);
    expect(Buffer.byteLength(masked)).toBe(Buffer.byteLength(text));
  });

  it("masks a secret as it reads escaped inside JSON text", () => {
    const secret = 'quote"and\\slash-0123';
    const json = JSON.stringify({ echoed: secret });
    const masked = maskSecretsInText(json, [secret]);
    expect(masked).not.toContain(JSON.stringify(secret).slice(1, -1));
    expect(masked.length).toBe(json.length);
  });

  it("masks a longer secret whole when it contains a shorter one", () => {
    const masked = maskSecretsInText(`Bearer ${key}`, [key, `Bearer ${key}`]);
    expect(masked).toBe("*".repeat(`Bearer ${key}`.length));
  });

  it("leaves text without a secret unchanged", () => {
    expect(maskSecretsInText("nothing to see", [key])).toBe("nothing to see");
    expect(maskSecretsInText("nothing to see", [])).toBe("nothing to see");
  });
});

describe("maskSecretsInBytes", () => {
  it("overwrites each occurrence with '*' bytes in a copy, leaving the input as it was", () => {
    const input = new TextEncoder().encode(`data: ${key}\n\ndata: ${key}\n\n`);
    const before = Buffer.from(input).toString("utf8");
    const masked = maskSecretsInBytes(input, [key]);
    expect(masked).not.toBe(input);
    expect(masked.byteLength).toBe(input.byteLength);
    const stars = "*".repeat(key.length);
    expect(Buffer.from(masked).toString("utf8")).toBe(`data: ${stars}\n\ndata: ${stars}\n\n`);
    expect(Buffer.from(input).toString("utf8")).toBe(before);
  });

  it("respects the view of a subarray", () => {
    const whole = new TextEncoder().encode(`xx${key}yy`);
    const view = whole.subarray(2, 2 + key.length + 2);
    const masked = maskSecretsInBytes(view, [key]);
    expect(Buffer.from(masked).toString("utf8")).toBe(`${"*".repeat(key.length)}yy`);
  });

  it("returns the same array when nothing matches", () => {
    const input = new TextEncoder().encode("no secret here");
    expect(maskSecretsInBytes(input, [key])).toBe(input);
  });
});

describe("maskSecretsInBase64", () => {
  it("decodes, masks and encodes again, keeping the decoded length", () => {
    const raw = `: echo ${key}\n`;
    const base64 = Buffer.from(raw).toString("base64");
    const masked = maskSecretsInBase64(base64, [key]);
    const decoded = Buffer.from(masked, "base64").toString("utf8");
    expect(decoded).toBe(`: echo ${"*".repeat(key.length)}\n`);
    expect(Buffer.from(masked, "base64").byteLength).toBe(Buffer.byteLength(raw));
    expect(masked.length).toBe(base64.length);
  });

  it("returns the same string when nothing matches", () => {
    const base64 = Buffer.from("harmless").toString("base64");
    expect(maskSecretsInBase64(base64, [key])).toBe(base64);
  });
});

describe("maskSecretsInValue", () => {
  it("masks strings and keys at any depth and keeps everything else", () => {
    const value = {
      turn: 1,
      headers: { "x-echo": key, [key]: "as a name" },
      lines: ["ok", `data: ${key}`],
      nested: { flag: true, none: null },
    };
    const masked = maskSecretsInValue(value, [key]);
    expect(JSON.stringify(masked)).not.toContain(key);
    expect(masked.turn).toBe(1);
    expect(masked.lines[0]).toBe("ok");
    expect(masked.nested).toBe(value.nested);
    expect(masked.headers["x-echo"]).toBe("*".repeat(key.length));
  });

  it("returns the same reference when nothing matches, so callers can tell", () => {
    const value = { text: "plain", list: ["a", { b: "c" }] };
    expect(maskSecretsInValue(value, [key])).toBe(value);
  });
});
