import { ErrorCode } from "@modelcontextprotocol/sdk/types.js";
import type {
  EndedRequest,
  PendingAnswer,
  PendingRequest,
  RefusedRequests,
} from "@/lib/api/inspector";
import { LoupeError } from "@/lib/errors";

/** How long a pending request waits for its answer by default (10 minutes). */
export const PENDING_TIMEOUT_MS = 10 * 60 * 1000;

/** The most requests one connection keeps waiting for a person; the next ones are refused at once. */
export const PENDING_LIMIT = 100;

/**
 * The JSON-RPC error code Loupe answers a request it will not put before a person (the list is
 * full, or the call that caused it ended): -1, the code MCP's own example gives a client that
 * declines a sampling request.
 */
export const PENDING_REFUSED_CODE = -1;

/** How many ended requests are remembered for the page to show. */
const ENDED_KEPT = 50;

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
  /** The causing calls still running; when the last ends, the request ends too. */
  runningCauses: Set<string>;
  resolve: (result: Record<string, unknown>) => void;
  reject: (error: Error) => void;
  dispose: () => void;
}

/**
 * The server-initiated requests of one inspector connection that wait for a person, at most
 * `limit` at once (the next ones are refused with a JSON-RPC error saying why). Each leaves the
 * list when it is answered, when the server cancels it (`signal`), when it waits longer than the
 * timeout, when every call that may have caused it has ended (`endCall`), or when the connection
 * closes (`clear`).
 */
export class PendingRequests {
  private readonly waiting = new Map<string, Waiting>();
  private readonly endedRequests: EndedRequest[] = [];
  private readonly refusals: Omit<RefusedRequests, "limit"> = { count: 0 };

  constructor(
    private readonly timeoutMs: number = PENDING_TIMEOUT_MS,
    readonly limit: number = PENDING_LIMIT,
  ) {}

  /** The requests waiting now, oldest first. */
  list(): PendingRequest[] {
    return [...this.waiting.values()].map((entry) => entry.request);
  }

  /** The requests that ended with their call, oldest first (the last 50). */
  ended(): EndedRequest[] {
    return [...this.endedRequests];
  }

  /** How many requests were refused because `limit` were already waiting. */
  refused(): RefusedRequests {
    return { ...this.refusals, limit: this.limit };
  }

  /**
   * Refuses a request at once when `limit` already wait: throws the `JsonRpcErrorAnswer` that
   * `wait` would reject with. Lets a request that becomes a task be refused before the task is
   * created, so the server hears the refusal as the answer to its request.
   */
  admit(method: string): void {
    if (this.waiting.size >= this.limit) throw this.refuse(method);
  }

  /**
   * Adds a request and resolves with the result a person answers; rejects with a
   * `JsonRpcErrorAnswer` when they answer an error, when no one answers in time, when the list
   * is full, or when the calls that caused it end.
   */
  wait(
    request: Omit<PendingRequest, "at">,
    signal?: AbortSignal,
  ): Promise<Record<string, unknown>> {
    const key = String(request.requestId);
    this.waiting.get(key)?.reject(new Error("replaced by a request with the same id"));
    this.waiting.get(key)?.dispose();
    if (this.waiting.size >= this.limit) return Promise.reject(this.refuse(request.method));
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
        runningCauses: new Set(request.causedBy),
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
        `No request from MCP server "${serverName}" with id "${requestId}" is waiting for an answer; GET its pending list to see those that are (answered, cancelled, timed out or ended ones leave it).`,
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

  /**
   * A call of the inspector ended (`outcome`: "timed out", "was cancelled", …): every request
   * it may have caused whose other causes have ended too leaves the list, answered to the
   * server with an error saying so, and is remembered as ended. Answers those requests.
   */
  endCall(call: { callId: string; method: string }, outcome: string): EndedRequest[] {
    const ended: EndedRequest[] = [];
    for (const entry of [...this.waiting.values()]) {
      if (!entry.runningCauses.delete(call.callId) || entry.runningCauses.size > 0) continue;
      const why = `its call ${call.method} ${outcome}`;
      entry.dispose();
      entry.reject(
        new JsonRpcErrorAnswer(
          PENDING_REFUSED_CODE,
          `Loupe's inspector no longer waits for an answer to ${entry.request.method}: ${why}.`,
        ),
      );
      const { requestId, method, at } = entry.request;
      ended.push({ requestId, method, at, endedAt: Date.now(), why });
    }
    this.endedRequests.push(...ended);
    this.endedRequests.splice(0, Math.max(0, this.endedRequests.length - ENDED_KEPT));
    return ended;
  }

  /** Drops every waiting request (the connection closed): each is refused with `why`. */
  clear(why: string): void {
    for (const entry of [...this.waiting.values()]) {
      entry.dispose();
      entry.reject(new Error(why));
    }
  }

  private refuse(method: string): JsonRpcErrorAnswer {
    this.refusals.count += 1;
    this.refusals.lastAt = Date.now();
    return new JsonRpcErrorAnswer(
      PENDING_REFUSED_CODE,
      `Loupe's inspector refused ${method}: ${this.limit} requests from this server already wait for a person, the most one connection holds. Send it again once some are answered.`,
      { limit: this.limit },
    );
  }
}
