"use client";

import { useEffect, useState } from "react";
import type { NamedPromptVersion, SetupView } from "@/components/playground/setup/setup-view";
import { useDefaultPrompt } from "@/hooks/playground/use-default-prompt";
import { useDialectChoice } from "@/hooks/playground/use-dialect-choice";
import type { CommandContext } from "@/hooks/playground/use-playground-commands";
import { usePlaygroundPrefill } from "@/hooks/playground/use-playground-prefill";
import { usePlaygroundSetup } from "@/hooks/playground/use-playground-setup";
import { useSessionServers } from "@/hooks/playground/use-session-servers";
import { useSetupDraft } from "@/hooks/playground/use-setup-draft";
import { useSetupPrompt } from "@/hooks/playground/use-setup-prompt";
import type { ApiAlert } from "@/hooks/shared/use-api-alerts";
import type { SessionOverview } from "@/lib/api/sessions";
import {
  promptServers,
  runServerSetup,
  selectionFromIds,
  startFailure,
} from "@/lib/views/playground/setup/session-servers";
import { browserApi } from "@/lib/views/shared/browser-api";

/**
 * The playground's setup as one view model: access and the model list, the draft (model,
 * dialect, servers, prompt, task, filled in by the inspector's "Use in playground"), the default
 * prompt for the chosen servers, and from them `view` for `SetupPanel` and `run`, what the next
 * Step sends. `sessionId` is the session in the URL; `alerts` and `report` are the page's alerts.
 */
export function useSetup(input: {
  sessionId: string | null;
  session: SessionOverview | null;
  alerts: readonly ApiAlert[];
  report: (error: unknown, action: string) => void;
}) {
  const { sessionId, session, alerts, report } = input;
  const { dialect, setDialect } = useDialectChoice(session);
  const access = usePlaygroundSetup(report);
  const draft = useSetupDraft(session, { models: access.models });
  const sessionServers = useSessionServers({ ...draft, authenticated: access.authenticated });
  const defaultPrompt = useDefaultPrompt(
    dialect,
    promptServers({ openSession: session?.id ?? null, basedOn: draft.basedOn, ...sessionServers }),
    report,
  );
  const prompt = useSetupPrompt({
    sessionId: session?.id ?? null,
    dialect,
    sessionPrompt: session?.systemPrompt,
    systemPrompt: draft.systemPrompt,
    setSystemPrompt: draft.setSystemPrompt,
    defaultPrompt,
  });
  // Versions named before the first Step: page state (they may be long, so not the URL), saved
  // with the session that Step creates, and dropped once a session is open.
  const [draftVersions, setDraftVersions] = useState<readonly NamedPromptVersion[]>([]);
  useEffect(() => {
    if (sessionId !== null) setDraftVersions([]);
  }, [sessionId]);
  usePlaygroundPrefill((prefill) => {
    if (prefill.task !== null) draft.setTask(prefill.task);
    if (prefill.serverIds.length > 0) draft.setServerSelection(selectionFromIds(prefill.serverIds));
  });

  const view: SetupView = {
    models: access.models,
    model: draft.model,
    onModelChange: draft.setModel,
    dialect,
    onDialectChange: setDialect,
    servers: draft.servers,
    serverPicker: sessionServers,
    onServerSelectionChange: draft.setServerSelection,
    startFailure: sessionId === null ? startFailure(alerts) : null,
    systemPrompt: draft.systemPrompt,
    systemPromptSource: prompt.systemPromptSource,
    onSystemPromptChange: prompt.editSystemPrompt,
    defaultSystemPrompt: prompt.defaultSystemPrompt,
    onResetSystemPrompt: prompt.resetSystemPrompt,
    promptWrittenForOther: prompt.writtenForOther,
    promptRendering: !defaultPrompt.current,
    promptCatalog: defaultPrompt.catalog,
    promptVersions: sessionId === null ? draftVersions : session?.promptVersions,
    ...(session === null
      ? sessionId === null
        ? {
            onSavePromptVersion: async (name: string) => {
              const version = { name, text: draft.systemPrompt, dialect, at: Date.now() };
              setDraftVersions((versions) => [...versions, version]);
            },
          }
        : {}
      : {
          onSavePromptVersion: async (name: string) => {
            try {
              await browserApi.savePromptVersion(session.id, {
                name,
                text: draft.systemPrompt,
                dialect,
              });
            } catch (error) {
              report(error, "Save prompt version");
            }
          },
        }),
    task: draft.task,
    onTaskChange: draft.setTask,
    inSession: sessionId !== null,
  };
  const run: CommandContext["draft"] = {
    task: draft.task,
    model: draft.model,
    dialect,
    systemPrompt: draft.systemPrompt,
    basedOn: draft.basedOn,
    promptVersions: draftVersions,
    ...runServerSetup({
      ...sessionServers,
      systemPrompt: draft.systemPrompt,
      defaultSystemPrompt: prompt.defaultSystemPrompt,
      base:
        draft.basedOn === null
          ? null
          : { selection: sessionServers.base, systemPrompt: draft.basedOnSystemPrompt },
    }),
  };
  return {
    view,
    run,
    /** Whether this browser holds the token; undefined while unknown. */
    authenticated: access.authenticated,
    recheckAuth: access.recheckAuth,
    modelsLoaded: access.models.length > 0,
    /** The default prompt in hand is the one for the latest choice of servers. */
    promptLoaded: defaultPrompt.current,
  };
}
