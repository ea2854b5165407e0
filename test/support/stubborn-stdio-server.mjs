/**
 * A stdio MCP server for tests that outlives its client: it ignores SIGTERM and keeps running
 * after stdin ends (a real server's bug that leaves it behind when Loupe is killed). What it
 * ignores is noted in the file named by its first argument (`ready`, `stdin ended; staying`,
 * `ignoring SIGTERM`), since its stdout and stderr die with its client. It answers `echo`.
 */
import { appendFileSync } from "node:fs";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";

const notes = process.argv[2];
const note = (line) => {
  if (notes) appendFileSync(notes, `${line}\n`);
};
for (const stream of [process.stdout, process.stderr]) stream.on("error", () => {});
process.on("SIGTERM", () => note("ignoring SIGTERM"));
process.stdin.on("end", () => note("stdin ended; staying"));
setInterval(() => {}, 1_000);

const server = new McpServer({ name: "stubborn", version: "1.0.0" });
server.registerTool(
  "echo",
  { description: "Echoes its message.", inputSchema: { message: z.string() } },
  ({ message }) => ({ content: [{ type: "text", text: `Echo: ${message}` }] }),
);
await server.connect(new StdioServerTransport());
note("ready");
