"use client";

import { useCallback, useEffect, useMemo, useState } from "react";
import { LanesPanel } from "@/components/lanes/lanes-panel";
import { ConversationPanel } from "@/components/playground/conversation/conversation-panel";
import { useColumnSession } from "@/hooks/compare/use-column-session";
import { useTurnSelection } from "@/hooks/playground/use-turn-selection";
import type { ComparisonColumnView, ComparisonDecisionInput } from "@/lib/api/comparisons";
import type { ModelListing } from "@/lib/api/models";
import type { ColumnNote } from "@/lib/views/compare/columns";
import type { DecisionMode } from "@/lib/views/playground/conversation/pending-action";
import { deriveTimeline } from "@/lib/views/playground/conversation/session-timeline";
import { pendingDecision } from "@/lib/views/playground/session/session-pause";
import type { LaneId } from "@/lib/views/shared/url-state";
import { ColumnHeader } from "./column-header";

/**
 * One column of the comparison: its head, the note the last command left it (its own error, or
 * why it was skipped), its conversation as the playground draws it (its pending action decided
 * for this column alone), and on demand the lanes of its selected turn.
 */
export function ComparisonColumn({
  column,
  reads,
  note,
  models,
  deciding,
  onDecide,
  onCollapse,
  report,
}: {
  column: ComparisonColumnView;
  /** How many times the page has read the comparison: the column reads its new events after one. */
  reads: number;
  note: ColumnNote | undefined;
  models: readonly ModelListing[];
  deciding: boolean;
  onDecide: (decision: ComparisonDecisionInput) => void;
  onCollapse: () => void;
  report: (error: unknown, action: string) => void;
}) {
  const onError = useCallback(
    (error: unknown) => report(error, `Read column ${column.column + 1}`),
    [report, column.column],
  );
  const { session, events } = useColumnSession(column, reads, onError);
  const timeline = useMemo(() => deriveTimeline(events), [events]);
  const pending = useMemo(() => pendingDecision(session), [session]);
  const [place, setPlace] = useState<{ turn: number | null; lane: LaneId }>({
    turn: null,
    lane: "sse",
  });
  const updatePlace = useCallback(
    (changes: { turn?: number; lane?: LaneId }) =>
      setPlace((current) => ({ ...current, ...changes })),
    [],
  );
  const selection = useTurnSelection({
    sessionId: column.sessionId,
    events,
    turn: place.turn,
    updateUrl: updatePlace,
    report,
  });
  const [lanesOpen, setLanesOpen] = useState(false);
  const [decisionMode, setDecisionMode] = useState<DecisionMode>("choose");
  const pendingTurn = pending?.turn;
  useEffect(() => {
    if (pendingTurn !== undefined) setDecisionMode("choose");
  }, [pendingTurn]);
  const model =
    models.find((option) => option.id === column.model) ??
    ({ id: column.model, provider: "demo" } as const);

  return (
    <section
      aria-label={`Column ${column.column + 1}: ${column.label}`}
      className="flex w-[400px] shrink-0 flex-col overflow-hidden rounded-lg border border-line bg-surface"
    >
      <ColumnHeader
        column={column}
        lanesOpen={lanesOpen}
        onToggleLanes={() => setLanesOpen((open) => !open)}
        onCollapse={onCollapse}
      />
      {note ? (
        <p
          role="status"
          className={
            note.tone === "danger"
              ? "border-b border-danger/30 bg-danger-soft px-3 py-1.5 text-xs text-danger"
              : "border-b border-line px-3 py-1.5 text-xs text-muted"
          }
        >
          {note.text}
        </p>
      ) : null}
      <div className="flex h-[520px] min-h-0 flex-col">
        <ConversationPanel
          items={timeline}
          selectedTurn={selection.selectedTurn}
          litTurn={selection.litTurn}
          lit={selection.lit}
          pending={pending}
          observationEditor={null}
          deciding={deciding}
          saving={false}
          decisionMode={decisionMode}
          onDecisionModeChange={setDecisionMode}
          sessionId={column.sessionId}
          dialect={column.dialect}
          onSelectTurn={selection.selectTurn}
          onSelectAction={selection.selectAction}
          onSelectObservation={selection.selectObservation}
          onDecide={(decision) => onDecide({ ...decision, columns: [column.column] })}
        />
      </div>
      {lanesOpen ? (
        <div className="flex h-[480px] min-h-0 flex-col border-t border-line">
          <LanesPanel
            turns={selection.turns}
            view={selection.turnView}
            lane={place.lane}
            actionLit={selection.actionLit}
            litRpcKeys={selection.litRpcKeys}
            onSelectRpc={selection.selectRpc}
            dialect={column.dialect}
            onLaneChange={(lane) => updatePlace({ lane })}
            onSelectTurn={selection.selectTurn}
            onToggleAction={selection.toggleAction}
            sessionId={column.sessionId}
            events={selection.turnEvents}
            model={model}
            onError={(error) => report(error, "Load the previous turn's request")}
          />
        </div>
      ) : null}
    </section>
  );
}
