import "server-only";
import type { Tracer } from "@opentelemetry/api";
import type { EventPayloads, LoupeEvent } from "@/lib/events/types";
import { McpRequestSpans } from "@/lib/telemetry/mcp-request-spans";

/** The event kinds an inspector call's span is made from. */
export const TRAFFIC_SPAN_EVENT_KINDS = ["rpc"] as const;

/**
 * Turns one listed server's inspector traffic log into an MCP client span per JSON-RPC request
 * the Inspector sent (`McpRequestSpans`, as a playground tool call's MCP child), each the root of
 * its own trace: an inspector call belongs to no agent run.
 */
export class TrafficSpanBuilder {
  private readonly requests: McpRequestSpans;

  constructor(
    tracer: Tracer,
    private readonly transport: string | undefined,
  ) {
    this.requests = new McpRequestSpans(tracer);
  }

  /** Folds one event into the spans. */
  add(event: LoupeEvent): void {
    if (event.kind !== "rpc") return;
    this.requests.add(event.at, event.data as EventPayloads["rpc"], undefined, this.transport);
  }

  /** Ends every request still waiting for its answer. */
  endAll(at: number): void {
    this.requests.endAll(at);
  }
}
