import { randomUUID } from "node:crypto";
import path from "node:path";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { z } from "zod";
import { registerHostileTools } from "@/test/support/hostile-mcp-tools.mjs";
import { serveWebHandler } from "@/test/support/serve-web-handler";

/**
 * The hostile server over stdio (`hostile-stdio-server.mjs`): the same hostile tools as the
 * Streamable HTTP server's (`flood-sampling`, `hang`, `endless-progress`), as a listed server runs it.
 */
export function hostileStdioServer(): { command: string; args: string[] } {
  return {
    command: process.execPath,
    args: [path.resolve(process.cwd(), "test/support/hostile-stdio-server.mjs")],
  };
}

/** What a tool of the misbehaving server answers instead of a JSON-RPC response. */
export const MISBEHAVING_ANSWERS = {
  /** `200 application/json` whose body is JSON but not JSON-RPC. */
  "answer-json-not-rpc": { contentType: "application/json", body: '{"hello":1}' },
  /** `200 application/json` whose body is not JSON at all. */
  "answer-plain-text": {
    contentType: "application/json",
    body: "Hello! This is plain text, not JSON.",
  },
  /** `200 text/plain`, a content type Streamable HTTP does not allow. */
  "answer-text-content-type": { contentType: "text/plain", body: "plain text answer" },
  /** An SSE stream whose one `message` event's data is not JSON. */
  "answer-sse-not-json": {
    contentType: "text/event-stream",
    body: "event: message\ndata: this is not JSON at all\n\n",
  },
} as const;

/** A real Streamable HTTP MCP server on 127.0.0.1 that can be made to misbehave. */
export interface MisbehavingMcpServer {
  /** `http://127.0.0.1:PORT/mcp`: Streamable HTTP, with the tools of `MISBEHAVING_ANSWERS`. */
  url: string;
  /** `http://127.0.0.1:PORT/refuse`: answers 404 to every method. */
  refusingUrl: string;
  /** Forgets every session, so the next request naming one gets 404 `Session not found`. */
  forgetSessions(): void;
  /** How many `initialize` requests it has answered. */
  readonly initializeCount: number;
  /** How many TCP connections to it are open now. */
  readonly openSockets: number;
  close(): Promise<void>;
}

/**
 * Starts an MCP server over real Streamable HTTP (the SDK's server, one per session) whose tools
 * `echo` and `slow-echo` behave, whose `answer-*` tools get a raw answer that is not JSON-RPC,
 * and which can forget its sessions as a restarted server does. It also has the hostile tools
 * (`flood-sampling`, `hang`, `endless-progress`; see `hostile-mcp-tools.mjs`).
 */
export async function startMisbehavingMcpServer(): Promise<MisbehavingMcpServer> {
  const sessions = new Map<string, WebStandardStreamableHTTPServerTransport>();
  let initializeCount = 0;
  const served = await serveWebHandler(async (request) => {
    const { pathname } = new URL(request.url);
    if (pathname !== "/mcp") return new Response("Not Found", { status: 404 });
    const body = request.method === "POST" ? ((await request.json()) as unknown) : undefined;
    const deep = deepJsonAnswer(request, body);
    if (deep) return deep;
    const answer = misbehavingAnswer(body);
    if (answer) {
      return new Response(answer.body, { headers: { "content-type": answer.contentType } });
    }
    const sessionId = request.headers.get("mcp-session-id");
    if (sessionId) {
      const transport = sessions.get(sessionId);
      if (!transport) {
        return Response.json(
          { jsonrpc: "2.0", error: { code: -32001, message: "Session not found" }, id: null },
          { status: 404 },
        );
      }
      return transport.handleRequest(request, { parsedBody: body });
    }
    initializeCount++;
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: randomUUID,
      onsessioninitialized: (id) => {
        sessions.set(id, transport);
      },
    });
    await createServer().connect(transport);
    return transport.handleRequest(request, { parsedBody: body });
  });
  return {
    url: `${served.origin}/mcp`,
    refusingUrl: `${served.origin}/refuse`,
    forgetSessions: () => sessions.clear(),
    get initializeCount() {
      return initializeCount;
    },
    get openSockets() {
      return served.openSockets;
    },
    close: async () => {
      await Promise.all([...sessions.values()].map((transport) => transport.close()));
      await served.close();
    },
  };
}

function createServer(): McpServer {
  const server = new McpServer({ name: "misbehaving", version: "1.0.0" });
  server.registerTool(
    "echo",
    { description: "Echoes its message.", inputSchema: { message: z.string() } },
    ({ message }) => ({ content: [{ type: "text", text: `Echo: ${message}` }] }),
  );
  server.registerTool(DEEP_RESULT_TOOL, { description: "Answers a result nested deep." }, () => ({
    content: [],
  }));
  for (const name of Object.keys(MISBEHAVING_ANSWERS)) {
    server.registerTool(name, { description: "Answers with something not JSON-RPC." }, () => ({
      content: [],
    }));
  }
  registerHostileTools(server);
  return server;
}

/** The raw answer for a `tools/call` of one of the `answer-*` tools, if the body is one. */
function misbehavingAnswer(body: unknown) {
  const call = body as { method?: unknown; params?: { name?: unknown } } | undefined;
  if (call?.method !== "tools/call" || typeof call.params?.name !== "string") return undefined;
  return MISBEHAVING_ANSWERS[call.params.name as keyof typeof MISBEHAVING_ANSWERS];
}

/** How deep the deep-JSON answers nest: far past any stack a recursive reader has. */
export const DEEP_JSON_LEVELS = 100_000;

/** The tool whose `tools/call` is answered with a result nested `DEEP_JSON_LEVELS` deep. */
export const DEEP_RESULT_TOOL = "answer-deep-result";

/** The server's URL in deep-schema mode: `tools/list` lists a tool whose inputSchema nests deep. */
export function deepSchemaUrl(url: string): string {
  return `${url}?deep=tools`;
}

/** `levels` arrays inside each other, as text: what `JSON.stringify` could not write. */
function nestedArraysText(levels: number): string {
  return `${"[".repeat(levels)}${"]".repeat(levels)}`;
}

/**
 * The deep-JSON mode: a JSON-RPC response, valid but nested `DEEP_JSON_LEVELS` deep, for a
 * `tools/call` of `DEEP_RESULT_TOOL` (in `structuredContent`) and, at `deepSchemaUrl`, for
 * `tools/list` (in a tool's inputSchema); undefined for every other request.
 */
function deepJsonAnswer(request: Request, body: unknown): Response | undefined {
  const message = body as { id?: unknown; method?: unknown; params?: { name?: unknown } };
  if (typeof message?.id !== "number" && typeof message?.id !== "string") return undefined;
  const id = JSON.stringify(message.id);
  const deep = nestedArraysText(DEEP_JSON_LEVELS);
  let result: string | undefined;
  if (message.method === "tools/call" && message.params?.name === DEEP_RESULT_TOOL) {
    result = `{"content":[{"type":"text","text":"deep"}],"structuredContent":{"deep":${deep}}}`;
  } else if (
    message.method === "tools/list" &&
    new URL(request.url).searchParams.get("deep") === "tools"
  ) {
    const schema = `{"type":"object","properties":{"deep":{"type":"array","default":${deep}}}}`;
    result = `{"tools":[{"name":"deep-schema","inputSchema":${schema}}]}`;
  }
  if (result === undefined) return undefined;
  return new Response(`{"jsonrpc":"2.0","id":${id},"result":${result}}`, {
    headers: { "content-type": "application/json" },
  });
}
