/**
 * A JSON-RPC error response with an HTTP status, the way MCP HTTP endpoints (and the SDK's
 * own transports) answer a request they cannot take: bad session, bad body, too large.
 */
export function jsonRpcErrorResponse(
  status: number,
  code: number,
  message: string,
  headers?: Record<string, string>,
): Response {
  return Response.json({ jsonrpc: "2.0", error: { code, message }, id: null }, { status, headers });
}
