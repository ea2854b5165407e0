import "server-only";
import type { EventKind, NewEvent } from "@/lib/events/types";
import {
  maskSecretsInBase64,
  maskSecretsInText,
  maskSecretsInValue,
} from "@/lib/security/mask-secrets";
import { knownSecrets } from "@/lib/security/secret-registry";

/**
 * The event with every known secret masked (same length in bytes, so offsets stay right) and
 * `redacted: true` when anything was; the same event when nothing was. An `llm.chunk`'s bytes are
 * decoded, masked and encoded again. A secret split across network reads or events is found by
 * `createStreamScrubber`, which a model answer's events go through.
 */
export function scrubEvent<Kind extends EventKind>(
  event: NewEvent<Kind>,
  secrets: readonly string[] = knownSecrets(),
): NewEvent<Kind> {
  if (secrets.length === 0) return event;
  const data = event.data;
  let masked: typeof data;
  if (event.kind === "llm.chunk") {
    const chunk = data as NewEvent<"llm.chunk">["data"];
    const base64 = maskSecretsInBase64(chunk.base64, secrets);
    masked = (base64 === chunk.base64 ? chunk : { ...chunk, base64 }) as typeof data;
  } else {
    masked = maskSecretsInValue(data, secrets);
  }
  if (masked === data) return event;
  return { ...event, data: masked, redacted: true };
}

/** Text with every known secret masked: for messages answered or logged. */
export function scrubText(text: string, secrets: readonly string[] = knownSecrets()): string {
  return maskSecretsInText(text, secrets);
}
