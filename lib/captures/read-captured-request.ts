import "server-only";
import type { HistoryMessage } from "@/lib/llm/model-request";
import type { WireFormat } from "@/lib/llm/providers/provider-kinds";
import { PROVIDER_SPECS, providerSpec } from "@/lib/llm/providers/provider-specs";
import type { RequestReading } from "@/lib/llm/request-reading";

/** The readers to try on a body: the wire's own first when it is known, then every other. */
function readersFor(
  wire: WireFormat | undefined,
): Array<(body: unknown) => RequestReading | undefined> {
  const own = wire ? providerSpec(wire).provider.readRequest : undefined;
  const others = PROVIDER_SPECS.filter((spec) => spec.id !== wire).map(
    (spec) => spec.provider.readRequest,
  );
  return [own, ...others].filter((reader) => reader !== undefined);
}

/**
 * A captured request body read by its wire format's provider when `wire` is known, else by the
 * first provider that reads it; undefined when none does (it is no model request Loupe reads).
 */
export function readCapturedRequest(body: unknown, wire?: WireFormat): RequestReading | undefined {
  for (const read of readersFor(wire)) {
    const reading = read(body);
    if (reading) return reading;
  }
  return undefined;
}

/** A request's messages split into its system prompt and the conversation after it. */
export interface SplitMessages {
  /** Every system (or developer) message, wherever it stood, in order. */
  systemMessages: string[];
  /** The system messages joined by blank lines: the system prompt as one text ("" for none). */
  systemPrompt: string;
  /** Every other message, in order. */
  history: HistoryMessage[];
}

/** The system prompt of a reading and the rest of its messages. */
export function splitMessages(reading: RequestReading): SplitMessages {
  const systemMessages: string[] = [];
  const history: HistoryMessage[] = [];
  for (const message of reading.messages) {
    if (message.role === "system") systemMessages.push(message.content);
    else history.push(message);
  }
  return { systemMessages, systemPrompt: systemMessages.join("\n\n"), history };
}
