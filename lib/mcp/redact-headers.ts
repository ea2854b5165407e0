/** Header names whose values are secrets: never stored in events, logs or exports. */
const secretHeaderNames = new Set([
  "authorization",
  "proxy-authorization",
  "cookie",
  "set-cookie",
  "x-api-key",
  "api-key",
  "x-auth-token",
]);

/** What a redacted header value reads as. */
export const REDACTED = "[redacted]";

/**
 * Headers as a plain record with secret values replaced by `[redacted]` (DESIGN.md §9), so a
 * recorded HTTP exchange can be shown and exported safely. `mcp-session-id` stays visible.
 */
export function redactHeaders(headers: Headers): Record<string, string> {
  const record: Record<string, string> = {};
  headers.forEach((value, name) => {
    record[name] = secretHeaderNames.has(name.toLowerCase()) ? REDACTED : value;
  });
  return record;
}
