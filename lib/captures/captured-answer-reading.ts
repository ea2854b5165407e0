import "server-only";
import { readCapturedRequest, systemPromptOf } from "@/lib/captures/session-from-request";
import { type DialectId, dialectAskedForBy } from "@/lib/dialects";
import type { WireFormat } from "@/lib/llm/providers/provider-kinds";

/** How a proxied capture's answer is read, settled from its request (`session.created`). */
export interface CapturedAnswerReading {
  /** The dialect the request's system prompt asks for; `native` (which reads no text) for none. */
  dialect: DialectId;
  /** The functions the request offered, by name: its answer's tool calls call these. */
  requestTools: string[];
}

/**
 * How the answer to a proxied request body of `wire` is read: its tool calls as calls of the
 * functions it offered, its text by the dialect its system prompt asks for. Undefined for a body
 * Loupe cannot read (not JSON, cut at the capture limit, a path of no wire format): its capture
 * is read by the default dialect, as before.
 */
export function capturedAnswerReading(
  body: string,
  wire: WireFormat | undefined,
): CapturedAnswerReading | undefined {
  if (wire === undefined || body === "") return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return undefined;
  }
  const reading = readCapturedRequest(parsed, wire);
  if (!reading) return undefined;
  return {
    dialect: dialectAskedForBy(systemPromptOf(reading)) ?? "native",
    requestTools: reading.tools.map((tool) => tool.name),
  };
}
