import { REDACTED } from "@/lib/security/redacted";

/** A recorded model request, as the Request lane shows it (headers already redacted). */
export interface CurlRequest {
  provider: string;
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}

/** Headers curl writes itself from the command: copying them would only be wrong. */
const CURL_OWN_HEADERS = new Set(["content-length", "host", "connection", "accept-encoding"]);

/**
 * The environment variable the person's key is read from, by the request's provider and host:
 * the variables Loupe documents (`PROVIDER_KEY_VARIABLES`), `OPENAI_API_KEY` for any other
 * OpenAI-compatible endpoint.
 */
export function keyVariableFor(request: Pick<CurlRequest, "provider" | "url">): string {
  const host = hostOf(request.url);
  if (request.provider === "anthropic" || host.endsWith("anthropic.com")) {
    return "ANTHROPIC_API_KEY";
  }
  if (request.provider === "gemini" || host.endsWith("googleapis.com")) return "GEMINI_API_KEY";
  if (host.endsWith("openrouter.ai")) return "OPENROUTER_API_KEY";
  if (host.endsWith("deepseek.com")) return "DEEPSEEK_API_KEY";
  return "OPENAI_API_KEY";
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return "";
  }
}

/** Text in single quotes, for a shell: nothing in it expands. */
function singleQuoted(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/**
 * Text as one shell word: single-quoted, unless it holds `[redacted]`, which becomes
 * `${variable}` inside double quotes (everything else escaped), so the shell puts the key in.
 */
function shellWord(text: string, variable: string): string {
  if (!text.includes(REDACTED)) return singleQuoted(text);
  const parts = text
    .split(REDACTED)
    .map((part) => part.replace(/[\\"$`]/g, (character) => `\\${character}`));
  return `"${parts.join(`\${${variable}}`)}"`;
}

/** A redacted credential header's value as sent: `authorization` carries its `Bearer` scheme. */
function headerValue(name: string, value: string): string {
  return name === "authorization" && value === REDACTED ? `Bearer ${REDACTED}` : value;
}

/**
 * The recorded request as a curl command a person can paste into a shell: method, URL,
 * headers and the exact body. Every redacted secret (a credential header, a key in the URL) is
 * written as the provider's key variable (`$OPENAI_API_KEY`, `$ANTHROPIC_API_KEY`, …), never a
 * value: the recorded request holds none, and the command reads the person's own.
 */
export function curlCommand(request: CurlRequest, variable = keyVariableFor(request)): string {
  const lines = [`curl ${shellWord(request.url, variable)}`];
  if (request.method !== "POST" || request.body === "") {
    lines.push(`-X ${singleQuoted(request.method)}`);
  }
  for (const [name, value] of Object.entries(request.headers)) {
    if (CURL_OWN_HEADERS.has(name.toLowerCase())) continue;
    lines.push(`-H ${shellWord(`${name}: ${headerValue(name.toLowerCase(), value)}`, variable)}`);
  }
  if (request.body !== "") lines.push(`--data-raw ${singleQuoted(request.body)}`);
  return lines.join(" \\\n  ");
}
