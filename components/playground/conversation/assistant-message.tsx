import { type ReactNode, useMemo } from "react";
import { Badge } from "@/components/ui/badge";
import type { DialectId } from "@/lib/dialects";
import { answerHighlight } from "@/lib/views/lanes/answer-highlight";
import { describeFinishReason } from "@/lib/views/lanes/finish-reason";
import { actionHeading } from "@/lib/views/playground/conversation/action-heading";
import type { TimelineItem } from "@/lib/views/playground/conversation/session-timeline";
import { HighlightedText } from "./highlighted-text";

type AssistantItem = Extract<TimelineItem, { kind: "assistant" }>;

/**
 * One answer of the model: the text as streamed, its action highlighted, and a button that
 * selects the action (lighting the SSE lines that carried it in the lanes).
 */
export function AssistantMessage({
  item,
  lit,
  dialect,
  onSelectAction,
  actions,
  children,
}: {
  item: AssistantItem;
  lit: boolean;
  /** The dialect the answer is written in: how it is coloured. */
  dialect?: DialectId | undefined;
  onSelectAction: () => void;
  /** Drawn at the end of the header (Edit in a fork). */
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const { action } = item;
  const heading = item.host ? actionHeading(item.host) : undefined;
  const finish = describeFinishReason(item.finishReason);
  const highlight = useMemo(() => answerHighlight(dialect, item.content), [dialect, item.content]);
  return (
    <article aria-label={`Assistant, turn ${item.turn}`} className="flex flex-col gap-2">
      <header className="flex items-center gap-2 text-[11px] font-semibold tracking-wide text-muted uppercase">
        Assistant
        {item.streaming ? (
          <Badge tone="accent" className="normal-case">
            <span className="size-1.5 animate-pulse rounded-full bg-current" aria-hidden="true" />
            streaming
          </Badge>
        ) : null}
        {finish ? (
          <span className="font-normal tracking-normal normal-case">
            finish: {finish.words} <code className="font-mono">{finish.raw}</code>
          </span>
        ) : null}
        {actions ? <span className="ml-auto">{actions}</span> : null}
      </header>
      <div className="rounded-md border border-line bg-raised px-3 py-2">
        {item.content === "" && item.streaming ? (
          <p className="text-xs text-muted">Waiting for the first token…</p>
        ) : (
          <HighlightedText
            text={item.content}
            span={action?.span}
            lit={lit}
            language={highlight.language}
            keywords={highlight.keywords}
          />
        )}
      </div>
      {action && heading ? (
        <button
          type="button"
          aria-pressed={lit}
          onClick={onSelectAction}
          title="Highlight the SSE lines that carried this action"
          className="flex w-fit cursor-pointer items-center gap-2 rounded-md border border-line px-2 py-1 text-xs hover:border-accent aria-pressed:border-lit-line aria-pressed:bg-lit"
        >
          <span className="text-muted">Action</span>
          <code className="font-mono font-semibold">{heading.name}</code>
          {heading.detail ? <code className="font-mono text-muted">{heading.detail}</code> : null}
          <Badge tone={action.valid ? "success" : "danger"}>
            {action.valid ? "valid" : "invalid"}
          </Badge>
        </button>
      ) : null}
      {children}
    </article>
  );
}
