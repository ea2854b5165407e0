import { stringifyDeepJson, tooDeepPath } from "@/lib/json/json-depth";

/** Longest provider message Loupe repeats in an error, so a huge HTML page does not flood the log. */
const MAX_MESSAGE_LENGTH = 500;

function truncate(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, " ");
  return trimmed.length > MAX_MESSAGE_LENGTH ? `${trimmed.slice(0, MAX_MESSAGE_LENGTH)}…` : trimmed;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The human message inside a provider's error value: `{ error: { message, code } }` (OpenAI,
 * OpenRouter), `{ error: "..." }` (Ollama), `{ message }`, `{ detail }` (vLLM) or a plain string.
 * A value nested past `MAX_JSON_DEPTH` is quoted as its text, never walked.
 */
export function providerErrorMessage(value: unknown): string | undefined {
  if (tooDeepPath(value) !== undefined) return truncate(stringifyDeepJson(value));
  return messageIn(value);
}

function messageIn(value: unknown): string | undefined {
  if (typeof value === "string") return value.trim() === "" ? undefined : truncate(value);
  if (!isRecord(value)) return undefined;
  if (value.error !== undefined && value.error !== null) {
    const inner = messageIn(value.error);
    if (inner !== undefined) return inner;
  }
  for (const field of ["message", "detail", "msg"]) {
    const text = value[field];
    if (typeof text === "string" && text.trim() !== "") {
      const code =
        typeof value.code === "string" || typeof value.code === "number" ? value.code : undefined;
      return code === undefined || text.includes(String(code))
        ? truncate(text)
        : truncate(`${text} (${code})`);
    }
  }
  return truncate(JSON.stringify(value));
}

/** The message of an HTTP error body: the provider's JSON error if it is JSON, else the text. */
export function errorBodyMessage(bodyText: string): string | undefined {
  try {
    return providerErrorMessage(JSON.parse(bodyText));
  } catch {
    return providerErrorMessage(bodyText);
  }
}
