"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { SessionSummary } from "@/lib/api/sessions";
import { errorMessage } from "@/lib/errors";
import { appendSessionPage, updateSessionRow } from "@/lib/views/sessions/list-page";
import { browserApi } from "@/lib/views/shared/browser-api";

const PAGE_SIZE = 30;
const SEARCH_DELAY_MS = 250;
const CLOCK_TICK_MS = 30_000;

/** What the list shows, and whether a load is under way or failed. */
interface ListState {
  sessions: SessionSummary[];
  nextBefore?: string;
  loading: boolean;
  error: string | null;
}

/**
 * The session list (`GET /api/sessions`): the search (sent `SEARCH_DELAY_MS` after the last
 * keystroke), paging, and rename, duplicate, import (a session file) and delete. It loads again when `refreshKey`
 * changes. `now` ticks so that relative times stay true.
 */
export function useSessionList(refreshKey: unknown) {
  const [query, setQuery] = useState("");
  const [search, setSearch] = useState("");
  const [state, setState] = useState<ListState>({ sessions: [], loading: true, error: null });
  const [now, setNow] = useState(() => Date.now());
  const [reloads, setReloads] = useState(0);
  const latestRequest = useRef(0);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(query.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query]);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: refreshKey and reloads only trigger a load
  useEffect(() => {
    latestRequest.current += 1;
    const request = latestRequest.current;
    setState((previous) => ({ ...previous, loading: true, error: null }));
    browserApi.listSessions({ q: search, limit: PAGE_SIZE }).then(
      (page) => {
        if (request !== latestRequest.current) return;
        setState({
          sessions: page.sessions,
          nextBefore: page.nextBefore,
          loading: false,
          error: null,
        });
        setNow(Date.now());
      },
      (error: unknown) => {
        if (request !== latestRequest.current) return;
        setState((previous) => ({ ...previous, loading: false, error: errorMessage(error) }));
      },
    );
  }, [search, refreshKey, reloads]);

  const loadMore = useCallback(() => {
    const before = state.nextBefore;
    if (!before) return;
    const request = latestRequest.current;
    setState((previous) => ({ ...previous, loading: true }));
    browserApi.listSessions({ q: search, limit: PAGE_SIZE, before }).then(
      (page) => {
        if (request !== latestRequest.current) return;
        setState((previous) => ({
          sessions: appendSessionPage(previous.sessions, page.sessions),
          nextBefore: page.nextBefore,
          loading: false,
          error: null,
        }));
      },
      (error: unknown) => {
        if (request !== latestRequest.current) return;
        setState((previous) => ({ ...previous, loading: false, error: errorMessage(error) }));
      },
    );
  }, [search, state.nextBefore]);

  /** Runs an action on one session; a failure is shown in the list and resolves to undefined. */
  const act = useCallback(async <Result>(label: string, work: () => Promise<Result>) => {
    try {
      return await work();
    } catch (error) {
      setState((previous) => ({ ...previous, error: `${label} failed: ${errorMessage(error)}` }));
      return undefined;
    }
  }, []);

  const rename = useCallback(
    (id: string, title: string) =>
      act("Rename", async () => {
        await browserApi.renameSession(id, title);
        setState((previous) => ({
          ...previous,
          sessions: updateSessionRow(previous.sessions, id, { title: title.trim() }),
        }));
        return true;
      }),
    [act],
  );

  const duplicate = useCallback(
    (id: string) =>
      act("Duplicate", async () => {
        const copy = await browserApi.duplicateSession(id);
        setReloads((count) => count + 1);
        return copy.id;
      }),
    [act],
  );

  const importFile = useCallback(
    (file: File) =>
      act("Import", async () => {
        const imported = await browserApi.importSession(await file.text());
        setReloads((count) => count + 1);
        return imported.id;
      }),
    [act],
  );

  const remove = useCallback(
    (id: string) =>
      act("Delete", async () => {
        await browserApi.deleteSession(id);
        setState((previous) => ({
          ...previous,
          sessions: updateSessionRow(previous.sessions, id, "remove"),
        }));
        return true;
      }),
    [act],
  );

  return {
    query,
    setQuery,
    /** The search the shown list answers (the query, once typing paused). */
    search,
    sessions: state.sessions,
    hasMore: state.nextBefore !== undefined,
    loading: state.loading,
    error: state.error,
    now,
    loadMore,
    rename,
    duplicate,
    importFile,
    remove,
  };
}
