import { MessageChangeList, SystemPromptChange } from "@/components/lanes/message-changes";
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
      <ul aria-label="What changed" className="flex flex-wrap gap-1.5">
        <li>
          <Badge>{countOf(diff.commonMessages, "message")} in common</Badge>
        </li>
        <li>
          <Badge tone={diff.removedMessages > 0 ? "warning" : "neutral"}>
            {countOf(diff.removedMessages, "message")} removed
          </Badge>
        </li>
        <li>
          <Badge tone={diff.systemPromptChanged ? "warning" : "neutral"}>
            {diff.systemPromptChanged ? "system prompt changed" : "system prompt unchanged"}
          </Badge>
        </li>
        {diff.toolsAdded.length > 0 ? (
          <li>
            <Badge tone="accent" title={diff.toolsAdded.join(", ")}>
              tools added: {diff.toolsAdded.join(", ")}
            </Badge>
          </li>
        ) : null}
        {diff.toolsRemoved.length > 0 ? (
          <li>
            <Badge tone="warning" title={diff.toolsRemoved.join(", ")}>
              tools removed: {diff.toolsRemoved.join(", ")}
            </Badge>
          </li>
        ) : null}
        {diff.toolsChanged.length > 0 ? (
          <li>
            <Badge tone="warning" title={diff.toolsChanged.join(", ")}>
              tools redefined: {diff.toolsChanged.join(", ")}
            </Badge>
          </li>
        ) : null}
      </ul>
      {diff.systemPrompt ? <SystemPromptChange change={diff.systemPrompt} /> : null}
      <h3 className="text-xs font-semibold">
        Appended this turn: {countOf(diff.addedMessages.length, "message")}
      </h3>
      <MessageChangeList label="Messages against the previous request" changes={diff.messages} />
    </div>
  );
}
