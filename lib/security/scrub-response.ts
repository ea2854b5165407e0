import "server-only";
import { toLoupeError } from "@/lib/errors";
import { maskSecretsInValue } from "@/lib/security/mask-secrets";
import { scrubText } from "@/lib/security/scrub-event";
import { knownSecrets } from "@/lib/security/secret-registry";

function isJson(response: Response): boolean {
  return /\bjson\b/i.test(response.headers.get("content-type") ?? "");
}

/**
 * An API answer with every known secret masked, for JSON bodies (where upstream text lands: an
 * error message, an observation, a parsed action). A body without a secret is passed on as it
 * was; streams (SSE) are left alone, their events come scrubbed from the store.
 */
export async function scrubJsonResponse(response: Response): Promise<Response> {
  if (!isJson(response) || response.body === null) return response;
  const secrets = knownSecrets();
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    return toLoupeError(error).toResponse();
  }
  const scrubbed = scrubText(text, secrets);
  let body = text;
  if (scrubbed !== text) {
    try {
      body = JSON.stringify(maskSecretsInValue(JSON.parse(text), secrets));
    } catch {
      body = scrubbed;
    }
  }
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}
