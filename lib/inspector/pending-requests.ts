import { ErrorCode } from "@modelcontextprotocol/sdk/types.js";
import { LoupeError } from "@/lib/errors";

/** A request the server sent that waits for a person's answer. */
export interface PendingRequest {
  /** The JSON-RPC id the server gave the request. */
  requestId: string | number;
  method: string;
  params: unknown;
  /** The inspector's task running it, when the server asked for one (`params.task`). */
  taskId?: string;
  /** When it arrived (ms since the epoch). */
  at: number;
}

/** What a person answers: a result, or a JSON-RPC error. */
export type PendingAnswer =
  | { result: Record<string, unknown> }
  | { error: { code: number; message: string; data?: unknown } };

/** How long a pending request waits for its answer by default (10 minutes). */
export const PENDING_TIMEOUT_MS = 10 * 60 * 1000;

/** The error a handler throws so the SDK answers the server with exactly this code and message. */
export class JsonRpcErrorAnswer extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = "JsonRpcErrorAnswer";
  }
}

interface Waiting {
  request: PendingRequest;
  resolve: (result: Record<string, unknown>) => void;
  reject: (error: Error) => void;
  dispose: () => void;
}

/**
 * The server-initiated requests of one inspected server that wait for a person. Each leaves the
 * list when it is answered, when the server cancels it (`signal`), when it waits longer than the
 * timeout, or when the connection closes (`clear`).
 */
export class PendingRequests {
  private readonly waiting = new Map<string, Waiting>();

  constructor(private readonly timeoutMs: number = PENDING_TIMEOUT_MS) {}

  /** The requests waiting now, oldest first. */
  list(): PendingRequest[] {
    return [...this.waiting.values()].map((entry) => entry.request);
  }

  /**
   * Adds a request and resolves with the result a person answers; rejects with a
   * `JsonRpcErrorAnswer` when they answer an error or when no one answers in time.
   */
  wait(
    request: Omit<PendingRequest, "at">,
    signal?: AbortSignal,
  ): Promise<Record<string, unknown>> {
    const key = String(request.requestId);
    this.waiting.get(key)?.reject(new Error("replaced by a request with the same id"));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        entry.dispose();
        reject(
          new JsonRpcErrorAnswer(
            ErrorCode.RequestTimeout,
            `No one answered ${request.method} in Loupe's inspector within ${this.timeoutMs} ms.`,
          ),
        );
      }, this.timeoutMs);
      timer.unref?.();
      const onAbort = () => {
        entry.dispose();
        reject(new Error(`The server cancelled ${request.method}.`));
      };
      const entry: Waiting = {
        request: { ...request, at: Date.now() },
        resolve,
        reject,
        dispose: () => {
          clearTimeout(timer);
          signal?.removeEventListener("abort", onAbort);
          if (this.waiting.get(key) === entry) this.waiting.delete(key);
        },
      };
      if (signal?.aborted) {
        clearTimeout(timer);
        reject(new Error(`The server cancelled ${request.method}.`));
        return;
      }
      signal?.addEventListener("abort", onAbort, { once: true });
      this.waiting.set(key, entry);
    });
  }

  /** The waiting request with this id, or `pending:not_found` (404) naming it. */
  require(requestId: string, serverName: string): PendingRequest {
    const entry = this.waiting.get(requestId);
    if (!entry) {
      throw new LoupeError(
        "pending:not_found",
        `No request from MCP server "${serverName}" with id "${requestId}" is waiting for an answer; GET its pending list to see those that are (answered, cancelled or timed out ones leave it).`,
      );
    }
    return entry.request;
  }

  /** Answers a waiting request; `pending:not_found` when none has this id. */
  answer(requestId: string, serverName: string, answer: PendingAnswer): void {
    this.require(requestId, serverName);
    const entry = this.waiting.get(requestId) as Waiting;
    entry.dispose();
    if ("result" in answer) entry.resolve(answer.result);
    else
      entry.reject(
        new JsonRpcErrorAnswer(answer.error.code, answer.error.message, answer.error.data),
      );
  }

  /** Drops every waiting request (the connection closed): each is refused with `why`. */
  clear(why: string): void {
    for (const entry of [...this.waiting.values()]) {
      entry.dispose();
      entry.reject(new Error(why));
    }
  }
}
