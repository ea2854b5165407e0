"use client";

import { useEffect, useRef, useState } from "react";
import type { ModelListing } from "@/lib/api/models";
import type { SessionOverview } from "@/lib/api/sessions";

/** The task the weather demo starts with (the seeds' worked example). */
export const defaultTask = "What's the weather in New York tomorrow? Write the result to result.md";

/**
 * The setup column's editable values, and what the next run copies. Opening a session fills in
 * its task, model, servers and system prompt; closing it (New run) keeps them all, edits
 * included, and `basedOn` names it: the next run duplicates it with the draft's values.
 * `serverSelection` is the person's choice of servers for the next run (null: the copied run's,
 * else the demo server), cleared when a session opens or closes. How the prompt follows the
 * default for the chosen servers is `useSetupPrompt`'s.
 */
export function useSetupDraft(
  session: SessionOverview | null,
  defaults: { models: ModelListing[] },
) {
  const [task, setTask] = useState(defaultTask);
  const [model, setModel] = useState("demo");
  const [systemPrompt, setSystemPrompt] = useState("");
  const [lastSession, setLastSession] = useState<SessionOverview | null>(null);
  const [serverSelection, setServerSelection] = useState<string[] | null>(null);
  const sessionId = session?.id ?? null;
  const selectionFor = useRef(sessionId);
  useEffect(() => {
    if (selectionFor.current === sessionId) return;
    selectionFor.current = sessionId;
    setServerSelection(null);
  }, [sessionId]);
  const sessionPrompt = session?.systemPrompt;

  const adopted = useRef<{ id: string | null; prompt?: string }>({ id: null });
  useEffect(() => {
    if (sessionId === null || sessionPrompt === undefined) {
      adopted.current = { id: null };
      return;
    }
    const previous = adopted.current;
    adopted.current = { id: sessionId, prompt: sessionPrompt };
    if (previous.id !== sessionId) setSystemPrompt(sessionPrompt);
    else if (previous.prompt !== sessionPrompt) {
      setSystemPrompt((current) => (current === previous.prompt ? sessionPrompt : current));
    }
  }, [sessionId, sessionPrompt]);

  const sessionTask = session?.task;
  const sessionModel = session?.model;
  useEffect(() => {
    if (sessionTask !== undefined) setTask(sessionTask);
    if (sessionModel !== undefined) setModel(sessionModel);
  }, [sessionTask, sessionModel]);

  const sessionRef = useRef(session);
  sessionRef.current = session;
  useEffect(() => {
    if (sessionId !== null) setLastSession(sessionRef.current);
  }, [sessionId]);

  const { models } = defaults;
  const hasSession = session !== null;
  useEffect(() => {
    const first = models[0];
    if (hasSession || !first || models.some((option) => option.id === model)) return;
    setModel(first.id);
  }, [models, model, hasSession]);

  return {
    task,
    setTask,
    model,
    setModel,
    systemPrompt,
    setSystemPrompt,
    /** The servers of the open session, else of the last one open (the next run's). */
    servers: session?.servers ?? lastSession?.servers,
    /** With no session open: the session the next run duplicates (the last one open), if any. */
    basedOn: session ? null : (lastSession?.id ?? null),
    /** The prompt of the session the next run duplicates, if any. */
    basedOnSystemPrompt: session ? undefined : lastSession?.systemPrompt,
    serverSelection,
    setServerSelection,
  };
}
