/**
 * A stdio MCP server written by hand, for answers the SDK's server cannot write: `deep` answers a
 * result nested RAW_DEEP_LEVELS (default 100,000) levels in `structuredContent`; `big` answers a
 * text of `arguments.bytes` bytes, written to stdout in one go. `echo` behaves.
 */
import { createInterface } from "node:readline";

const deepLevels = Number(process.env.RAW_DEEP_LEVELS ?? 100_000);

const tools = [
  { name: "echo", inputSchema: { type: "object", properties: { message: { type: "string" } } } },
  { name: "deep", inputSchema: { type: "object" } },
  { name: "big", inputSchema: { type: "object", properties: { bytes: { type: "number" } } } },
];

function answer(id, resultText) {
  process.stdout.write(`{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":${resultText}}\n`);
}

function call(id, { name, arguments: args = {} }) {
  if (name === "deep") {
    const deep = `${"[".repeat(deepLevels)}${"]".repeat(deepLevels)}`;
    answer(id, `{"content":[{"type":"text","text":"deep"}],"structuredContent":{"deep":${deep}}}`);
  } else if (name === "big") {
    answer(id, JSON.stringify({ content: [{ type: "text", text: "x".repeat(args.bytes) }] }));
  } else {
    answer(id, JSON.stringify({ content: [{ type: "text", text: `Echo: ${args.message}` }] }));
  }
}

const lines = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
lines.on("line", (line) => {
  if (line.trim() === "") return;
  const { id, method, params } = JSON.parse(line);
  if (id === undefined) return;
  if (method === "initialize") {
    const result = {
      protocolVersion: params.protocolVersion,
      capabilities: { tools: {} },
      serverInfo: { name: "raw", version: "1.0.0" },
    };
    answer(id, JSON.stringify(result));
  } else if (method === "tools/list") {
    answer(id, JSON.stringify({ tools }));
  } else if (method === "tools/call") {
    call(id, params);
  } else {
    process.stdout.write(
      `${JSON.stringify({ jsonrpc: "2.0", id, error: { code: -32601, message: `no ${method}` } })}\n`,
    );
  }
});
lines.on("close", () => process.exit(0));
