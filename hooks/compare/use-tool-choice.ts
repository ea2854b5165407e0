"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useJsonResource } from "@/hooks/shared/use-json-resource";
import type { ToolChoiceResult } from "@/lib/api/tool-choice";
import { DEFAULT_DIALECT_ID } from "@/lib/dialects/dialect-ids";
import { errorMessage } from "@/lib/errors";
import type { ServerListItem } from "@/lib/mcp/server-config";
import { browserToolChoiceApi } from "@/lib/views/compare/tool-choice-api";
import {
  draftProblem,
  STARTING_QUERIES,
  type ToolChoiceDraft,
  type ToolChoiceQueryDraft,
  toolChoiceInput,
} from "@/lib/views/compare/tool-choice-draft";
import { compareSearch, parseCompareUrl } from "@/lib/views/compare/url";
import { browserApi } from "@/lib/views/shared/browser-api";

const loadModels = () => browserApi.models();
const loadSaved = () => browserToolChoiceApi.list();

/** Names the shown matrix in the address bar (null: none), so a reload or a shared link shows it. */
function showInUrl(id: string | null): void {
  const search = compareSearch(new URLSearchParams(window.location.search), { matrixId: id });
  window.history.replaceState(null, "", `${window.location.pathname}${search}`);
}

/**
 * The Which tool? form and its run: the query rows, the models ticked (the demo models to
 * start), the dialect; Run posts the matrix and keeps its answer, or why it was refused. The
 * matrix shown is named in the URL (`?matrix=`), and the saved ones are listed to open again.
 */
export function useToolChoice() {
  const models = useJsonResource(loadModels);
  const [draft, setDraft] = useState<ToolChoiceDraft>({
    queries: [...STARTING_QUERIES],
    models: ["demo", "demo-sloppy"],
    dialect: DEFAULT_DIALECT_ID,
  });
  const [result, setResult] = useState<ToolChoiceResult | null>(null);
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const setQuery = useCallback((index: number, change: Partial<ToolChoiceQueryDraft>) => {
    setDraft((current) => ({
      ...current,
      queries: current.queries.map((query, at) => (at === index ? { ...query, ...change } : query)),
    }));
  }, []);
  const added = useRef(0);
  const addQuery = useCallback(() => {
    added.current += 1;
    const row = { key: `added-${added.current}`, text: "", expect: "" };
    setDraft((current) => ({ ...current, queries: [...current.queries, row] }));
  }, []);
  const removeQuery = useCallback((index: number) => {
    setDraft((current) => ({
      ...current,
      queries: current.queries.filter((_, at) => at !== index),
    }));
  }, []);

  const saved = useJsonResource(loadSaved);
  const reloadSaved = saved.reload;
  const open = useCallback(async (id: string) => {
    setFailure(null);
    try {
      setResult(await browserToolChoiceApi.get(id));
      showInUrl(id);
    } catch (error) {
      setFailure(errorMessage(error));
      showInUrl(null);
    }
  }, []);
  useEffect(() => {
    const named = parseCompareUrl(new URLSearchParams(window.location.search)).matrixId;
    if (named !== null) void open(named);
  }, [open]);

  const run = useCallback(
    async (servers: readonly ServerListItem[]) => {
      setRunning(true);
      setFailure(null);
      try {
        const answer = await browserToolChoiceApi.run(toolChoiceInput(draft, servers));
        setResult(answer);
        showInUrl(answer.id);
        reloadSaved();
      } catch (error) {
        setFailure(errorMessage(error));
      } finally {
        setRunning(false);
      }
    },
    [draft, reloadSaved],
  );

  return {
    draft,
    setDraft,
    setQuery,
    addQuery,
    removeQuery,
    offeredModels: models.data?.models ?? [],
    modelsError: models.error === undefined ? null : errorMessage(models.error),
    problem: draftProblem(draft),
    run,
    running,
    failure,
    result,
    saved: saved.data?.matrices ?? [],
    savedError: saved.error === undefined ? null : errorMessage(saved.error),
    open,
  };
}
