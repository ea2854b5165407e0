import type { RequestDiff } from "@/lib/api/captures";
import { messageText } from "@/lib/captures/message-text";
import { splitMessages } from "@/lib/captures/read-captured-request";
import type { RequestReading } from "@/lib/llm/request-reading";

/**
 * What a request changed against the previous request of its conversation (`previousId`): whether
 * its system prompt differs, which functions it offers now and not before and the other way
 * round, how many messages both begin with, how many of the previous one's follow those (rewritten
 * or dropped), and the messages it appended: what the agent sent the model this turn.
 */
export function requestDiff(
  previousId: string,
  previous: RequestReading,
  current: RequestReading,
): RequestDiff {
  const before = splitMessages(previous);
  const now = splitMessages(current);
  const namesBefore = new Set(previous.tools.map((tool) => tool.name));
  const namesNow = new Set(current.tools.map((tool) => tool.name));
  let commonMessages = 0;
  while (
    commonMessages < before.history.length &&
    commonMessages < now.history.length &&
    JSON.stringify(before.history[commonMessages]) === JSON.stringify(now.history[commonMessages])
  ) {
    commonMessages += 1;
  }
  return {
    previousId,
    systemPromptChanged: before.systemPrompt !== now.systemPrompt,
    toolsAdded: [...namesNow].filter((name) => !namesBefore.has(name)),
    toolsRemoved: [...namesBefore].filter((name) => !namesNow.has(name)),
    commonMessages,
    removedMessages: before.history.length - commonMessages,
    addedMessages: now.history
      .slice(commonMessages)
      .map((message) => ({ role: message.role, text: messageText(message) })),
  };
}
