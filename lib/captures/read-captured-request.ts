import "server-only";
import type { WireFormat } from "@/lib/llm/providers/provider-kinds";
import { readRequestBody } from "@/lib/llm/read-request-body";
import type { RequestReading } from "@/lib/llm/request-reading";

export { type SplitMessages, splitMessages } from "@/lib/llm/split-messages";

/**
 * A captured request body read by its wire format's provider when `wire` is known, else by the
 * first provider that reads it; undefined when none does (it is no model request Loupe reads).
 */
export function readCapturedRequest(body: unknown, wire?: WireFormat): RequestReading | undefined {
  return readRequestBody(body, wire)?.reading;
}
