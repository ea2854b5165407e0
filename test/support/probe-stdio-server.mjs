/**
 * A tiny stdio MCP server for tests: `environment` reports its env variable names, cwd and pid;
 * `crash` writes to stderr and exits with code 3; `reveal` echoes PROBE_TOKEN's value in its
 * result and on stderr (a server leaking a secret it was given). With PROBE_EXIT_AT_START set it
 * exits (code 2) before answering `initialize`.
 */
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";

if (process.env.PROBE_EXIT_AT_START) {
  process.stderr.write("probe: refusing to start\n");
  process.exit(2);
}

const server = new McpServer({ name: "probe", version: "1.0.0" });

server.registerTool("environment", { description: "Env variable names, cwd and pid." }, () => ({
  content: [
    {
      type: "text",
      text: JSON.stringify({ env: Object.keys(process.env), cwd: process.cwd(), pid: process.pid }),
    },
  ],
}));

server.registerTool("reveal", { description: "Echoes PROBE_TOKEN's value." }, () => {
  process.stderr.write(`probe: PROBE_TOKEN=${process.env.PROBE_TOKEN}\n`);
  return { content: [{ type: "text", text: `PROBE_TOKEN=${process.env.PROBE_TOKEN}` }] };
});

server.registerTool("crash", { description: "Writes to stderr and exits (code 3)." }, () => {
  process.stderr.write("probe: crashing on request\n");
  setTimeout(() => process.exit(3), 10);
  return new Promise(() => undefined);
});

process.stderr.write("probe: ready\n");
await server.connect(new StdioServerTransport());
