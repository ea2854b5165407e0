#!/usr/bin/env node
/**
 * A Loupe process to kill: starts as Loupe does (`startServer` on `LOUPE_DATA_DIR`, with the real
 * code loaded through Vite), then starts the stdio MCP server given as arguments with Loupe's own
 * transport and connects to it. Prints `server <pid>` once it answered `initialize`, then waits
 * to be SIGKILLed.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

async function load(file) {
  const { module } = await runnerImport(path.join(root, file), {
    root,
    configFile: false,
    logLevel: "silent",
    resolve: {
      alias: { "@": root, "server-only": path.join(root, "test", "server-only-stub.ts") },
    },
    ssr: { noExternal: ["server-only"] },
  });
  return module;
}

const { startServer } = await load("lib/server-start.ts");
const { StdioProcessTransport } = await load("lib/mcp/stdio-transport.ts");
const { Client } = await import("@modelcontextprotocol/sdk/client/index.js");

startServer();
const [command, ...args] = process.argv.slice(2);
const transport = new StdioProcessTransport({ command, args, onStderr: () => {} });
const client = new Client({ name: "crash-test", version: "1.0.0" });
await client.connect(transport);
process.stdout.write(`server ${transport.pid}\n`);
setInterval(() => {}, 1_000);
