import "server-only";
import type { LoupeEvent } from "@/lib/events/types";
import { maskSecretsInBase64, maskSecretsInText } from "@/lib/security/mask-secrets";

/** A recorded body as an export writes it: UTF-8 text, or base64 when its bytes are not UTF-8. */
export interface RecordedBody {
  text: string;
  encoding?: "base64";
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * The answer's bytes as the capture recorded them (its `llm.chunk`s in order), every secret in
 * `secrets` masked: as text when they are UTF-8, else as base64.
 */
export function recordedAnswerBody(
  events: readonly LoupeEvent[],
  secrets: readonly string[],
): RecordedBody {
  const bytes = Buffer.concat(
    events.flatMap((event) =>
      event.kind === "llm.chunk" ? [Buffer.from(event.data.base64, "base64")] : [],
    ),
  );
  try {
    return { text: maskSecretsInText(strictUtf8.decode(bytes), secrets) };
  } catch {
    return { text: maskSecretsInBase64(bytes.toString("base64"), secrets), encoding: "base64" };
  }
}

/** The request body as the capture recorded it (its first `llm.request`); "" when none. */
export function recordedRequestBody(events: readonly LoupeEvent[]): string {
  for (const event of events) if (event.kind === "llm.request") return event.data.body;
  return "";
}
