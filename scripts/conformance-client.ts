/**
 * The MCP conformance suite's client under test, built on Loupe's MCP layer:
 * `npm run -s conformance-client -- <url>` with `MCP_CONFORMANCE_SCENARIO` naming the scenario
 * (the runner sets both). It connects over Streamable HTTP with `connectMcpServer`, or, where
 * the scenario needs client capabilities (elicitation), with the same tapped transports and an
 * SDK client that declares them; then does what the scenario expects and exits 0, or prints why
 * it failed and exits 1. Every JSON-RPC message and HTTP exchange is printed as Loupe records it.
 */

import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import {
  type ElicitRequest,
  ElicitRequestSchema,
  type ElicitResult,
  type Tool,
} from "@modelcontextprotocol/sdk/types.js";
import { errorMessage } from "@/lib/errors";
import type { EventPayloads } from "@/lib/events/types";
import { connectMcpServer, type McpToolResult } from "@/lib/mcp/connection";
import { createHttpTransport } from "@/lib/mcp/http-transport";
import { TappedTransport } from "@/lib/mcp/tapped-transport";

const SERVER_ID = "conformance";
const REQUEST_TIMEOUT_MS = 20_000;

/** What a scenario does with an initialized session: list tools, call them, … */
interface ConformanceSession {
  listTools(): Promise<Tool[]>;
  callTool(name: string, args: Record<string, unknown>): Promise<McpToolResult>;
  close(): Promise<void>;
}

/** Arguments for the tools the scenarios offer; any other tool is called with none. */
const toolArguments: Record<string, Record<string, unknown>> = {
  add_numbers: { a: 5, b: 3 },
};

function printRpc(event: EventPayloads["rpc"]): void {
  const arrow = event.direction === "out" ? "→" : "←";
  const latency = event.latencyMs === undefined ? "" : ` (${event.latencyMs} ms)`;
  console.info(`rpc ${arrow} ${JSON.stringify(event.message)}${latency}`);
}

function printHttp(event: EventPayloads["http"]): void {
  const state = event.open ? " (stream open)" : "";
  console.info(`http ${event.method} ${event.url} → ${event.status ?? "no response"}${state}`);
}

/** Loupe's connection as the scenarios use it. */
async function connectWithLoupe(url: string): Promise<ConformanceSession> {
  const connection = await connectMcpServer({
    serverId: SERVER_ID,
    transport: "streamable-http",
    url,
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
    onRpc: printRpc,
    onHttp: printHttp,
  });
  return {
    listTools: () => connection.listTools(),
    callTool: (name, args) => connection.callTool(name, args),
    close: () => connection.close(),
  };
}

/**
 * A session over Loupe's tapped Streamable HTTP transport whose client declares form
 * elicitation and accepts every request with the form's defaults, as a person pressing
 * "Accept" on Loupe's prefilled form would.
 */
async function connectAnsweringElicitation(url: string): Promise<ConformanceSession> {
  const transport = createHttpTransport({
    serverId: SERVER_ID,
    transport: "streamable-http",
    endpoint: new URL(url),
    fetch: globalThis.fetch,
    currentTurn: () => undefined,
    onHttp: printHttp,
  });
  const client = new Client(
    { name: "loupe", version: "0.1.0" },
    { capabilities: { elicitation: { form: {} } } },
  );
  client.setRequestHandler(ElicitRequestSchema, (request) => acceptWithDefaults(request));
  await client.connect(
    new TappedTransport(transport, (record) => printRpc({ serverId: SERVER_ID, ...record })),
    { timeout: REQUEST_TIMEOUT_MS },
  );
  const options = { timeout: REQUEST_TIMEOUT_MS };
  return {
    listTools: async () => (await client.listTools(undefined, options)).tools,
    callTool: (name, args) => client.callTool({ name, arguments: args }, undefined, options),
    close: () => client.close(),
  };
}

/** An accepted elicitation whose content holds every default of the requested form. */
function acceptWithDefaults(request: ElicitRequest): ElicitResult {
  const { params } = request;
  if (!("requestedSchema" in params)) return { action: "decline" };
  const content: NonNullable<ElicitResult["content"]> = {};
  for (const [name, property] of Object.entries(params.requestedSchema.properties)) {
    if ("default" in property && property.default !== undefined) {
      content[name] = property.default as NonNullable<ElicitResult["content"]>[string];
    }
  }
  return { action: "accept", content };
}

/** Lists the tools and calls each one, failing on a tool error. */
async function callEveryTool(session: ConformanceSession): Promise<void> {
  for (const tool of await session.listTools()) {
    const result = await session.callTool(tool.name, toolArguments[tool.name] ?? {});
    if (result.isError) {
      throw new Error(`tool "${tool.name}" answered an error: ${JSON.stringify(result.content)}`);
    }
  }
}

/** Initializes, lists the tools, and ends the session. */
async function listToolsOnly(session: ConformanceSession): Promise<void> {
  await session.listTools();
}

/** How each scenario connects and what it does; unlisted scenarios initialize and list tools. */
const scenarios: Record<
  string,
  { connect: (url: string) => Promise<ConformanceSession>; run: typeof callEveryTool }
> = {
  initialize: { connect: connectWithLoupe, run: listToolsOnly },
  tools_call: { connect: connectWithLoupe, run: callEveryTool },
  "sse-retry": { connect: connectWithLoupe, run: callEveryTool },
  "elicitation-sep1034-client-defaults": {
    connect: connectAnsweringElicitation,
    run: callEveryTool,
  },
};

/**
 * The scenario server's URL with `localhost` spelled 127.0.0.1: the scenario servers listen on
 * 127.0.0.1 (see `listen-on-loopback.cjs`), and the tests send nothing beyond it.
 */
function loopbackUrl(given: string | undefined): string {
  if (!given) throw new Error("usage: npm run -s conformance-client -- <server url>");
  const url = new URL(given);
  if (url.hostname === "localhost") url.hostname = "127.0.0.1";
  return url.href;
}

async function main(): Promise<void> {
  const url = loopbackUrl(process.argv[2]);
  const scenarioName = process.env.MCP_CONFORMANCE_SCENARIO ?? "initialize";
  const scenario = scenarios[scenarioName] ?? { connect: connectWithLoupe, run: listToolsOnly };
  const session = await scenario.connect(url);
  try {
    await scenario.run(session);
  } finally {
    await session.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(errorMessage(error));
    process.exit(1);
  },
);
