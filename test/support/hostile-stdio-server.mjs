/**
 * Loupe's hostile MCP server over stdio: the tools of `hostile-mcp-tools.mjs` (a sampling flood,
 * a call that never answers, a call whose progress never ends), `echo`, which behaves, and `exit`,
 * which answers and then ends the process, as a server that crashes between calls.
 */
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import { registerHostileTools } from "./hostile-mcp-tools.mjs";

const server = new McpServer({ name: "hostile", version: "1.0.0" });
server.registerTool(
  "echo",
  { description: "Echoes its message.", inputSchema: { message: z.string() } },
  ({ message }) => ({ content: [{ type: "text", text: `Echo: ${message}` }] }),
);
server.registerTool("exit", { description: "Answers, then ends the process." }, () => {
  setTimeout(() => process.exit(0), 50);
  return { content: [{ type: "text", text: "exiting" }] };
});
registerHostileTools(server);
await server.connect(new StdioServerTransport());
