/** Where Loupe serves the demo weather server over Streamable HTTP. */
export const DEMO_MCP_PATH = "/api/demo/mcp";

/** Where a legacy HTTP+SSE client opens its event stream. */
export const DEMO_SSE_PATH = "/api/demo/sse";

/** Where a legacy HTTP+SSE client posts its messages (`?sessionId=` from the endpoint event). */
export const DEMO_MESSAGES_PATH = "/api/demo/messages";
