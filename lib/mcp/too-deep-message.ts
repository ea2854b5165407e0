import { ErrorCode, type JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { tooDeepReason } from "@/lib/json/json-depth";
import { isRequestId, NOT_JSON_RPC_MARK } from "@/lib/mcp/not-json-rpc";

/** What Loupe does instead of reading a message from a server that nests too deep. */
export interface TooDeepRefusal {
  /** For a response: the error the waiting request gets in its place. */
  toClient?: JSONRPCMessage;
  /** For a request from the server: the error answered to the server. */
  toServer?: JSONRPCMessage;
}

function idOf(message: JSONRPCMessage): string | number | undefined {
  const id = (message as { id?: unknown }).id;
  return isRequestId(id) ? id : undefined;
}

/**
 * How to refuse a message from a server that nests deeper than Loupe reads (its text is kept in
 * the traffic): a response becomes an error for the request that waits on it (marked, like an
 * answer that is not JSON-RPC, so the call fails as Loupe's refusal, not as the server's error);
 * a request is answered with an error; a notification is dropped.
 */
export function tooDeepRefusal(message: JSONRPCMessage, path: string): TooDeepRefusal {
  const id = idOf(message);
  if (id === undefined) return {};
  const reason = tooDeepReason(path);
  if ("method" in message) {
    return {
      toServer: {
        jsonrpc: "2.0",
        id,
        error: {
          code: ErrorCode.InvalidRequest,
          message: `Loupe did not read ${message.method}: the request ${reason}.`,
        },
      },
    };
  }
  return {
    toClient: {
      jsonrpc: "2.0",
      id,
      error: {
        code: ErrorCode.ParseError,
        message: `the server's answer ${reason}; its text is kept in the traffic`,
        data: NOT_JSON_RPC_MARK,
      },
    },
  };
}
