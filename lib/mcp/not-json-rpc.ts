import { JSONRPCMessageSchema } from "@modelcontextprotocol/sdk/types.js";

/** How much of what arrived a message quotes. */
const MAX_QUOTED_CHARACTERS = 200;

/** The `data` of the error a request gets when the server answered it with something not JSON-RPC. */
export const NOT_JSON_RPC_MARK = { loupe: "not-json-rpc" } as const;

/** Whether an error's data marks a request failed because its answer was not JSON-RPC. */
export function isNotJsonRpcMark(data: unknown): boolean {
  return (data as { loupe?: unknown } | undefined)?.loupe === NOT_JSON_RPC_MARK.loupe;
}

/** A request id as JSON-RPC has them. */
export type RequestId = string | number;

/** Whether a value is a JSON-RPC request id (a string or a number). */
export function isRequestId(value: unknown): value is RequestId {
  return typeof value === "string" || typeof value === "number";
}

/**
 * Something a server sent where a JSON-RPC message belongs (an HTTP answer, an SSE event's data,
 * a line on stdout) that is not one; the message quotes the first 200 characters of it.
 */
export class NotJsonRpcError extends Error {
  constructor(
    /** Where it arrived, e.g. `a 200 application/json answer` or `a line on stdout`. */
    readonly where: string,
    /** What arrived, whole. */
    readonly received: string,
  ) {
    super(`the server sent ${where} that is not JSON-RPC: ${quote(received)}`);
    this.name = "NotJsonRpcError";
  }
}

/**
 * Longest JSON-RPC message Loupe reads from an MCP server (64 MiB): a line on a stdio server's
 * stdout, or a JSON answer to a POST. A 50 MB tool result fits.
 */
export const MAX_SERVER_MESSAGE_BYTES = 64 * 1024 * 1024;

/**
 * A message a server sent that was longer than Loupe reads as one: dropped unread (never held
 * whole), and reported like any answer that is not JSON-RPC.
 */
export class MessageTooLargeError extends NotJsonRpcError {
  constructor(where: string, limitBytes: number, bytes?: number) {
    super(where, "");
    const size =
      bytes === undefined ? "of more than" : `of ${bytes.toLocaleString("en-US")} bytes, more than`;
    this.message = `the server sent ${where} ${size} the ${limitBytes.toLocaleString("en-US")} bytes Loupe reads as one JSON-RPC message; it was dropped unread`;
    this.name = "MessageTooLargeError";
  }
}

/** The text cut to its first 200 characters, on one line (line ends shown as `\\n`). */
export function quote(text: string): string {
  const shown = text.length > MAX_QUOTED_CHARACTERS ? text.slice(0, MAX_QUOTED_CHARACTERS) : text;
  const more =
    text.length > shown.length ? ` … (${text.length - shown.length} more characters)` : "";
  return `${shown.replace(/\r?\n/g, "\\n")}${more}`;
}

/** Whether a text is one JSON-RPC message, or a batch of them. */
export function isJsonRpcText(text: string): boolean {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return false;
  }
  const messages = Array.isArray(value) ? value : [value];
  return (
    messages.length > 0 &&
    messages.every((message) => JSONRPCMessageSchema.safeParse(message).success)
  );
}

/** The messages of a JSON-RPC text (one message or a batch); none when it is not JSON. */
export function jsonRpcMessagesIn(text: string | undefined): unknown[] {
  if (!text) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  return Array.isArray(value) ? value : [value];
}

/** The ids of the requests in a JSON-RPC text (a request body), none if it holds none. */
export function requestIdsIn(text: string | undefined): RequestId[] {
  return jsonRpcMessagesIn(text).flatMap((message: unknown) => {
    const { id, method } = (message ?? {}) as { id?: unknown; method?: unknown };
    return typeof method === "string" && isRequestId(id) ? [id] : [];
  });
}

/**
 * Where a transport reports what arrived that is not JSON-RPC, and which requests it answered
 * when that is known; the session listening fails those requests at once.
 */
export class NotJsonRpcReports {
  private listener: ((error: NotJsonRpcError, requestIds: RequestId[]) => void) | undefined;
  /** The last report, kept so a request that fails later can say what arrived meanwhile. */
  last: { error: NotJsonRpcError; sequence: number } | undefined;
  private sequence = 0;

  /** How many reports came so far; a caller compares it later to see whether one came since. */
  get count(): number {
    return this.sequence;
  }

  report(error: NotJsonRpcError, requestIds: RequestId[] = []): void {
    this.sequence++;
    this.last = { error, sequence: this.sequence };
    this.listener?.(error, requestIds);
  }

  listen(listener: (error: NotJsonRpcError, requestIds: RequestId[]) => void): void {
    this.listener = listener;
  }
}
