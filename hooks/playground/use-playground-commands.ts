"use client";

import { useCallback, useRef, useState } from "react";
import type { NamedPromptVersion } from "@/components/playground/setup/setup-view";
import type { DecisionInput, SessionOverview, StepResult } from "@/lib/api/sessions";
import type { DialectId } from "@/lib/events/types";
import type { ServerListItem } from "@/lib/mcp/server-config";
import {
  editsBeforeStep,
  type SavedObservation,
  type UnsavedEdit,
} from "@/lib/views/playground/conversation/edits-before-step";
import { ApiError } from "@/lib/views/shared/api-client";
import { browserApi } from "@/lib/views/shared/browser-api";
import type { PlaygroundUrlState } from "@/lib/views/shared/url-state";

/** The command in flight, if any: the page disables what would conflict with it. */
export type PendingCommand = "step" | "run" | "stop" | "decision" | "save" | "feedback" | null;

/** What the commands need from the page around them. */
export interface CommandContext {
  sessionId: string | null;
  session: SessionOverview | null;
  draft: {
    task: string;
    model: string;
    dialect: DialectId;
    systemPrompt: string;
    /** With no session open: the session the next run duplicates (its servers, params). */
    basedOn?: string | null;
    /** The next run's servers; left out, the copied run's (or the demo server). */
    servers?: ServerListItem[];
    /** The next run leaves the prompt out, so Loupe renders the default for its servers. */
    renderPrompt?: boolean;
    /** Prompt versions named in the setup before the first Step, saved with the new session. */
    promptVersions?: readonly NamedPromptVersion[];
  };
  /** The observation that can still be edited, and the Observation field's text. */
  observation: { saved: SavedObservation | null; text: string | undefined };
  updateUrl: (changes: Partial<PlaygroundUrlState>, mode?: "push" | "replace") => void;
  report: (error: unknown, action: string) => void;
  /** Called after a command that should have produced events, in case the stream had dropped. */
  afterCommand: () => void;
}

const editLabels: Record<UnsavedEdit["kind"], string> = {
  "system-prompt": "Save system prompt before Step",
  message: "Save observation before Step",
};

/**
 * The playground's commands: Step (starting the run on the first one, and saving the edited
 * system prompt and observation first), a decision on the pending action, saving an edited
 * message. Each failure goes to the alert region; the session stays usable. The page learns
 * what a command changed from the event stream, so none of them reloads the session.
 */
