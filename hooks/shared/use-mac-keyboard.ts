"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * Whether the keyboard is a Mac's (⌘ rather than Ctrl in shortcut labels); false while rendering
 * on the server, so the first render matches it.
 */
export function useMacKeyboard(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent),
    () => false,
  );
}
