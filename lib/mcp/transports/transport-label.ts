import type { ServerConfig } from "@/lib/mcp/server-config";
import { transportOf } from "@/lib/mcp/transports/index";

export { commandLine, urlWithoutPassword } from "@/lib/mcp/transports/location-text";

/**
 * How a server is reached, as the system prompt and the UI show it: `Streamable HTTP: <url>`,
 * `SSE: <url>`, `stdio: <command line>`, and `Streamable HTTP: /api/demo/mcp` for the demo.
 * A password in a URL is left out.
 */
export function transportLabel(server: ServerConfig): string {
  return transportOf(server).summary(server);
}
