"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { LanesPanel } from "@/components/lanes/lanes-panel";
import { SessionsSidebar } from "@/components/sessions/sessions-sidebar";
import { useBranchTree } from "@/hooks/playground/use-branch-tree";
import { useForkTurn } from "@/hooks/playground/use-fork-turn";
import { useObservationEditor } from "@/hooks/playground/use-observation-editor";
import { useOtherDialectRun } from "@/hooks/playground/use-other-dialect-run";
import { usePlaygroundCommands } from "@/hooks/playground/use-playground-commands";
import { usePlaygroundUrl } from "@/hooks/playground/use-playground-url";
import { useSession } from "@/hooks/playground/use-session";
import { useSessionEvents } from "@/hooks/playground/use-session-events";
import { useSetup } from "@/hooks/playground/use-setup";
import { useStepControls } from "@/hooks/playground/use-step-controls";
import { useTurnJump } from "@/hooks/playground/use-turn-jump";
import { useTurnSelection } from "@/hooks/playground/use-turn-selection";
import { useAlertResolution } from "@/hooks/shared/use-alert-resolution";
import { useApiAlerts } from "@/hooks/shared/use-api-alerts";
import { useAuthRecovery } from "@/hooks/shared/use-auth-recovery";
import { latestForkableTurn } from "@/lib/views/playground/conversation/fork-turns";
import { deriveTimeline } from "@/lib/views/playground/conversation/session-timeline";
import { timelineBlocks } from "@/lib/views/playground/conversation/timeline-blocks";
import { turnAnnouncement } from "@/lib/views/playground/conversation/turn-announcement";
import type { PaneId } from "@/lib/views/playground/layout/pane-layout";
import { recordedEventCount } from "@/lib/views/playground/session/event-count";
import { latestFiles } from "@/lib/views/playground/setup/files";
import { ApiError, isUnauthorized } from "@/lib/views/shared/api-client";
import { ApiAlerts } from "./api-alerts";
import { AuthBanner } from "./auth-banner";
import { BranchTree } from "./branch-tree";
import { ConversationPanel } from "./conversation/conversation-panel";
import { TurnAnnouncer } from "./conversation/turn-announcer";
import { FilesPanel } from "./files-panel";
import { PlaygroundLayout } from "./layout/playground-layout";
import { ShortcutsDialog } from "./layout/shortcuts-dialog";
import { OtherDialectRun } from "./other-dialect-run";
import { SessionBar } from "./session-bar";
import { SessionNotFound } from "./session-not-found";
import { SetupPanel } from "./setup/setup-panel";

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
  const setup = useSetup({
    sessionId: url.sessionId,
    session,
    alerts: alerts.alerts,
    report: alerts.report,
  });
  const { recheckAuth } = setup;
  useEffect(() => {
    recheckAuthRef.current = recheckAuth;
  }, [recheckAuth]);
  useEffect(() => {
    if (connection === "closed") recheckAuth();
  }, [connection, recheckAuth]);
  useAuthRecovery(setup.authenticated, recheckAuth);
  useAlertResolution(
    alerts.resolve,
    {
      authenticated: setup.authenticated,
      sessionId: url.sessionId,
      loadedSessionId: session?.id ?? null,
      modelsLoaded: setup.modelsLoaded,
      systemPromptLoaded: setup.promptLoaded,
    },
    events,
  );
  const timeline = useMemo(() => deriveTimeline(events), [events]);
  const observationEditor = useObservationEditor(session, timeline);
  const commands = usePlaygroundCommands({
    sessionId: url.sessionId,
    session,
    draft: setup.run,
    observation: observationEditor.observation,
    updateUrl: url.update,
    report,
    afterCommand: () => {
      if (connection === "closed") reconnect();
    },
  });

  const selection = useTurnSelection({
    sessionId: url.sessionId,
    events,
    turn: url.turn,
    updateUrl: url.update,
    report,
  });
  const { turns, selectedTurn, selectTurn } = selection;
  const files = useMemo(() => latestFiles(events), [events]);
  const sessionModel = useMemo(
    () =>
      setup.view.models.find((option) => option.id === session?.model) ??
      (session ? { id: session.model, provider: "demo" as const } : undefined),
    [setup.view.models, session],
  );
  const [tab, setTab] = useState<PaneId>(url.sessionId === null ? "setup" : "conversation");

  const startNewRun = () => {
    setTab("setup");
    alerts.clear();
    selection.clearLit();
    url.update({ sessionId: null, turn: null }, "push");
  };
  const runInDialect = useOtherDialectRun({
    sessionId: url.sessionId,
    updateUrl: url.update,
    report,
    onStarted: () => {
      setTab("setup");
      alerts.clear();
      selection.clearLit();
    },
  });
  const forkTurn = useForkTurn({ sessionId: url.sessionId, updateUrl: url.update, report });
  const branchTree = useBranchTree(url.sessionId, `${session?.status}:${session?.turn}`);
  const showTurn = (turn: number) => {
    selectTurn(turn);
    turnJump.jumpTo(turn);
  };
  const { step, pending, keyboard } = useStepControls({
    sessionId: url.sessionId,
    session,
    notFound,
    authenticated: setup.authenticated,
    task: setup.view.task,
    turns,
    selectedTurn,
    commands,
    onStepStart: () => setTab("conversation"),
    showTurn,
    onNewRun: startNewRun,
  });
  const blocks = useMemo(() => timelineBlocks(timeline), [timeline]);
  const latestBlock = blocks.turns.at(-1);
  const announcement = latestBlock ? turnAnnouncement(latestBlock) : null;
  return (
    <PlaygroundLayout
      topBar={
        <SessionBar
          sessionId={url.sessionId}
          session={session}
          connection={connection}
          eventCount={recordedEventCount(events)}
          actions={
            <>
              {session ? <OtherDialectRun dialect={session.dialect} onRun={runInDialect} /> : null}
              <ShortcutsDialog
                open={keyboard.shortcutsOpen}
                onOpenChange={keyboard.setShortcutsOpen}
              />
            </>
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
            setup={
              url.sessionId === null
                ? setup.view
                : {
                    ...setup.view,
                    onForkSystemPrompt: () =>
                      void forkTurn(latestForkableTurn(blocks.turns), {
                        systemPrompt: setup.view.systemPrompt,
                      }),
                  }
            }
            step={step}
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
              sessionTurns={session?.turn ?? 0}
              jump={turnJump.jump}
              items={timeline}
              selectedTurn={selectedTurn}
              litTurn={selection.litTurn}
              lit={selection.lit}
              pending={pending}
              observationEditor={
                // A read-only import's messages are not edited in place: Edit in a fork stays.
                session?.readOnly
                  ? null
                  : observationEditor.editor(
                      (index, text) => void commands.saveMessage(index, text),
                    )
              }
              deciding={commands.pending === "decision"}
              saving={commands.pending === "save"}
              decisionMode={keyboard.decisionMode}
              onDecisionModeChange={keyboard.changeDecisionMode}
              onSelectTurn={selectTurn}
              onSelectAction={selection.selectAction}
              onSelectObservation={selection.selectObservation}
              dialect={session?.dialect}
              onFork={forkTurn}
              branches={
                branchTree && url.sessionId ? (
                  <BranchTree
                    tree={branchTree}
                    openSessionId={url.sessionId}
                    onOpen={(id) => url.update({ sessionId: id, turn: null }, "push")}
                  />
                ) : null
              }
              onDecide={keyboard.decide}
              onAllowAlways={(entry) =>
                void commands.allowAlways(entry, session?.run?.state === "decision")
              }
              feedback={
                session?.status === "done" && !step.run?.running
                  ? {
                      busy: commands.pending === "feedback",
                      onSend: (text) => void commands.sendFeedback(text),
                    }
                  : null
              }
            />
          ),
        lanes: (
          <LanesPanel
            key={url.sessionId ?? "new-run"}
            turns={turns}
            view={selection.turnView}
            lane={url.lane}
            actionLit={selection.actionLit}
            litRpcKeys={selection.litRpcKeys}
            onSelectRpc={selection.selectRpc}
            dialect={session?.dialect}
            onLaneChange={(lane) => url.update({ lane })}
            onSelectTurn={showTurn}
            onToggleAction={selection.toggleAction}
            sessionId={url.sessionId}
            events={selection.turnEvents}
            model={sessionModel}
            onError={(error) => report(error, "Load the previous turn's request")}
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
