"use client";

import {
  type Dispatch,
  type SetStateAction,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";
import type { DialectId } from "@/lib/events/types";
import { writtenForOther } from "@/lib/views/playground/setup/prompt-key";

/**
 * The setup column's prompt beside the default for the chosen servers: with no session open, it
 * follows the default while it is empty or that default, unedited; an edit made for other
 * servers or another dialect (or a copied run's prompt) is flagged once they change. Switching
 * the dialect before a run keeps each dialect's edit: the one left is put back on returning.
 * `resetSystemPrompt` puts the default back.
 */
export function useSetupPrompt(input: {
  sessionId: string | null;
  dialect: DialectId;
  sessionPrompt: string | undefined;
  systemPrompt: string;
  setSystemPrompt: Dispatch<SetStateAction<string>>;
  defaultPrompt: { systemPrompt?: string; key?: string };
}) {
  const { sessionId, dialect, sessionPrompt, systemPrompt, setSystemPrompt } = input;
  const { systemPrompt: defaultPrompt, key } = input.defaultPrompt;
  const openSession = useRef(sessionId);
  openSession.current = sessionId;
  const previousDefault = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (defaultPrompt === undefined) return;
    const previous = previousDefault.current;
    previousDefault.current = defaultPrompt;
    if (openSession.current !== null) return;
    setSystemPrompt((current) =>
      current === "" || current === previous ? defaultPrompt : current,
    );
  }, [defaultPrompt, setSystemPrompt]);

  const [writtenFor, setWrittenFor] = useState<string | undefined>(undefined);
  const keyNow = useRef(key);
  keyNow.current = key;
  useEffect(() => {
    if (sessionId !== null && key !== undefined) setWrittenFor(key);
  }, [sessionId, key]);
  const promptNow = useRef(systemPrompt);
  promptNow.current = systemPrompt;
  const writtenForNow = useRef(writtenFor);
  writtenForNow.current = writtenFor;
  const edits = useRef(new Map<DialectId, { text: string; writtenFor: string | undefined }>());
  const shownDialect = useRef(dialect);
  useEffect(() => {
    const left = shownDialect.current;
    if (left === dialect) return;
    shownDialect.current = dialect;
    if (openSession.current !== null) return;
    const text = promptNow.current;
    const edited = text !== "" && text !== previousDefault.current;
    if (edited) edits.current.set(left, { text, writtenFor: writtenForNow.current });
    else edits.current.delete(left);
    const kept = edits.current.get(dialect);
    // Unedited, the prompt is the left dialect's default, which the new default replaces.
    if (kept) setSystemPrompt(kept.text);
    else if (edited) setSystemPrompt("");
    setWrittenFor(kept?.writtenFor);
  }, [dialect, setSystemPrompt]);

  const editSystemPrompt = useCallback(
    (text: string) => {
      setSystemPrompt(text);
      setWrittenFor(keyNow.current);
    },
    [setSystemPrompt],
  );
  const resetSystemPrompt = useCallback(() => {
    if (defaultPrompt !== undefined) setSystemPrompt(defaultPrompt);
  }, [defaultPrompt, setSystemPrompt]);

  return {
    /** The prompt's source text: the open session's, else the default for the chosen servers. */
    systemPromptSource: sessionPrompt ?? defaultPrompt,
    /** The default prompt for the chosen servers, for "Reset to default". */
    defaultSystemPrompt: defaultPrompt,
    editSystemPrompt,
    resetSystemPrompt,
    /** What the prompt, not the default, was written for instead of the chosen setup, if so. */
    writtenForOther: writtenForOther(
      sessionId === null && defaultPrompt !== undefined && systemPrompt !== defaultPrompt,
      writtenFor,
      key,
    ),
  };
}
