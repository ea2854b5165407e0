"use client";

import { useCallback, useDeferredValue, useMemo, useState } from "react";
import type { CaptureFormat } from "@/lib/captures/capture-format";
import { DEFAULT_DIALECT_ID } from "@/lib/dialects";
import type { DialectId } from "@/lib/events/types";
import { guessCaptureFormat } from "@/lib/views/captures/format-guess";

/**
 * The import form's draft, kept by the Captures screen so it outlives a trip to a capture and
 * back: the raw text (and the file it came from), the format (followed from the text until a
 * person picks one), the dialect and the request.
 */
export function useCaptureDraft() {
  const [raw, setRawText] = useState("");
  const [fileName, setFileName] = useState<string | null>(null);
  const [chosenFormat, setChosenFormat] = useState<CaptureFormat | null>(null);
  const [dialect, setDialect] = useState<DialectId>(DEFAULT_DIALECT_ID);
  const [request, setRequest] = useState("");
  const guessedFrom = useDeferredValue(raw);
  const guess = useMemo(() => guessCaptureFormat(guessedFrom), [guessedFrom]);
  const format: CaptureFormat = chosenFormat ?? guess?.format ?? "openai";

  /** Typed or pasted text: a paste into an empty field follows the guess again. */
  const setRaw = useCallback(
    (text: string) => {
      if (raw.trim() === "") setChosenFormat(null);
      setRawText(text);
      setFileName(null);
    },
    [raw],
  );
  /** A file's text replaces the field; the format follows the guess again. */
  const loadFile = useCallback((name: string, text: string) => {
    setRawText(text);
    setFileName(name);
    setChosenFormat(null);
  }, []);
  const clear = useCallback(() => {
    setRawText("");
    setFileName(null);
    setChosenFormat(null);
    setRequest("");
  }, []);

  return {
    raw,
    setRaw,
    fileName,
    loadFile,
    format,
    formatChosen: chosenFormat !== null,
    setFormat: setChosenFormat,
    guess,
    dialect,
    setDialect,
    request,
    setRequest,
    clear,
  };
}

/** The draft the import form edits. */
export type CaptureDraft = ReturnType<typeof useCaptureDraft>;
