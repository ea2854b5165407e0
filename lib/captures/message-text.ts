import type { HistoryMessage } from "@/lib/llm/model-request";

/**
 * A message's text as a capture's anatomy and diff show it: its content, then one line per tool
 * call it made (`name arguments`).
 */
export function messageText(message: HistoryMessage): string {
  const calls =
    message.role === "assistant"
      ? (message.toolCalls ?? []).map((call) => `${call.name} ${call.arguments}`)
      : [];
  return [message.content, ...calls].filter((part) => part !== "").join("\n");
}
