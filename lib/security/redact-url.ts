import { REDACTED } from "@/lib/security/redacted";

/** Query parameters that carry credentials in some providers' URLs (`?key=` for Gemini, ...). */
const secretParameterPattern =
  /^(key|api[-_]?key|apikey|token|access[-_]?token|secret|password|sig|signature)$/i;

/**
 * A URL as it may be shown and stored: user name and password, and credential-like query
 * parameters, replaced by `[redacted]`. Anything that is not a URL comes back unchanged.
 */
export function redactUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return raw;
  }
  if (url.username || url.password) {
    url.username = REDACTED;
    url.password = "";
  }
  for (const name of [...url.searchParams.keys()]) {
    if (secretParameterPattern.test(name)) url.searchParams.set(name, REDACTED);
  }
  return url.toString().replaceAll(encodeURIComponent(REDACTED), REDACTED);
}
