"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { LanesPanel } from "@/components/lanes/lanes-panel";
import { SessionsSidebar } from "@/components/sessions/sessions-sidebar";
import { useTurnRawExchange } from "@/hooks/lanes/use-turn-raw-exchange";
import { useDefaultPrompt } from "@/hooks/playground/use-default-prompt";
import { useDialectChoice } from "@/hooks/playground/use-dialect-choice";
import { useObservationDraft } from "@/hooks/playground/use-observation-draft";
import { usePlaygroundCommands } from "@/hooks/playground/use-playground-commands";
import { usePlaygroundKeyboard } from "@/hooks/playground/use-playground-keyboard";
import { usePlaygroundPrefill } from "@/hooks/playground/use-playground-prefill";
import { usePlaygroundSetup } from "@/hooks/playground/use-playground-setup";
import { usePlaygroundUrl } from "@/hooks/playground/use-playground-url";
import { useSession } from "@/hooks/playground/use-session";
import { useSessionEvents } from "@/hooks/playground/use-session-events";
import { useSessionServers } from "@/hooks/playground/use-session-servers";
import { useSetupDraft } from "@/hooks/playground/use-setup-draft";
import { useSetupPrompt } from "@/hooks/playground/use-setup-prompt";
import { useTurnJump } from "@/hooks/playground/use-turn-jump";
import { useAlertResolution } from "@/hooks/shared/use-alert-resolution";
import { useApiAlerts } from "@/hooks/shared/use-api-alerts";
import { useAuthRecovery } from "@/hooks/shared/use-auth-recovery";
import { withTurnRawExchange } from "@/lib/views/lanes/turn-raw-exchange";
import { deriveTimeline } from "@/lib/views/playground/conversation/session-timeline";
import { timelineBlocks } from "@/lib/views/playground/conversation/timeline-blocks";
import { turnAnnouncement } from "@/lib/views/playground/conversation/turn-announcement";
import { listTurns } from "@/lib/views/playground/conversation/turn-status";
import { deriveTurn } from "@/lib/views/playground/conversation/turn-view";
import type { PaneId } from "@/lib/views/playground/layout/pane-layout";
import { recordedEventCount } from "@/lib/views/playground/session/event-count";
import { editableObservation, pendingDecision } from "@/lib/views/playground/session/session-pause";
import { latestFiles } from "@/lib/views/playground/setup/files";
import {
  promptServers,
  runServerSetup,
  selectionFromIds,
  startFailure,
} from "@/lib/views/playground/setup/session-servers";
import { ApiError, isUnauthorized } from "@/lib/views/shared/api-client";
import { ApiAlerts } from "./api-alerts";
import { AuthBanner } from "./auth-banner";
import { ConversationPanel } from "./conversation/conversation-panel";
import { TurnAnnouncer } from "./conversation/turn-announcer";
import { FilesPanel } from "./files-panel";
import { PlaygroundLayout } from "./layout/playground-layout";
import { ShortcutsDialog } from "./layout/shortcuts-dialog";
import { SessionBar } from "./session-bar";
import { SessionNotFound } from "./session-not-found";
import { SetupPanel } from "./setup/setup-panel";
import { stepAvailability } from "./step-availability";

