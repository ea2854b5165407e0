import "server-only";
import { maskSecretsInText } from "@/lib/security/mask-secrets";
import { knownSecrets } from "@/lib/security/secret-registry";

/** The most characters of one piece of message content a span carries. */
export const MAX_CONTENT_CHARS = 16_384;

/**
 * Message content as a span may carry it (opt-in only): every known secret masked, as the event
 * log and every export mask them, and cut at `MAX_CONTENT_CHARS` with a marker saying how much
 * was left out.
 */
export function spanContent(text: string, maxChars: number = MAX_CONTENT_CHARS): string {
  const masked = maskSecretsInText(text, knownSecrets());
  if (masked.length <= maxChars) return masked;
  return `${masked.slice(0, maxChars)}…[truncated ${masked.length - maxChars} characters]`;
}
