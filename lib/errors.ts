/**
 * The one error shape Loupe's API returns: `{ error: { code, message } }`.
 * Codes read `surface:problem` (e.g. `session:not_found`), so a script can branch on them.
 */
export type ErrorCode =
  | "request:invalid"
  | "request:too_large"
  | "request:unsupported_media_type"
  | "request:method_not_allowed"
  | "request:method_not_implemented"
  | "route:not_found"
  | "security:forbidden_host"
  | "security:forbidden_origin"
  | "security:unauthorized"
  | "session:not_found"
  | "session:busy"
  | "session:not_awaiting_decision"
  | "session:decision_required"
  | "session:finished"
  | "session:running"
  | "session:not_running"
  | "session:not_finished"
  | "session:read_only"
  | "action:no_server"
  | "server:not_found"
  | "provider:not_found"
  | "provider:read_only"
  | "pending:not_found"
  | "model:not_found"
  | "model:request_failed"
  | "model:stream_failed"
  | "mcp:connect_failed"
  | "mcp:call_failed"
  | "mcp:call_cancelled"
  | "call:not_found"
  | "call:duplicate"
  | "capture:not_found"
  | "comparison:not_found"
  | "tool-choice:not_found"
  | "proxy:unknown_upstream"
  | "proxy:upstream_unreachable"
  | "store:locked"
  | "internal:error";

const statusByCode: Record<ErrorCode, number> = {
  "request:invalid": 400,
  "request:too_large": 413,
  "request:unsupported_media_type": 415,
  "request:method_not_allowed": 405,
  "request:method_not_implemented": 501,
  "route:not_found": 404,
  "security:forbidden_host": 403,
  "security:forbidden_origin": 403,
  "security:unauthorized": 401,
  "session:not_found": 404,
  "session:busy": 409,
  "session:not_awaiting_decision": 409,
  "session:decision_required": 409,
  "session:finished": 409,
  "session:running": 409,
  "session:not_running": 409,
  "session:not_finished": 409,
  "session:read_only": 409,
  "action:no_server": 409,
  "server:not_found": 404,
  "provider:not_found": 404,
  "provider:read_only": 409,
  "pending:not_found": 404,
  "model:not_found": 400,
  "model:request_failed": 502,
  "model:stream_failed": 502,
  "mcp:connect_failed": 502,
  "mcp:call_failed": 502,
  "mcp:call_cancelled": 409,
  "call:not_found": 404,
  "call:duplicate": 409,
  "capture:not_found": 404,
  "comparison:not_found": 404,
  "tool-choice:not_found": 404,
  "proxy:unknown_upstream": 404,
  "proxy:upstream_unreachable": 502,
  "store:locked": 409,
  "internal:error": 500,
};

/** An error that knows its API code and HTTP status; throw it anywhere in `lib/`. */
export class LoupeError extends Error {
  readonly code: ErrorCode;
  readonly status: number;

  constructor(code: ErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "LoupeError";
    this.code = code;
    this.status = statusByCode[code];
  }

  /** The JSON body every API error uses. */
  toJSON(): { error: { code: ErrorCode; message: string } } {
    return { error: { code: this.code, message: this.message } };
  }

  /** A `Response` with the error body and its status. */
  toResponse(headers?: HeadersInit): Response {
    return Response.json(this.toJSON(), { status: this.status, headers });
  }
}

/**
 * The message of anything thrown or rejected: an `Error`'s own message, anything else as text.
 * The one way server and page turn a failure into words (this module imports nothing).
 */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Turns anything thrown into a `LoupeError`, keeping the message of unknown errors readable. */
export function toLoupeError(error: unknown): LoupeError {
  if (error instanceof LoupeError) return error;
  return new LoupeError("internal:error", errorMessage(error), { cause: error });
}
