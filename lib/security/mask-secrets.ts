import { MAX_JSON_DEPTH, stringifyDeepJson } from "@/lib/json/json-depth";

/** The byte a masked secret is filled with (`*`). */
const MASK_BYTE = 0x2a;

interface Pattern {
  text: string;
  bytes: Buffer;
  mask: string;
}

/**
 * What to look for per secret: the value itself and, when it differs, the value as it reads inside
 * a JSON string (an SSE `data:` line, a request body); empty values left out.
 */
export function secretForms(secrets: readonly string[]): string[] {
  const texts = new Set<string>();
  for (const secret of secrets) {
    if (!secret) continue;
    texts.add(secret);
    texts.add(JSON.stringify(secret).slice(1, -1));
  }
  return [...texts];
}

/** The patterns of each frozen list of secrets (`knownSecrets` answers one), made once. */
const patternsOfFrozen = new WeakMap<readonly string[], Pattern[]>();

/**
 * Each form of each secret with its mask, of the pattern's length in UTF-8 bytes, longest first;
 * kept for a frozen list, which cannot change.
 */
function patternsOf(secrets: readonly string[]): Pattern[] {
  if (!Object.isFrozen(secrets)) return makePatterns(secrets);
  let patterns = patternsOfFrozen.get(secrets);
  if (!patterns) {
    patterns = makePatterns(secrets);
    patternsOfFrozen.set(secrets, patterns);
  }
  return patterns;
}

function makePatterns(secrets: readonly string[]): Pattern[] {
  return secretForms(secrets)
    .map((text) => {
      const bytes = Buffer.from(text, "utf8");
      return { text, bytes, mask: "*".repeat(bytes.byteLength) };
    })
    .sort((left, right) => right.bytes.byteLength - left.bytes.byteLength);
}

function maskText(text: string, patterns: readonly Pattern[]): string {
  let masked = text;
  for (const pattern of patterns) {
    if (masked.includes(pattern.text)) masked = masked.split(pattern.text).join(pattern.mask);
  }
  return masked;
}

/** `text` with every occurrence of each secret replaced by `*`s of the same length in UTF-8 bytes. */
export function maskSecretsInText(text: string, secrets: readonly string[]): string {
  return maskText(text, patternsOf(secrets));
}

/**
 * `bytes` with every occurrence of each secret's UTF-8 bytes overwritten by `*`; the same array
 * when nothing matched, a masked copy otherwise (the caller's bytes are never changed).
 */
export function maskSecretsInBytes(bytes: Uint8Array, secrets: readonly string[]): Uint8Array {
  let source = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let copied = false;
  for (const pattern of patternsOf(secrets)) {
    let index = source.indexOf(pattern.bytes);
    while (index !== -1) {
      if (!copied) {
        source = Buffer.from(source);
        copied = true;
      }
      source.fill(MASK_BYTE, index, index + pattern.bytes.byteLength);
      index = source.indexOf(pattern.bytes, index + pattern.bytes.byteLength);
    }
  }
  return copied ? new Uint8Array(source.buffer, source.byteOffset, source.byteLength) : bytes;
}

/** Base64 bytes decoded, masked as `maskSecretsInBytes` does, and encoded again; same length. */
export function maskSecretsInBase64(base64: string, secrets: readonly string[]): string {
  const bytes = Buffer.from(base64, "base64");
  const masked = maskSecretsInBytes(bytes, secrets);
  return masked === bytes ? base64 : Buffer.from(masked).toString("base64");
}

/** Masks a part nested past `MAX_JSON_DEPTH` through its JSON text, so no depth overflows the stack. */
function maskDeepValue(value: unknown, patterns: readonly Pattern[]): unknown {
  const text = stringifyDeepJson(value);
  const masked = maskText(text, patterns);
  if (masked === text) return value;
  try {
    return JSON.parse(masked);
  } catch {
    return masked;
  }
}

function maskValue(value: unknown, patterns: readonly Pattern[], depth = 0): unknown {
  if (typeof value === "string") return maskText(value, patterns);
  if (depth > MAX_JSON_DEPTH && typeof value === "object" && value !== null) {
    return maskDeepValue(value, patterns);
  }
  if (Array.isArray(value)) {
    const items = value.map((item) => maskValue(item, patterns, depth + 1));
    return items.some((item, index) => item !== value[index]) ? items : value;
  }
  if (typeof value === "object" && value !== null) {
    let changed = false;
    const entries = Object.entries(value).map(([name, item]) => {
      const maskedName = maskText(name, patterns);
      const maskedItem = maskValue(item, patterns, depth + 1);
      if (maskedName !== name || maskedItem !== item) changed = true;
      return [maskedName, maskedItem] as const;
    });
    return changed ? Object.fromEntries(entries) : value;
  }
  return value;
}

/**
 * A JSON-like value with every string (and object key) masked as `maskSecretsInText` does: the
 * same reference when nothing matched, so a caller can tell whether anything was redacted.
 */
export function maskSecretsInValue<Value>(value: Value, secrets: readonly string[]): Value {
  const patterns = patternsOf(secrets);
  if (patterns.length === 0) return value;
  return maskValue(value, patterns) as Value;
}
