import type { RequestDiff } from "@/lib/api/captures";
import { messageText } from "@/lib/captures/message-text";
import { requestChanges } from "@/lib/llm/request-changes";
import type { RequestReading } from "@/lib/llm/request-reading";
import { splitMessages } from "@/lib/llm/split-messages";

/**
 * What a request changed against the previous request of its conversation (`previousId`): its
 * system prompt before and now when it differs, which functions it offers now and not before,
 * the other way round and redefined, both requests' messages aligned (runs in common, appended,
 * dropped, rewritten), how many messages both begin with, how many of the previous one's follow
 * those, and the messages it appended: what the agent sent the model this turn. The comparison
 * is `requestChanges`, the playground's too.
 */
export function requestDiff(
  previousId: string,
  previous: RequestReading,
  current: RequestReading,
): RequestDiff {
  const changes = requestChanges(previous, current);
  return {
    previousId,
    systemPromptChanged: changes.systemPrompt !== null,
    systemPrompt: changes.systemPrompt,
    toolsAdded: changes.toolsAdded,
    toolsRemoved: changes.toolsRemoved,
    toolsChanged: changes.toolsChanged,
    messages: changes.messages,
    commonMessages: changes.commonPrefix,
    removedMessages: changes.previousCount - changes.commonPrefix,
    addedMessages: splitMessages(current)
      .history.slice(changes.commonPrefix)
      .map((message) => ({ role: message.role, text: messageText(message) })),
  };
}
