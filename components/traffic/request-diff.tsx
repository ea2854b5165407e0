import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { CaptureConversation, RequestDiff as Diff } from "@/lib/api/captures";
import { countOf } from "@/lib/views/shared/format";

/**
 * What this request added to the previous one of its conversation: the messages the agent
 * appended this turn, what it kept, dropped and changed. The model keeps no memory: each
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
      </ul>
      <section aria-labelledby="diff-added" className="flex flex-col gap-1.5">
        <h3 id="diff-added" className="text-xs font-semibold">
          Appended this turn: {countOf(diff.addedMessages.length, "message")}
        </h3>
        {diff.addedMessages.map((message, index) => (
          <article
            // biome-ignore lint/suspicious/noArrayIndexKey: messages have no id; their order is fixed.
            key={index}
            aria-label={`Added: ${message.role}`}
            className="rounded-md border border-line bg-surface"
          >
            <h4 className="border-b border-line px-2 py-0.5 font-mono text-[11px] text-muted">
              {message.role}
            </h4>
            <pre className="max-h-48 overflow-auto px-2 py-1 font-mono text-xs whitespace-pre-wrap">
              {message.text}
            </pre>
          </article>
        ))}
      </section>
    </div>
  );
}
