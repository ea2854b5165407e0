"use client";

import { useCallback, useSyncExternalStore } from "react";
import {
  applySeparatorCommand,
  defaultPaneLayout,
  dragPane,
  type PaneContext,
  type PaneId,
  type PaneLayout,
  type SeparatorCommand,
  type SizedPaneId,
  togglePane,
} from "@/lib/views/playground/layout/pane-layout";
import {
  paneLayoutStorageKey,
  readPaneLayout,
  writePaneLayout,
} from "@/lib/views/playground/layout/pane-layout-storage";

const listeners = new Set<() => void>();
let current: PaneLayout | null = null;

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readLayout(): PaneLayout {
  current ??= readPaneLayout(localStorageOrNull());
  return current;
}

function setLayout(next: PaneLayout, remember: boolean) {
  current = next;
  if (remember) writePaneLayout(localStorageOrNull(), next);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== paneLayoutStorageKey) return;
    current = readPaneLayout(localStorageOrNull());
    listener();
  };
  listeners.add(listener);
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

const serverLayout = (): PaneLayout => defaultPaneLayout;

/**
 * The playground's pane sizes and collapsed panes, remembered in localStorage (and followed
 * across tabs). A drag updates the layout as it goes and remembers it when it ends.
 */
export function usePaneLayout(context: PaneContext) {
  const layout = useSyncExternalStore(subscribe, readLayout, serverLayout);
  const { workspaceEmpty } = context;
  const drag = useCallback(
    (pane: SizedPaneId, size: number) =>
      setLayout(dragPane(readLayout(), pane, size, { workspaceEmpty }), false),
    [workspaceEmpty],
  );
  const endDrag = useCallback(() => setLayout(readLayout(), true), []);
  const command = useCallback(
    (pane: SizedPaneId, next: SeparatorCommand) =>
      setLayout(applySeparatorCommand(readLayout(), pane, next, { workspaceEmpty }), true),
    [workspaceEmpty],
  );
  const toggle = useCallback(
    (pane: PaneId) => setLayout(togglePane(readLayout(), pane, { workspaceEmpty }), true),
    [workspaceEmpty],
  );
  return { layout, drag, endDrag, command, toggle };
}
