import type { ListedServer } from "@/lib/api/servers";
import { LoupeError } from "@/lib/errors";
import { redactServerSecrets } from "@/lib/mcp/redact-server-configs";
import { urlWithoutPassword } from "@/lib/mcp/transports/transport-label";
import { REDACTED } from "@/lib/security/redacted";

/**
 * A listed server as the API answers it: each secret header and env value `[redacted]` (see
 * `redactServerSecrets`) and a password in the url `redacted`, names kept so it still reads.
 */
export function redactListedServer(server: ListedServer): ListedServer {
  return redactServerSecrets(server);
}

/**
 * The header or env values of an edit with each `[redacted]` replaced by the stored value of the
 * same name, so a form can send back what the API answered without erasing a secret.
 */
export function restoreRedactedValues(
  field: "headers" | "env",
  sent: Record<string, string>,
  stored: Record<string, string> | undefined,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(sent).map(([name, value]) => {
      if (value !== REDACTED) return [name, value];
      const kept = stored?.[name];
      if (kept === undefined) {
        throw new LoupeError(
          "request:invalid",
          `${field}.${name} is "${REDACTED}" but no value is stored under that name; send the value itself.`,
        );
      }
      return [name, kept];
    }),
  );
}

/**
 * The header values an edit keeps when it moves a server or provider to another origin (scheme,
 * host or port): only those the same edit types out, none sent back `[redacted]` and none left
 * out, as a browser forgets a password when the origin changes. Undefined when none is left.
 */
export function headersRetypedFor(
  sent: Record<string, string> | null | undefined,
): Record<string, string> | undefined {
  const retyped = Object.entries(sent ?? {}).filter(([, value]) => value !== REDACTED);
  return retyped.length > 0 ? Object.fromEntries(retyped) : undefined;
}

/** The stored url when `sent` is it with its password redacted (as the API answered it). */
export function restoreRedactedUrl(sent: string, stored: string | undefined): string {
  return stored !== undefined && sent !== stored && sent === urlWithoutPassword(stored)
    ? stored
    : sent;
}
