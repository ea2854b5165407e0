"use client";

import { useCallback, useSyncExternalStore } from "react";
import { parseThemeChoice, type ThemeChoice, themeStorageKey } from "@/lib/views/shared/theme";

const listeners = new Set<() => void>();

function readChoice(): ThemeChoice {
  return parseThemeChoice(document.documentElement.dataset.theme);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const serverChoice = (): ThemeChoice => "system";

/** The theme choice, kept on `<html data-theme>` and in localStorage (the layout applies it early). */
export function useTheme() {
  const choice = useSyncExternalStore(subscribe, readChoice, serverChoice);
  const setChoice = useCallback((next: ThemeChoice) => {
    const root = document.documentElement;
    if (next === "system") delete root.dataset.theme;
    else root.dataset.theme = next;
    try {
      if (next === "system") localStorage.removeItem(themeStorageKey);
      else localStorage.setItem(themeStorageKey, next);
    } catch {
      // Storage may be unavailable (private mode); the choice then lasts for this page only.
    }
    for (const listener of listeners) listener();
  }, []);
  return { choice, setChoice };
}
