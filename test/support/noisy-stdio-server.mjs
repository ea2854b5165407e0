/**
 * A stdio MCP server for tests that writes lines that are not JSON-RPC on stdout: a banner
 * before it starts, a line before `print-then-answer` answers, and a line in place of the answer
 * of `print-instead` (which never answers). `echo` behaves.
 */
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";

process.stdout.write("noisy server starting (this line is not JSON-RPC)\n");

const server = new McpServer({ name: "noisy", version: "1.0.0" });

server.registerTool(
  "echo",
  { description: "Echoes its message.", inputSchema: { message: z.string() } },
  ({ message }) => ({ content: [{ type: "text", text: `Echo: ${message}` }] }),
);

server.registerTool("print-then-answer", { description: "Prints a line, then answers." }, () => {
  process.stdout.write("halfway there\n");
  return { content: [{ type: "text", text: "answered" }] };
});

server.registerTool("print-instead", { description: "Prints a line and never answers." }, () => {
  process.stdout.write("Traceback: something broke, no answer follows\n");
  return new Promise(() => undefined);
});

await server.connect(new StdioServerTransport());
