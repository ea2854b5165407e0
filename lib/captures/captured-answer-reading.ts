import "server-only";
import { splitMessages } from "@/lib/captures/read-captured-request";
import { type DialectId, dialectAskedForBy } from "@/lib/dialects";
import type { WireFormat } from "@/lib/llm/providers/provider-kinds";
import type { RequestReading } from "@/lib/llm/request-reading";

/** How a proxied capture's answer is read, settled from its request (`session.created`). */
export interface CapturedAnswerReading {
  /** The dialect the request's system prompt asks for; `native` (which reads no text) for none. */
  dialect: DialectId;
  /** The functions the request offered, by name: its answer's tool calls call these. */
  requestTools: string[];
}

/**
 * How the answer to a proxied request of `wire` is read, from the request as read: its tool calls
 * as calls of the functions it offered, its text by the dialect its system prompt asks for.
 * Undefined for a request Loupe could not read (not JSON, cut at the capture limit) or a path of
 * no wire format: its capture is read by the default dialect, as before.
 */
export function capturedAnswerReading(
  reading: RequestReading | undefined,
  wire: WireFormat | undefined,
): CapturedAnswerReading | undefined {
  if (wire === undefined || reading === undefined) return undefined;
  return {
    dialect: dialectAskedForBy(splitMessages(reading).systemPrompt) ?? "native",
    requestTools: reading.tools.map((tool) => tool.name),
  };
}
