import "server-only";
import type { ClientRequest } from "@modelcontextprotocol/sdk/types.js";
import { ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import type { RawRpc, RawRpcAnswer, RawRpcError } from "@/lib/api/inspector";
import { LoupeError } from "@/lib/errors";
import {
  finishCall,
  type InflightCall,
  startCall,
  whileSending,
} from "@/lib/inspector/inflight-calls";
import { inspectedServer } from "@/lib/inspector/inspector-connections";
import { TimeoutError } from "@/lib/mcp/describe-error";
import { isNotJsonRpcMark } from "@/lib/mcp/not-json-rpc";
import type { ServerTimeouts } from "@/lib/mcp/server-timeouts";
import { MAX_TIMEOUT_MS } from "@/lib/mcp/server-timeouts";

/** How long a request to a listed server waits by default, as the MCP layer's default. */
const DEFAULT_REQUEST_MS = 30_000;

/**
 * The SDK's own timeout on a call, a backstop only: the call's clock (which stops while a person
 * answers) times it out first. The longest `timeouts.maxTotalMs` allowed.
 */
const SDK_BACKSTOP_MS = MAX_TIMEOUT_MS;

const anyResult = z.unknown();

/**
 * Sends a raw request to a listed server over its inspector connection (connecting first if
 * needed) and answers the server's own answer: `{ result }`, or `{ error }` for a JSON-RPC error.
 * A `notifications/…` method is sent without waiting. Every request carries a `progressToken` of
 * its own, is listed among the server's in-flight calls until it is answered, and can be
 * cancelled by its `callId` (`mcp:call_cancelled`). Timeouts follow the server's `timeouts`
 * (`requestMs`, `resetOnProgress`, `maxTotalMs`) on a clock that stops while a request the call
 * caused waits on a person; a timeout or a lost connection is `mcp:call_failed`. When the call
 * ends, the pending requests it caused end with it, answered with an error saying so.
 */
export async function sendRpc(serverId: string, rpc: RawRpc): Promise<RawRpcAnswer> {
  const { server, connection, pending } = await inspectedServer(serverId);
  const timeouts = server.timeouts ?? {};
  const requestMs = timeouts.requestMs ?? DEFAULT_REQUEST_MS;
  const message =
    rpc.params === undefined ? { method: rpc.method } : { method: rpc.method, params: rpc.params };
  if (rpc.method.startsWith("notifications/")) {
    await connection.run(rpc.method, requestMs, (client) =>
      client.notification(message as Parameters<typeof client.notification>[0]),
    );
    return { notification: true };
  }
  const { call, signal } = startCall(serverId, rpc.method, rpc.callId, {
    requestMs,
    ...(timeouts.resetOnProgress ? { resetOnProgress: true } : {}),
    ...(timeouts.maxTotalMs === undefined ? {} : { maxTotalMs: timeouts.maxTotalMs }),
  });
  const request = withProgressToken(message, call.progressToken);
  let outcome = "failed";
  try {
    const answer = await connection.run(
      rpc.method,
      requestMs,
      async (client): Promise<RawRpcAnswer> => {
        try {
          const result = await whileSending(serverId, call, () =>
            client.request(request as ClientRequest, anyResult, {
              signal,
              timeout: SDK_BACKSTOP_MS,
            }),
          );
          return { result };
        } catch (error) {
          // Loupe's own clock aborts the signal; the SDK's backstop throws its timeout itself.
          const cause: unknown = signal.aborted ? signal.reason : error;
          if (isTimeout(cause)) {
            outcome = "timed out";
            throw new TimeoutError(describeTimeout(cause, timeouts));
          }
          if (signal.aborted) {
            outcome = "was cancelled";
            throw cancelled(server.name, call, signal.reason);
          }
          if (isServerError(error)) return { error: serverError(error) };
          throw error;
        }
      },
    );
    outcome = "error" in answer ? "was answered with an error" : "was answered";
    return answer;
  } finally {
    finishCall(serverId, call);
    pending.endCall(call, outcome);
  }
}

/** The request with `_meta.progressToken` set to the call's own token. */
function withProgressToken(
  message: { method: string; params?: Record<string, unknown> },
  progressToken: string,
): { method: string; params: Record<string, unknown> } {
  const params = message.params ?? {};
  const meta = (params._meta ?? {}) as Record<string, unknown>;
  return { method: message.method, params: { ...params, _meta: { ...meta, progressToken } } };
}

function cancelled(serverName: string, call: InflightCall, reason: unknown): LoupeError {
  const id = call.requestId === undefined ? "" : ` (request id ${JSON.stringify(call.requestId)})`;
  return new LoupeError(
    "mcp:call_cancelled",
    `${call.method} on MCP server "${serverName}" was cancelled${id}: ${String(reason).replace(/\.?$/, ".")} Loupe sent notifications/cancelled; the server's answer, if one comes, is ignored.`,
  );
}

function isTimeout(error: unknown): error is McpError {
  if (!(error instanceof McpError) || error.code !== ErrorCode.RequestTimeout) return false;
  const data = error.data as { timeout?: unknown; maxTotalTimeout?: unknown } | undefined;
  return data?.timeout !== undefined || data?.maxTotalTimeout !== undefined;
}

function describeTimeout(error: McpError, timeouts: ServerTimeouts): string {
  const data = error.data as { maxTotalTimeout?: number; timeout?: number };
  if (data.maxTotalTimeout !== undefined) {
    return `no answer within ${data.maxTotalTimeout} ms in all (the server's timeouts.maxTotalMs; request timed out)`;
  }
  const setting =
    timeouts.requestMs === undefined
      ? "the default request timeout; set timeouts.requestMs to change it"
      : "the server's timeouts.requestMs";
  const progress = timeouts.resetOnProgress ? ", restarted by each progress notification" : "";
  return `no answer within ${data.timeout} ms (${setting}${progress}; request timed out)`;
}

/**
 * An error the server answered, not one made up locally: a closed connection (the SDK) or an
 * answer that was not JSON-RPC (Loupe's MCP layer), which fail the call instead.
 */
function isServerError(error: unknown): error is McpError {
  return (
    error instanceof McpError &&
    !isNotJsonRpcMark(error.data) &&
    !(
      error.code === ErrorCode.ConnectionClosed &&
      /^MCP error -?\d+: Connection closed$/.test(error.message)
    )
  );
}

function serverError(error: McpError): RawRpcError {
  const prefix = `MCP error ${error.code}: `;
  const message = error.message.startsWith(prefix)
    ? error.message.slice(prefix.length)
    : error.message;
  return {
    code: error.code,
    message,
    ...(error.data === undefined ? {} : { data: error.data }),
  };
}
