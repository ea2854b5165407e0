import { DEMO_MCP_PATH } from "@/lib/demo/weather/paths";
import type { ServerConfig } from "@/lib/mcp/server-config";

/** Human names of the transports, for labels and messages. */
export const transportNames: Record<ServerConfig["transport"], string> = {
  "streamable-http": "Streamable HTTP",
  sse: "SSE",
  stdio: "stdio",
  demo: "Streamable HTTP",
};

/**
 * How a server is reached, as the system prompt and the UI show it: `Streamable HTTP: <url>`,
 * `SSE: <url>`, `stdio: <command line>`, and `Streamable HTTP: /api/demo/mcp` for the demo.
 * A password in a URL is left out.
 */
export function transportLabel(server: ServerConfig): string {
  switch (server.transport) {
    case "streamable-http":
    case "sse":
      return `${transportNames[server.transport]}: ${urlWithoutPassword(server.url)}`;
    case "stdio":
      return `stdio: ${commandLine(server.command, server.args)}`;
    case "demo":
      return `Streamable HTTP: ${DEMO_MCP_PATH}`;
  }
}

/** The command and its arguments as one line, quoting arguments that hold spaces or quotes. */
export function commandLine(command: string, args: readonly string[] = []): string {
  return [command, ...args].map(quoteWord).join(" ");
}

function quoteWord(word: string): string {
  if (word !== "" && !/[\s"'\\$`]/.test(word)) return word;
  return `'${word.replaceAll("'", `'\\''`)}'`;
}

/** The URL with any password replaced, so labels never carry one. */
export function urlWithoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (!parsed.password) return url;
    parsed.password = "redacted";
    return parsed.toString();
  } catch {
    return url;
  }
}
