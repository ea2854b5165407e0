"use client";

import { useEffect, useRef, useState } from "react";
import type { ModelOption, SessionSnapshot } from "@/lib/views/api-types";

/** The task the weather demo starts with (the seeds' worked example). */
export const defaultTask = "What's the weather in New York tomorrow? Write the result to result.md";

/**
 * The setup column's editable values. The system prompt follows its source (the session's prompt,
 * else the default one) until the person edits it; a session's task and model fill in on load.
 */
export function useSetupDraft(
  session: SessionSnapshot | null,
  defaults: { systemPrompt?: string; models: ModelOption[] },
) {
  const [task, setTask] = useState(defaultTask);
  const [model, setModel] = useState("demo");
  const [systemPrompt, setSystemPrompt] = useState("");
  const promptSource = session?.systemPrompt ?? defaults.systemPrompt;
  const followedSource = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (promptSource === undefined || promptSource === followedSource.current) return;
    const previous = followedSource.current;
    followedSource.current = promptSource;
    setSystemPrompt((current) =>
      previous === undefined || current === previous || current === "" ? promptSource : current,
    );
  }, [promptSource]);

  const sessionTask = session?.task;
  const sessionModel = session?.model;
  useEffect(() => {
    if (sessionTask !== undefined) setTask(sessionTask);
    if (sessionModel !== undefined) setModel(sessionModel);
  }, [sessionTask, sessionModel]);

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
    /** The prompt's source text, to tell whether the draft was edited and to reset it. */
    systemPromptSource: promptSource,
  };
}
