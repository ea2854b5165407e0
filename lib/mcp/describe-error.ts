import { ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";

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
 * Why an MCP request failed, in words a person can act on: a timeout says how long was waited,
 * a network failure names its cause (e.g. `connect ECONNREFUSED 127.0.0.1:3102`).
 */
export function describeMcpError(error: unknown, timeoutMs: number): string {
  if (error instanceof TimeoutError) return error.message;
  if (error instanceof McpError && error.code === ErrorCode.RequestTimeout) {
    return `no answer within ${timeoutMs} ms (request timed out)`;
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
