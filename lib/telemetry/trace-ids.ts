import "server-only";
import { createHash } from "node:crypto";
import { type IdGenerator, RandomIdGenerator } from "@opentelemetry/sdk-trace-base";

/**
 * The trace id of an agent conversation seen through the proxy: the first 16 bytes of the
 * SHA-256 of `loupe.conversation:` and the conversation's id, in hex. The same conversation
 * always lands in the same trace, across restarts and Loupe instances, and the id says nothing
 * of the conversation it was made from.
 */
export function conversationTraceId(conversationId: string): string {
  return createHash("sha256")
    .update(`loupe.conversation:${conversationId}`)
    .digest("hex")
    .slice(0, 32);
}

/**
 * The tracer provider's ids: random ones, as the SDK makes them, except for a root span started
 * inside `inTrace`, which gets the trace id it was given: how a capture's span joins its
 * conversation's trace as a root of its own, with no parent span that never ends.
 */
export class ChosenTraceIds implements IdGenerator {
  private readonly random = new RandomIdGenerator();
  private chosen: string | undefined;

  generateTraceId(): string {
    const chosen = this.chosen;
    this.chosen = undefined;
    return chosen ?? this.random.generateTraceId();
  }

  generateSpanId(): string {
    return this.random.generateSpanId();
  }

  /** Runs `start` (which starts one root span) with `traceId` as the trace id it gets. */
  inTrace<Result>(traceId: string, start: () => Result): Result {
    this.chosen = traceId;
    try {
      return start();
    } finally {
      this.chosen = undefined;
    }
  }
}
