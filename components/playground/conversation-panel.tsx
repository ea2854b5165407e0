"use client";

import { useLayoutEffect, useRef } from "react";
import { Badge } from "@/components/ui/badge";
import { CopyButton } from "@/components/ui/copy-button";
import type { ParsedAction } from "@/lib/events/types";
import type { DecisionInput } from "@/lib/views/api-types";
import type { TimelineItem } from "@/lib/views/session-timeline";
import { ActionCard } from "./action-card";
import { AssistantMessage } from "./assistant-message";
import { type ObservationEditor, ObservationItem } from "./observation-item";
import {
  DecisionNote,
  EditNote,
  ErrorNote,
  FileNote,
  ResultNote,
  TaskNote,
} from "./timeline-notes";
import { TurnDivider } from "./turn-divider";

/** What the conversation column needs to render and act. */
export interface ConversationProps {
  items: TimelineItem[];
  selectedTurn: number | null;
  litTurn: number | null;
  /** The turn whose action waits for a decision, and that action (null: no action found). */
  pending: { turn: number; action: ParsedAction | null } | null;
  /** The latest observation's editor, while it can still be edited (`seq`: its event). */
  observationEditor: (ObservationEditor & { seq: number }) | null;
  deciding: boolean;
  saving: boolean;
  onSelectTurn: (turn: number) => void;
  onSelectAction: (turn: number) => void;
  onDecide: (input: DecisionInput) => void;
}

/** The middle column: the task, then each turn's answer, action, decision and observation. */
export function ConversationPanel(props: ConversationProps) {
  const { items, pending } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  const lastItem = items.at(-1);
  const contentSize =
    items.length +
    (lastItem?.kind === "assistant" ? lastItem.content.length : 0) +
    (pending ? 1 : 0) +
    (props.observationEditor ? 1 : 0);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || !pinned.current || contentSize === 0) return;
    element.scrollTop = element.scrollHeight;
  }, [contentSize]);

  const transcript = items
    .map((item) => {
      if (item.kind === "assistant") return `assistant (turn ${item.turn}):\n${item.content}`;
      if (item.kind === "observation") return `observation (turn ${item.turn}):\n${item.text}`;
      if (item.kind === "task") return `task:\n${item.text}`;
      return "";
    })
    .filter(Boolean)
    .join("\n\n");

  return (
    <section aria-label="Conversation" className="flex min-h-0 min-w-0 flex-col bg-surface">
      <header className="flex h-9 shrink-0 items-center gap-2 border-b border-line px-3">
        <h2 className="text-[11px] font-semibold tracking-wider text-muted uppercase">
          Conversation
        </h2>
        <Badge>{items.filter((item) => item.kind === "turn").length} turns</Badge>
        <div className="ml-auto">
          <CopyButton text={transcript} label="Copy conversation" />
        </div>
      </header>
      <div
        ref={scroller}
        onScroll={(event) => {
          const element = event.currentTarget;
          pinned.current = element.scrollHeight - element.scrollTop - element.clientHeight < 48;
        }}
        className="flex min-h-0 flex-1 flex-col gap-3 overflow-auto px-4 py-3"
      >
        {items.length === 0 ? <EmptyConversation /> : null}
        {items.map((item) => (
          <TimelineEntry key={item.key} item={item} {...props} />
        ))}
        {pending &&
        !items.some((item) => item.kind === "assistant" && item.turn === pending.turn) ? (
          <ActionCard action={pending.action} busy={props.deciding} onDecide={props.onDecide} />
        ) : null}
      </div>
    </section>
  );
}

function TimelineEntry({ item, ...props }: ConversationProps & { item: TimelineItem }) {
  switch (item.kind) {
    case "task":
      return <TaskNote item={item} />;
    case "turn":
      return (
        <TurnDivider
          turn={item.turn}
          status={item.status}
          selected={props.selectedTurn === item.turn}
          onSelect={() => props.onSelectTurn(item.turn)}
        />
      );
    case "assistant": {
      const pendingHere = props.pending?.turn === item.turn ? props.pending : null;
      return (
        <AssistantMessage
          item={item}
          lit={props.litTurn === item.turn}
          onSelectAction={() => props.onSelectAction(item.turn)}
        >
          {pendingHere ? (
            <ActionCard
              key={`pending-${item.turn}`}
              action={pendingHere.action}
              busy={props.deciding}
              onDecide={props.onDecide}
            />
          ) : null}
        </AssistantMessage>
      );
    }
    case "decision":
      return <DecisionNote item={item} />;
    case "observation":
      return (
        <ObservationItem
          item={item}
          editable={props.observationEditor?.seq === item.seq ? props.observationEditor : null}
          busy={props.saving}
        />
      );
    case "file":
      return <FileNote item={item} />;
    case "edit":
      return <EditNote item={item} />;
    case "error":
      return <ErrorNote item={item} />;
    case "result":
      return <ResultNote item={item} />;
  }
}

function EmptyConversation() {
  return (
    <div className="m-auto flex max-w-sm flex-col items-center gap-2 py-10 text-center text-muted">
      <p className="text-[13px] font-medium text-ink">One ReAct turn at a time</p>
      <p className="text-xs">
        Step sends the system prompt and the task to the model, streams its answer and stops at the
        first action. You decide what happens to it: execute, edit, mock or skip.
      </p>
    </div>
  );
}
