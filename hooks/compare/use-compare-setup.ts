"use client";

import { useCallback, useEffect, useState } from "react";
import { usePlaygroundSetup } from "@/hooks/playground/use-playground-setup";
import { useSessionServers } from "@/hooks/playground/use-session-servers";
import { defaultTask } from "@/hooks/playground/use-setup-draft";
import type { ComparisonSource } from "@/lib/api/comparisons";
import type { ServerConfig } from "@/lib/mcp/server-config";
import { browserComparisonsApi } from "@/lib/views/compare/api";
import { draftServerChoice } from "@/lib/views/compare/draft-servers";
import {
  type CompareSetup,
  createComparisonInput,
  initialSetup,
  setupFromDraft,
  setupProblem,
} from "@/lib/views/compare/setup";
import { baseSelection, chosenServers } from "@/lib/views/playground/setup/session-servers";

/**
 * The Compare page's setup: the models the playground's picker offers, the shared task, dialect,
 * prompt and servers, and the columns. With `source` (Compare on a session or a capture) it starts
 * from `GET /api/comparisons/draft`, and its servers stay the source's unless the person changes
 * them. `start` opens the comparison and answers its id.
 */
export function useCompareSetup(
  source: ComparisonSource | null,
  report: (error: unknown, action: string) => void,
) {
  const access = usePlaygroundSetup(report);
  const [setup, setSetup] = useState<CompareSetup>(() => initialSetup(defaultTask));
  const [draftServers, setDraftServers] = useState<ServerConfig[] | undefined>(undefined);
  const [serverSelection, setServerSelection] = useState<string[] | null>(null);
  const [serversChanged, setServersChanged] = useState(false);
  const [starting, setStarting] = useState(false);
  const sourceKey = source ? JSON.stringify(source) : null;

  useEffect(() => {
    if (sourceKey === null) return;
    let current = true;
    browserComparisonsApi.draft(JSON.parse(sourceKey) as ComparisonSource).then(
      (draft) => {
        if (!current) return;
        setSetup(setupFromDraft(draft, ["demo", "demo-sloppy"]));
        const { inline, listedKeys } = draftServerChoice(draft.servers);
        setDraftServers(inline);
        setServerSelection(
          listedKeys.length > 0 ? [...baseSelection(inline ?? [], []), ...listedKeys] : null,
        );
        setServersChanged(false);
      },
      (error: unknown) => {
        if (current) report(error, "Start from the source");
      },
    );
    return () => {
      current = false;
    };
  }, [sourceKey, report]);

  const servers = useSessionServers({
    authenticated: access.authenticated,
    servers: draftServers,
    serverSelection,
    basedOn: setup.from === null ? null : "source",
  });

  const changeServers = useCallback((selection: string[]) => {
    setServerSelection(selection);
    setServersChanged(true);
  }, []);

  const problem = setupProblem(setup) ?? servers.problem;
  const start = async (): Promise<string | null> => {
    if (problem !== null || starting) return null;
    setStarting(true);
    try {
      const keepSourceServers = setup.from !== null && !serversChanged;
      const chosen = keepSourceServers
        ? undefined
        : chosenServers(servers.selection, servers.choices);
      const created = await browserComparisonsApi.create(createComparisonInput(setup, chosen));
      return created.id;
    } catch (error) {
      report(error, "Start the comparison");
      return null;
    } finally {
      setStarting(false);
    }
  };

  return {
    authenticated: access.authenticated,
    models: access.models,
    setup,
    update: (changes: Partial<CompareSetup>) => setSetup((current) => ({ ...current, ...changes })),
    servers,
    changeServers,
    problem,
    starting,
    start,
  };
}