export function usePlaygroundCommands(context: CommandContext) {
  const [pending, setPending] = useState<PendingCommand>(null);
  const contextRef = useRef(context);
  contextRef.current = context;

  const run = useCallback(
    async (command: Exclude<PendingCommand, null>, label: string, body: () => Promise<void>) => {
      setPending(command);
      try {
        await body();
        return true;
      } catch (error) {
        contextRef.current.report(error, label);
        return false;
      } finally {
        contextRef.current.afterCommand();
        setPending(null);
      }
    },
    [],
  );

  /**
   * The session the next turn runs in: the open one with its unsaved edits saved first, else a
   * new one started from the draft. Null when an edit could not be saved (it was reported).
   */
  const sessionForTurn = useCallback(async (): Promise<string | null> => {
    const { sessionId, session, draft, observation, updateUrl, report } = contextRef.current;
    if (!sessionId) {
      const created = await startRun(draft);
      updateUrl({ sessionId: created.id, turn: null }, "push");
      return created.id;
    }
    const edits = editsBeforeStep({
      savedSystemPrompt: session?.systemPrompt,
      systemPromptDraft: draft.systemPrompt,
      observation: observation.saved,
      observationText: observation.text,
    });
    for (const edit of edits) {
      try {
        await saveEdit(sessionId, edit);
      } catch (error) {
        report(error, editLabels[edit.kind]);
        return null;
      }
    }
    updateUrl({ turn: null });
    return sessionId;
  }, []);

  /** Steps; answers the API's account of the turn (null when the step did not run). */
  const step = useCallback(async (): Promise<StepResult | null> => {
    let result: StepResult | null = null;
    await run("step", "Step", async () => {
      const id = await sessionForTurn();
      if (id) result = await browserApi.step(id);
    });
    return result;
  }, [run, sessionForTurn]);

  /** Starts a run on the server (the event stream shows it going). */
  const runLoop = useCallback(
    () =>
      run("run", "Run", async () => {
        const id = await sessionForTurn();
        if (id) await browserApi.run(id);
      }),
    [run, sessionForTurn],
  );

  const stop = useCallback(
    () =>
      run("stop", "Stop", async () => {
        const { sessionId } = contextRef.current;
        if (sessionId) await browserApi.stop(sessionId);
      }),
    [run],
  );

  /**
   * "Always allow": adds the entry to the session's auto-approve list; with `andRun`, starts a
   * run that executes the pending action first, else executes it alone.
   */
  const allowAlways = useCallback(
    (entry: string, andRun: boolean) =>
      run("decision", `Always allow ${entry}`, async () => {
        const { sessionId, session } = contextRef.current;
        if (!sessionId) return;
        const list = session?.autoApprove ?? [];
        await browserApi.setAutoApprove(sessionId, [...list, entry]);
        if (andRun) await browserApi.run(sessionId);
        else await browserApi.decide(sessionId, { decision: "execute" });
      }),
    [run],
  );

  const removeAutoApprove = useCallback(
    (entry: string) =>
      run("save", `Remove ${entry} from auto-approve`, async () => {
        const { sessionId, session } = contextRef.current;
        if (!sessionId) return;
        const list = (session?.autoApprove ?? []).filter((item) => item !== entry);
        await browserApi.setAutoApprove(sessionId, list);
      }),
    [run],
  );

  const sendFeedback = useCallback(
    (text: string) =>
      run("feedback", "Continue with feedback", async () => {
        const { sessionId } = contextRef.current;
        if (sessionId) await browserApi.sendFeedback(sessionId, text);
      }),
    [run],
  );

  const decide = useCallback(
    (input: DecisionInput) =>
      run("decision", `Decision (${input.decision})`, async () => {
        const { sessionId } = contextRef.current;
        if (sessionId) await browserApi.decide(sessionId, input);
      }),
    [run],
  );

  const saveMessage = useCallback(
    (index: number, content: string) =>
      run("save", "Save observation", async () => {
        const { sessionId } = contextRef.current;
        if (sessionId) await browserApi.editMessage(sessionId, index, content);
      }),
    [run],
  );

  return {
    pending,
    step,
    run: runLoop,
    stop,
    allowAlways,
    removeAutoApprove,
    sendFeedback,
    decide,
    saveMessage,
  };
}

/**
 * Starts a run from the draft: a duplicate of the session it is based on (so its servers, with
 * their secrets, and its params carry over), else a new session. A base deleted meanwhile falls
 * back to a new session. The prompt versions named in the setup are then saved in it, in order,
 * as if they had been saved in the session.
 */
async function startRun(draft: CommandContext["draft"]): Promise<{ id: string }> {
  const { promptVersions = [], ...session } = draft;
  const created = await createRunSession(session);
  for (const { name, text, dialect } of promptVersions) {
    await browserApi.savePromptVersion(created.id, { name, text, dialect });
  }
  return created;
}

async function createRunSession(
  draft: Omit<CommandContext["draft"], "promptVersions">,
): Promise<{ id: string }> {
  const { basedOn, renderPrompt, systemPrompt, ...rest } = draft;
  const input = renderPrompt ? rest : { ...rest, systemPrompt };
  if (basedOn) {
    try {
      return await browserApi.duplicateSession(basedOn, input);
    } catch (error) {
      if (!(error instanceof ApiError && error.code === "session:not_found")) throw error;
    }
  }
  return browserApi.createSession(input);
}

function saveEdit(sessionId: string, edit: UnsavedEdit): Promise<unknown> {
  return edit.kind === "system-prompt"
    ? browserApi.editSystemPrompt(sessionId, edit.systemPrompt)
    : browserApi.editMessage(sessionId, edit.index, edit.content);
}