/** The playground screen: setup, conversation and lanes over one session's event log. */
export function Playground() {
  const url = usePlaygroundUrl();
  const alerts = useApiAlerts(url.sessionId);
  const turnJump = useTurnJump();
  const recheckAuthRef = useRef<() => void>(() => undefined);
  const report = useCallback(
    (error: unknown, action: string) => {
      alerts.report(error, action);
      if (isUnauthorized(error)) recheckAuthRef.current();
    },
    [alerts.report],
  );
  const { events, connection, reconnect } = useSessionEvents(url.sessionId);
  const { session, notFound } = useSession(url.sessionId, events, (error) => {
    // An unknown session gets the not-found view instead of an alert.
    if (!isNotFound(error)) report(error, "Load session");
  });
  const { dialect, setDialect } = useDialectChoice(session);
  const setup = usePlaygroundSetup(alerts.report);
  const { recheckAuth } = setup;
  useEffect(() => {
    recheckAuthRef.current = recheckAuth;
  }, [recheckAuth]);
  useEffect(() => {
    if (connection === "closed") recheckAuth();
  }, [connection, recheckAuth]);
  useAuthRecovery(setup.authenticated, recheckAuth);
  const draft = useSetupDraft(session, { models: setup.models });
  const sessionServers = useSessionServers({ ...draft, authenticated: setup.authenticated });
  const defaultPrompt = useDefaultPrompt(
    dialect,
    promptServers({ openSession: session?.id ?? null, basedOn: draft.basedOn, ...sessionServers }),
    alerts.report,
  );
  const prompt = useSetupPrompt({
    sessionId: session?.id ?? null,
    sessionPrompt: session?.systemPrompt,
    systemPrompt: draft.systemPrompt,
    setSystemPrompt: draft.setSystemPrompt,
    defaultPrompt,
  });
  useAlertResolution(
    alerts.resolve,
    {
      authenticated: setup.authenticated,
      sessionId: url.sessionId,
      loadedSessionId: session?.id ?? null,
      modelsLoaded: setup.models.length > 0,
      systemPromptLoaded: defaultPrompt.current,
    },
    events,
  );
  usePlaygroundPrefill((prefill) => {
    if (prefill.task !== null) draft.setTask(prefill.task);
    if (prefill.serverIds.length > 0) draft.setServerSelection(selectionFromIds(prefill.serverIds));
  });
  const timeline = useMemo(() => deriveTimeline(events), [events]);
  const observationToEdit = useMemo(
    () => editableObservation(session, timeline),
    [session, timeline],
  );
  const observationDraft = useObservationDraft(observationToEdit);
  const commands = usePlaygroundCommands({
    sessionId: url.sessionId,
    session,
    draft: {
      task: draft.task,
      model: draft.model,
      dialect,
      systemPrompt: draft.systemPrompt,
      basedOn: draft.basedOn,
      ...runServerSetup({
        ...sessionServers,
        systemPrompt: draft.systemPrompt,
        defaultSystemPrompt: prompt.defaultSystemPrompt,
        base:
          draft.basedOn === null
            ? null
            : { selection: sessionServers.base, systemPrompt: draft.basedOnSystemPrompt },
      }),
    },
    observation: { saved: observationToEdit, text: observationDraft.text },
    updateUrl: url.update,
    report,
    afterCommand: () => {
      if (connection === "closed") reconnect();
    },
  });

  const turns = useMemo(() => listTurns(events), [events]);
  const files = useMemo(() => latestFiles(events), [events]);
  const latestTurn = turns.at(-1)?.turn ?? null;
  const selectedTurn =
    url.turn !== null && turns.some((summary) => summary.turn === url.turn) ? url.turn : latestTurn;
  // The stream brings earlier turns without their raw exchange; it is loaded when one is shown.
  const earlierRaw = useTurnRawExchange(
    url.sessionId,
    selectedTurn !== null && selectedTurn !== latestTurn ? selectedTurn : null,
    (error) => report(error, "Load the turn's raw exchange"),
  );
  const turnView = useMemo(() => {
    if (selectedTurn === null) return null;
    const withRaw = earlierRaw ? withTurnRawExchange(events, selectedTurn, earlierRaw) : events;
    return deriveTurn(withRaw, selectedTurn);
  }, [events, selectedTurn, earlierRaw]);

  const [litTurn, setLitTurn] = useState<number | null>(null);
  const [tab, setTab] = useState<PaneId>(url.sessionId === null ? "setup" : "conversation");
  useEffect(() => {
    if (url.sessionId === null) setLitTurn(null);
  }, [url.sessionId]);

  const selectTurn = useCallback((turn: number) => url.update({ turn }), [url.update]);
  const selectAction = useCallback(
    (turn: number) => {
      setLitTurn((current) => (current === turn ? null : turn));
      url.update({ turn, lane: "sse" });
    },
    [url.update],
  );

  const running = commands.pending === "step" || turns.at(-1)?.status === "running";
  const availability = stepAvailability({
    authenticated: setup.authenticated,
    status: session?.status,
    running,
    busy: commands.pending !== null,
    task: url.sessionId === null ? draft.task : undefined,
    sessionMissing: notFound && url.sessionId !== null,
  });
  const startNewRun = () => {
    setTab("setup");
    alerts.clear();
    setLitTurn(null);
    url.update({ sessionId: null, turn: null }, "push");
  };
  const pending = pendingDecision(session);
  const keyboard = usePlaygroundKeyboard({
    turns,
    selectedTurn,
    sessionStatus: session?.status,
    pending,
    busy: commands.pending !== null,
    stepEnabled: availability.enabled,
    runStep: () => {
      setTab("conversation");
      return commands.step();
    },
    runDecision: (input) => void commands.decide(input),
    showTurn: (turn) => {
      selectTurn(turn);
      turnJump.jumpTo(turn);
    },
  });
  const latestBlock = useMemo(() => timelineBlocks(timeline).turns.at(-1), [timeline]);
  const announcement = latestBlock ? turnAnnouncement(latestBlock) : null;
  const observationEditor = observationToEdit
    ? {
        seq: observationToEdit.seq,
        index: observationToEdit.index,
        text: observationDraft.text ?? observationToEdit.content,
        dirty: observationDraft.dirty,
        onChange: observationDraft.change,
        onDiscard: observationDraft.discard,
        onSave: () =>
          void commands.saveMessage(
            observationToEdit.index,
            observationDraft.text ?? observationToEdit.content,
          ),
      }
    : null;

  return (
    <PlaygroundLayout
      topBar={
        <SessionBar
          sessionId={url.sessionId}
          session={session}
          connection={connection}
          eventCount={recordedEventCount(events)}
          actions={
            <ShortcutsDialog
              open={keyboard.shortcutsOpen}
              onOpenChange={keyboard.setShortcutsOpen}
            />
          }
        />
      }
      sidebar={
        <SessionsSidebar
          openSessionId={url.sessionId}
          onOpen={(id) => url.update({ sessionId: id, turn: null }, "push")}
          onDeleted={(id) => {
            if (id === url.sessionId) url.update({ sessionId: null, turn: null }, "push");
          }}
          refreshKey={`${url.sessionId}:${session?.status}:${session?.turn}`}
        />
      }
      notices={
        <>
          {setup.authenticated === false ? <AuthBanner /> : null}
          <ApiAlerts alerts={alerts.alerts} onDismiss={alerts.dismiss} />
          <TurnAnnouncer text={announcement} />
        </>
      }
      fileCount={files.length}
      tab={tab}
      onTabChange={setTab}
      panes={{
        setup: (
          <SetupPanel
            models={setup.models}
            model={draft.model}
            onModelChange={draft.setModel}
            dialect={dialect}
            onDialectChange={setDialect}
            servers={draft.servers}
            serverPicker={sessionServers}
            onServerSelectionChange={draft.setServerSelection}
            startFailure={url.sessionId === null ? startFailure(alerts.alerts) : null}
            systemPrompt={draft.systemPrompt}
            systemPromptSource={prompt.systemPromptSource}
            onSystemPromptChange={prompt.editSystemPrompt}
            defaultSystemPrompt={prompt.defaultSystemPrompt}
            onResetSystemPrompt={prompt.resetSystemPrompt}
            promptWrittenForOther={prompt.writtenForOther}
            promptRendering={!defaultPrompt.current}
            task={draft.task}
            onTaskChange={draft.setTask}
            inSession={url.sessionId !== null}
            stepDisabled={!availability.enabled}
            stepping={running}
            stepHint={availability.hint}
            onStep={keyboard.step}
            onNewRun={startNewRun}
          />
        ),
        conversation:
          notFound && url.sessionId !== null ? (
            <SessionNotFound
              sessionId={url.sessionId}
              onShowSessions={showSessions}
              onNewRun={startNewRun}
            />
          ) : (
            <ConversationPanel
              sessionId={url.sessionId}
              jump={turnJump.jump}
              items={timeline}
              selectedTurn={selectedTurn}
              litTurn={litTurn}
              pending={pending}
              observationEditor={observationEditor}
              deciding={commands.pending === "decision"}
              saving={commands.pending === "save"}
              decisionMode={keyboard.decisionMode}
              onDecisionModeChange={keyboard.changeDecisionMode}
              onSelectTurn={selectTurn}
              onSelectAction={selectAction}
              onDecide={keyboard.decide}
            />
          ),
        lanes: (
          <LanesPanel
            key={url.sessionId ?? "new-run"}
            turns={turns}
            view={turnView}
            lane={url.lane}
            actionLit={litTurn !== null && litTurn === selectedTurn}
            onLaneChange={(lane) => url.update({ lane })}
            onSelectTurn={(turn) => {
              selectTurn(turn);
              turnJump.jumpTo(turn);
            }}
            onToggleAction={() => {
              if (selectedTurn !== null)
                setLitTurn((current) => (current === selectedTurn ? null : selectedTurn));
            }}
          />
        ),
        files: <FilesPanel files={files} />,
      }}
    />
  );
}

/** Brings the session list into view and puts the focus in its search field. */
function showSessions(): void {
  const search = document.querySelector<HTMLInputElement>('nav input[type="search"]');
  search?.focus();
  search?.scrollIntoView({ block: "nearest" });
}

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
