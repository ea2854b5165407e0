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
 * decoded, masked and encoded again. Only secrets whole within the event are found: a model
 * answer's events also go through `createStreamScrubber`, which finds a secret split across its
 * reads and events; an MCP stream's `http.chunk` pieces do not, but they are whole lines (see
 * `createTappedFetch`; a line past 16 KiB is cut), so a secret a network read cuts inside a
 * line is whole here.
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
