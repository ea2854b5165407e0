import { ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import { isNotJsonRpcMark } from "@/lib/mcp/not-json-rpc";
import type { ServerTimeouts } from "@/lib/mcp/server-timeouts";

/** Thrown by `withTimeout` when the promise did not settle in time. */
export class TimeoutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "TimeoutError";
  }
}

/** A promise that rejects with `TimeoutError(message)` if `promise` takes longer than `ms`. */
export function withTimeout<Value>(
  promise: Promise<Value>,
  ms: number,
  message: string,
): Promise<Value> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Why an MCP request failed, in words a person can act on: a timeout says how long was waited
 * and, given the server's `timeouts`, which setting to change; a network failure names its cause
 * (e.g. `connect ECONNREFUSED 127.0.0.1:3102`).
 */
export function describeMcpError(
  error: unknown,
  timeoutMs: number,
  timeouts?: ServerTimeouts,
): string {
  if (error instanceof TimeoutError) return error.message;
  if (error instanceof McpError && error.code === ErrorCode.RequestTimeout) {
    return describeRequestTimeout(error, timeoutMs, timeouts);
  }
  if (error instanceof McpError && isNotJsonRpcMark(error.data)) {
    return error.message.replace(/^MCP error -?\d+: /, "");
  }
  if (!(error instanceof Error)) return String(error);
  const causes: string[] = [];
  let cause: unknown = error.cause;
  for (let depth = 0; cause instanceof Error && depth < 3; depth++) {
    if (!error.message.includes(cause.message)) causes.push(cause.message);
    cause = cause.cause;
  }
  return causes.length > 0 ? `${error.message} (${causes.join(": ")})` : error.message;
}

/** A request timeout in words, naming the `timeouts` setting that ended it when there is one. */
function describeRequestTimeout(
  error: McpError,
  timeoutMs: number,
  timeouts: ServerTimeouts | undefined,
): string {
  const data = (error.data ?? {}) as { timeout?: unknown; maxTotalTimeout?: unknown };
  if (typeof data.maxTotalTimeout === "number") {
    return `no answer within ${data.maxTotalTimeout} ms in all (the server's timeouts.maxTotalMs; request timed out)`;
  }
  const waited = typeof data.timeout === "number" ? data.timeout : timeoutMs;
  if (timeouts?.requestMs === undefined) return `no answer within ${waited} ms (request timed out)`;
  const progress = timeouts.resetOnProgress ? ", restarted by each progress notification" : "";
  return `no answer within ${waited} ms (the server's timeouts.requestMs${progress}; request timed out)`;
}
