import type { Environment } from "@/lib/llm/provider-config";

/**
 * Ollama's base URL from `OLLAMA_HOST`, read the way Ollama's own client reads it (`host`,
 * `host:port` or a URL; scheme `http` and port 11434 when left out; `0.0.0.0`, a listening
 * address, is reached as 127.0.0.1), or undefined when it is not set.
 */
export function ollamaHostUrl(env: Environment): string | undefined {
  const host = env.OLLAMA_HOST?.trim();
  if (!host) return undefined;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(host) ? host : `http://${host}`;
  try {
    const url = new URL(withScheme);
    if (url.hostname === "0.0.0.0") url.hostname = "127.0.0.1";
    if (url.port === "" && !/^[a-z][a-z0-9+.-]*:\/\/[^/]*:\d+/i.test(withScheme)) {
      url.port = url.protocol === "https:" ? "" : "11434";
    }
    return url.toString().replace(/\/+$/, "");
  } catch {
    return withScheme.replace(/\/+$/, "");
  }
}
