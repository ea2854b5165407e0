import type { HistoryMessage } from "@/lib/llm/model-request";
import type { RequestReading } from "@/lib/llm/request-reading";

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
