import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { ScrollRegion } from "@/components/ui/scroll-region";
import type { HistoryMessage } from "@/lib/llm/model-request";
import type { MessageChange, RequestChanges } from "@/lib/llm/request-changes";
import { countOf } from "@/lib/views/shared/format";
import { SentMessage } from "./sent-message";

/**
 * What changed between two requests, as badges: whether the system prompt did, and the tools
 * offered, withdrawn and redefined; `before` and `after` add a page's own badges (each an `li`).
 */
export function RequestChangeBadges({
  changes,
  before,
  after,
}: {
  changes: Pick<RequestChanges, "systemPrompt" | "toolsAdded" | "toolsRemoved" | "toolsChanged">;
  before?: ReactNode;
  after?: ReactNode;
}) {
  const tools = [
    { names: changes.toolsAdded, words: "tools added", tone: "accent" },
    { names: changes.toolsRemoved, words: "tools removed", tone: "warning" },
    { names: changes.toolsChanged, words: "tools redefined", tone: "warning" },
  ] as const;
  return (
    <ul aria-label="What changed" className="flex flex-wrap gap-1.5">
      {before}
      <li>
        <Badge tone={changes.systemPrompt ? "warning" : "neutral"}>
          {changes.systemPrompt ? "system prompt changed" : "system prompt unchanged"}
        </Badge>
      </li>
      {tools.map(({ names, words, tone }) =>
        names.length > 0 ? (
          <li key={words}>
            <Badge tone={tone} title={names.join(", ")}>
              {words}: {names.join(", ")}
            </Badge>
          </li>
        ) : null,
      )}
      {after}
    </ul>
  );
}

/** A changed system prompt, before and now, folded away until opened. */
export function SystemPromptChange({ change }: { change: { before: string; after: string } }) {
  return (
    <details className="rounded-md border border-line text-xs">
      <summary className="cursor-pointer px-2 py-1">System prompt, before and now</summary>
      <ScrollRegion label="System prompt before" className="max-h-48 border-t border-line">
        <pre className="px-2 py-1 font-mono whitespace-pre-wrap line-through decoration-danger/60">
          {change.before}
        </pre>
      </ScrollRegion>
      <ScrollRegion label="System prompt now" className="max-h-48 border-t border-line">
        <pre className="px-2 py-1 font-mono whitespace-pre-wrap">{change.after}</pre>
      </ScrollRegion>
    </details>
  );
}

/**
 * A request's messages against the previous request's, in its order: each run both send the
 * same (counted, collapsed), and in full each message appended, removed, or sent in another form
 * (before and now). `tokensOf` gives an appended message's token count when the page counts them.
 */
export function MessageChangeList({
  label,
  changes,
  tokensOf,
}: {
  label: string;
  changes: readonly MessageChange[];
  tokensOf?: (message: HistoryMessage) => string;
}) {
  return (
    <ol aria-label={label} className="flex flex-col gap-1.5">
      {changes.map((change) => {
        switch (change.kind) {
          case "common":
            return (
              <li key={`common-${change.index}`}>
                <p className="rounded-md border border-dashed border-line px-2 py-1 text-xs text-muted">
                  {countOf(change.count, "message")} in common (messages {change.index + 1}–
                  {change.index + change.count}), sent again as before
                </p>
              </li>
            );
          case "added":
            return (
              <li key={`added-${change.index}`}>
                <SentMessage
                  message={change.message}
                  label={`Appended: ${change.message.role}`}
                  {...(tokensOf ? { tokens: tokensOf(change.message) } : {})}
                />
              </li>
            );
          case "removed":
            return (
              <li key={`removed-${change.previousIndex}`} className="opacity-70">
                <SentMessage message={change.message} label={`Removed: ${change.message.role}`} />
              </li>
            );
          case "changed":
            return (
              <li key={`changed-${change.index}`} className="flex flex-col gap-1">
                <SentMessage message={change.before} label={`Before: ${change.before.role}`} />
                <SentMessage message={change.after} label={`Changed: ${change.after.role}`} />
              </li>
            );
          default:
            return null;
        }
      })}
    </ol>
  );
}
