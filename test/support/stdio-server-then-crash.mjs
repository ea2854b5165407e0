#!/usr/bin/env node
/**
 * A Loupe process to kill: starts as Loupe does (`startServer` on `LOUPE_DATA_DIR`, with the real
 * code loaded through Vite), then starts the stdio MCP server given as arguments with Loupe's own
 * transport and connects to it. Prints `server <pid>` once it answered `initialize`, then waits
 * to be SIGKILLed.
 */
import { loadLoupeModule as load } from "./load-loupe-module.mjs";

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
