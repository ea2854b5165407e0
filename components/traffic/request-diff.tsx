import {
  MessageChangeList,
  RequestChangeBadges,
  SystemPromptChange,
} from "@/components/lanes/message-changes";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { CaptureConversation, RequestDiff as Diff } from "@/lib/api/captures";
import { countOf } from "@/lib/views/shared/format";

/**
 * What this request added to the previous one of its conversation: the messages the agent
 * appended this turn, what it kept, dropped and rewrote (before and now), its system prompt
 * before and now. The model keeps no memory: each
 * request carries the whole conversation again, and this shows it.
 */
export function RequestDiff({
  conversation,
  diff,
  onSelect,
}: {
  conversation: CaptureConversation | null;
  diff: Diff | null;
  onSelect: (id: string) => void;
}) {
  if (!conversation) {
    return <p className="p-3 text-xs text-muted">Not part of an agent conversation.</p>;
  }
  const heading = (
    <p className="text-xs text-muted">
      Request {conversation.turn} of its conversation (grouped by{" "}
      {conversation.by === "header" ? "the agent's session header" : "a shared message prefix"}).
    </p>
  );
  if (!diff) {
    return (
      <div className="flex flex-col gap-2 p-3">
        {heading}
        <p className="text-xs">The first request of its conversation: nothing came before it.</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2 p-3">
      <div className="flex flex-wrap items-center gap-2">
        {heading}
        <Button size="sm" onClick={() => onSelect(diff.previousId)}>
          Previous request
        </Button>
      </div>
      <RequestChangeBadges
        changes={diff}
        before={
          <>
            <li>
              <Badge>{countOf(diff.commonMessages, "message")} in common</Badge>
            </li>
            <li>
              <Badge tone={diff.removedMessages > 0 ? "warning" : "neutral"}>
                {countOf(diff.removedMessages, "message")} removed
              </Badge>
            </li>
          </>
        }
      />
      {diff.systemPrompt ? <SystemPromptChange change={diff.systemPrompt} /> : null}
      <h3 className="text-xs font-semibold">
        Appended this turn: {countOf(diff.addedMessages.length, "message")}
      </h3>
      <MessageChangeList label="Messages against the previous request" changes={diff.messages} />
    </div>
  );
}
