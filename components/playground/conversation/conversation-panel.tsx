"use client";

import {
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { TurnOutline } from "@/components/playground/turn-outline";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { useScrollToTurn } from "@/hooks/playground/use-scroll-to-turn";
import { useTurnFolds } from "@/hooks/playground/use-turn-folds";
import type { TurnJump } from "@/hooks/playground/use-turn-jump";
import { useTurnWindow } from "@/hooks/playground/use-turn-window";
import type { DecisionInput, ForkEdit } from "@/lib/api/sessions";
import type { DialectId } from "@/lib/dialects";
import type { LitItems } from "@/lib/views/lanes/turn-links";
import { forkableTurns } from "@/lib/views/playground/conversation/fork-turns";
import type { DecisionMode } from "@/lib/views/playground/conversation/pending-action";
import type { TimelineItem } from "@/lib/views/playground/conversation/session-timeline";
import {
  type TurnBlock,
  timelineBlocks,
} from "@/lib/views/playground/conversation/timeline-blocks";
import { deriveTurnOutline } from "@/lib/views/playground/conversation/turn-outline";
import type { PendingDecision } from "@/lib/views/playground/session/session-pause";
import { countOf } from "@/lib/views/shared/format";
import { ActionCard } from "./action-card";
import { AnswerForm } from "./answer-form";
import { AssistantMessage } from "./assistant-message";
import { EditInForkDialog } from "./edit-in-fork-dialog";
import { ForkTurnDialog } from "./fork-turn-dialog";
import { type ObservationEditor, ObservationItem } from "./observation-item";
import {
  ConnectionsNote,
  DecisionNote,
  EditNote,
  ErrorNote,
  FileNote,
  ResultNote,
  TaskNote,
} from "./timeline-notes";
import { TurnPlaceholder, TurnSection } from "./turn-section";

/** What the conversation column needs to render and act. */
export interface ConversationProps {
  items: TimelineItem[];
  selectedTurn: number | null;
  /** The turn whose chain (action, JSON-RPC exchanges, observation) is lit, and what of it is. */
  litTurn: number | null;
  lit: LitItems;
  /** The turn whose action waits for a decision, and that action (null: no action found). */
  pending: PendingDecision | null;
  /** The latest observation's editor, while it can still be edited (`seq`: its event). */
  observationEditor: (ObservationEditor & { seq: number }) | null;
  deciding: boolean;
  saving: boolean;
  /** What the pending action's card shows: its buttons, or the Mock or Edit form. */
  decisionMode: DecisionMode;
  onDecisionModeChange: (mode: DecisionMode) => void;
  /** The open session: folded turns unfold when it changes. */
  sessionId?: string | null;
  /** How many turns the open session has, known before its events arrive (0: unknown). */
  sessionTurns?: number;
  /** A turn chosen elsewhere (the lanes' turn picker) to bring into view. */
  jump?: TurnJump | null;
  onSelectTurn: (turn: number) => void;
  onSelectAction: (turn: number) => void;
  /** The session's dialect: how its answers are coloured. */
  dialect?: DialectId | undefined;
  /** Selects a turn's observation, lighting the action and JSON-RPC exchanges it came from. */
  onSelectObservation: (turn: number) => void;
  onDecide: (input: DecisionInput) => void;
  /** "Always allow" on the pending action: auto-approve its tool and go on. */
  onAllowAlways?: (entry: string) => void;
  /** "Fork from here" on each turn that ended with an observation (absent: not offered). */
  onFork?: (turn: number, edit?: ForkEdit) => Promise<void>;
  /** The branch tree, shown beside the outline. */
  branches?: ReactNode;
  /** After the final answer: feedback that continues the run (null: not offered now). */
  feedback?: { busy: boolean; onSend: (text: string) => void } | null;
}

/**
 * The middle column: the task, then each turn (foldable) with its answer, action, decision and
 * observation, and an outline to jump to any turn.
 */
export function ConversationPanel(props: ConversationProps) {
  const { items, pending, jump } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  const idPrefix = useId();
  const blocks = useMemo(() => timelineBlocks(items), [items]);
  const outline = useMemo(() => deriveTurnOutline(blocks.turns), [blocks]);
  const forkable = useMemo(() => forkableTurns(blocks.turns), [blocks]);
  const outlineByTurn = useMemo(
    () => new Map(outline.map((entry) => [entry.turn, entry])),
    [outline],
  );
  const folds = useTurnFolds(props.sessionId);
  const [outlineOpen, setOutlineOpen] = useState(false);
  const unpin = useCallback(() => {
    pinned.current = false;
  }, []);
  const scrollToTurn = useScrollToTurn(scroller, unpin);
  const { unfold } = folds;
  const turnNumbers = useMemo(() => blocks.turns.map((block) => block.turn), [blocks]);
  const turnWindow = useTurnWindow(
    scroller,
    turnNumbers,
    [props.selectedTurn, jump?.turn, props.litTurn, pending?.turn],
    props.sessionTurns,
  );

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

  useEffect(() => {
    if (!jump) return;
    unfold(jump.turn);
    scrollToTurn(jump.turn, false);
  }, [jump, unfold, scrollToTurn]);

  const jumpHere = (turn: number) => {
    unfold(turn);
    props.onSelectTurn(turn);
    scrollToTurn(turn, true);
  };

  // Built when Copy conversation is pressed: joining a long session's every answer and
  // observation at each render of its arriving events was a long task of its own.
  const transcript = items.some(givesTranscriptText) ? () => conversationTranscript(items) : "";
  const outlineId = `${idPrefix}-outline`;
  const latestTurn = blocks.turns.at(-1)?.turn;

  return (
    <section aria-label="Conversation" className="flex min-h-0 min-w-0 flex-col bg-surface">
      <header className="flex h-9 shrink-0 items-center gap-2 border-b border-line px-3">
        <h2 className="text-[11px] font-semibold tracking-wider text-muted uppercase">
          Conversation
        </h2>
        <Badge>{countOf(blocks.turns.length, "turn")}</Badge>
        <div className="ml-auto flex items-center gap-1">
          {outline.length > 0 ? (
            <Button
              size="sm"
              variant="ghost"
              aria-expanded={outlineOpen}
              aria-controls={outlineOpen ? outlineId : undefined}
              onClick={() => setOutlineOpen((open) => !open)}
            >
              Outline
            </Button>
          ) : null}
          <CopyButton text={transcript} label="Copy conversation" />
        </div>
      </header>
      {props.branches}
      {outlineOpen && outline.length > 0 ? (
        <TurnOutline
          id={outlineId}
          entries={outline}
          selectedTurn={props.selectedTurn}
          onJump={jumpHere}
          onFoldAll={() =>
            folds.foldAll(outline.map((entry) => entry.turn).filter((turn) => turn !== latestTurn))
          }
          onUnfoldAll={folds.unfoldAll}
        />
      ) : null}
      <div
        ref={scroller}
        tabIndex={-1}
        data-focus-target="fallback"
        onScroll={(event) => {
          const element = event.currentTarget;
          pinned.current = element.scrollHeight - element.scrollTop - element.clientHeight < 48;
          turnWindow.onScroll();
        }}
        className="flex min-h-0 flex-1 flex-col gap-3 overflow-auto px-4 py-3"
      >
        {items.length === 0 ? <EmptyConversation /> : null}
        {blocks.before.map((item) => (
          <TimelineEntry key={item.key} item={item} forkable={forkable} {...props} />
        ))}
        {blocks.turns.map((block) =>
          turnWindow.isRendered(block.turn) ? (
            <TurnSection
              key={block.key}
              block={block}
              entry={outlineByTurn.get(block.turn)}
              idPrefix={idPrefix}
              selected={props.selectedTurn === block.turn}
              folded={folds.folded.has(block.turn)}
              onSelect={() => props.onSelectTurn(block.turn)}
              onToggleFold={() => folds.toggle(block.turn)}
              actions={props.onFork ? <ForkAction block={block} onFork={props.onFork} /> : null}
            >
              {block.items.map((item) => (
                <TimelineEntry key={item.key} item={item} forkable={forkable} {...props} />
              ))}
            </TurnSection>
          ) : (
            <TurnPlaceholder
              key={block.key}
              turn={block.turn}
              height={turnWindow.heightOf(block.turn)}
            />
          ),
        )}
        {pending &&
        !items.some((item) => item.kind === "assistant" && item.turn === pending.turn) ? (
          <ActionCard
            action={pending.action}
            host={pending.host}
            capturedTool={pending.capturedTool}
            busy={props.deciding}
            mode={props.decisionMode}
            onModeChange={props.onDecisionModeChange}
            onDecide={props.onDecide}
            onAllowAlways={props.onAllowAlways}
          />
        ) : null}
        {props.feedback ? (
          <AnswerForm
            label="Continue with feedback"
            hint="a new message to the model; the run goes on from it"
            submitLabel="Send and run"
            busy={props.feedback.busy}
            onSend={props.feedback.onSend}
          />
        ) : null}
      </div>
    </section>
  );
}

/** Whether the item is written in the conversation's text (`conversationTranscript`). */
function givesTranscriptText(item: TimelineItem): boolean {
  return item.kind === "assistant" || item.kind === "observation" || item.kind === "task";
}

/** The conversation as text, for Copy conversation. */
function conversationTranscript(items: readonly TimelineItem[]): string {
  return items
    .map((item) => {
      if (item.kind === "assistant") return `assistant (turn ${item.turn}):\n${item.content}`;
      if (item.kind === "observation") return `observation (turn ${item.turn}):\n${item.text}`;
      if (item.kind === "task" && item.history) {
        return item.history
          .map(({ message }) => `${message.role}:\n${message.content}`)
          .join("\n\n");
      }
      if (item.kind === "task") return `task:\n${item.text}`;
      return "";
    })
    .filter(Boolean)
    .join("\n\n");
}

/** "Fork from here" for a turn that ended with an observation: the one a fork can replace. */
function ForkAction({
  block,
  onFork,
}: {
  block: TurnBlock;
  onFork: (turn: number, edit?: ForkEdit) => Promise<void>;
}) {
  const observation = block.items.findLast((item) => item.kind === "observation");
  if (observation?.kind !== "observation") return null;
  return <ForkTurnDialog turn={block.turn} observation={observation.text} onFork={onFork} />;
}

function TimelineEntry({
  item,
  forkable,
  ...props
}: ConversationProps & { item: TimelineItem; forkable: ReadonlySet<number> }) {
  const { onFork } = props;
  const canFork = onFork !== undefined && forkable.has("turn" in item ? item.turn : 0);
  switch (item.kind) {
    case "task":
      return <TaskNote item={item} onFork={onFork} dialect={props.dialect} />;
    case "turn":
      return null;
    case "assistant": {
      const pendingHere = props.pending?.turn === item.turn ? props.pending : null;
      return (
        <AssistantMessage
          item={item}
          lit={props.litTurn === item.turn && props.lit.action}
          dialect={props.dialect}
          onSelectAction={() => props.onSelectAction(item.turn)}
          actions={
            canFork ? (
              <EditInForkDialog
                turn={item.turn}
                what={`the assistant message of turn ${item.turn}`}
                text={item.content}
                toEdit={(answer) => ({ answer })}
                onFork={onFork}
              />
            ) : null
          }
        >
          {pendingHere ? (
            <ActionCard
              key={`pending-${item.turn}`}
              action={pendingHere.action}
              host={pendingHere.host}
              capturedTool={pendingHere.capturedTool}
              busy={props.deciding}
              mode={props.decisionMode}
              onModeChange={props.onDecisionModeChange}
              onDecide={props.onDecide}
              onAllowAlways={props.onAllowAlways}
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
          onFork={canFork ? props.onFork : undefined}
          lit={props.litTurn === item.turn && props.lit.observation}
          onSelect={() => props.onSelectObservation(item.turn)}
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
    case "connections":
      return <ConnectionsNote item={item} />;
  }
}

function EmptyConversation() {
  return (
    <div className="m-auto flex max-w-sm flex-col items-center gap-2 py-10 text-center text-muted">
      <p className="text-[13px] font-medium text-ink">One ReAct turn at a time</p>
      <p className="text-xs">
        Step starts the run: it sends the system prompt and the task to the model and streams its
        whole answer. The first action in it then waits for you: execute, edit, mock or skip.
      </p>
    </div>
  );
}
