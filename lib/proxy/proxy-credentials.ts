import { LoupeError } from "@/lib/errors";
import type { Upstream } from "@/lib/proxy/upstreams";
import { registerSecret } from "@/lib/security/secret-registry";
import { isValidToken, presentedToken } from "@/lib/security/token";

/** The headers a client's own key travels in; one of them present means "the client's key". */
export const CLIENT_KEY_HEADERS = ["authorization", "x-api-key", "x-goog-api-key"] as const;

/** A key header's value without its `Bearer ` scheme. */
function keyValue(header: string, value: string): string {
  return header === "authorization" ? value.replace(/^bearer\s+/i, "").trim() : value.trim();
}

/**
 * Applies the proxy's key rule to the headers going upstream (docs/security.md). A key header
 * that carries Loupe's access token is Loupe's, not the client's: it is taken out, so an agent
 * can be given the token as its "API key". Then:
 * - the client sent its own key (in a key header, or Gemini's `?key=` as `queryKey`): it goes
 *   through unchanged (registered as a secret, so it is masked in every capture), no token needed;
 * - the client sent none and Loupe holds a key for the upstream: the key is added in the
 *   upstream's header, and only then is the token required (401 `security:unauthorized`);
 * - neither: the request goes as it is (Ollama, the demo).
 */
export function applyKeyRule(
  sent: Headers,
  received: Headers,
  upstream: Upstream,
  queryKey: string | null = null,
): void {
  let tokenPresented = isValidToken(presentedToken(received));
  let clientKey = queryKey !== null && queryKey !== "";
  registerSecret(queryKey ?? undefined);
  for (const header of CLIENT_KEY_HEADERS) {
    const value = sent.get(header);
    if (value === null) continue;
    const key = keyValue(header, value);
    if (isValidToken(key)) {
      tokenPresented = true;
      sent.delete(header);
      continue;
    }
    registerSecret(key);
    clientKey = true;
  }
  if (clientKey || upstream.apiKey === undefined) return;
  if (!tokenPresented) {
    throw new LoupeError(
      "security:unauthorized",
      `The request carries no key, and adding the key Loupe holds for upstream "${upstream.name}" needs Loupe's access token: send it as the API key (Authorization: Bearer <token>, or x-api-key), or send your own key.`,
    );
  }
  sent.set(
    upstream.keyHeader,
    upstream.keyHeader === "authorization" ? `Bearer ${upstream.apiKey}` : upstream.apiKey,
  );
}
