"use client";

import { useEffect, useState } from "react";
import {
  cachedColorRuns,
  colorRuns,
  type SyntaxLanguage,
} from "@/lib/views/shared/syntax/syntax-highlighter";
import type { ColorRun } from "@/lib/views/shared/syntax/syntax-runs";

const none: readonly ColorRun[] = [];

/**
 * The syntax colours of `code`, worked out by shiki once it has loaded (none until then: the text
 * shows plain, in the same layout). While text grows (a streaming answer), the colours of what
 * it was stay on until the new ones are ready. Empty code loads nothing.
 */
export function useColorRuns(code: string, language: SyntaxLanguage): readonly ColorRun[] {
  const [latest, setLatest] = useState<{ code: string; runs: readonly ColorRun[] } | null>(null);
  useEffect(() => {
    if (code === "") return;
    let current = true;
    void colorRuns(code, language).then((runs) => {
      if (current) setLatest({ code, runs });
    });
    return () => {
      current = false;
    };
  }, [code, language]);
  if (code === "") return none;
  const cached = cachedColorRuns(code, language);
  if (cached) return cached;
  if (latest && code.startsWith(latest.code)) return latest.runs;
  return none;
}
