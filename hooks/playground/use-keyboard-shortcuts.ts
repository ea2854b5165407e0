"use client";

import { useEffect, useRef } from "react";
import {
  isTextEntry,
  type ShortcutCommand,
  shortcutCommand,
} from "@/lib/views/playground/layout/keyboard-shortcuts";

/** What each shortcut does now; a command left out (or undefined) does not apply at the moment. */
export type ShortcutHandlers = Partial<Record<Exclude<ShortcutCommand, "submit-form">, () => void>>;

/**
 * Listens for the playground's keyboard shortcuts (`lib/views/playground/layout/keyboard-shortcuts.ts`) on the
 * whole page and runs the handler of the one pressed, if it applies now. Ctrl/⌘+Enter in a form
 * sends that form. Keys a control handled itself (arrows in a list, Enter on a separator) and
 * keys whose command does not apply are left alone.
 */
export function useKeyboardShortcuts(handlers: ShortcutHandlers) {
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const target = event.target instanceof Element ? event.target : null;
      const command = shortcutCommand(event, {
        inTextField: target !== null && isTextEntry(describeElement(target)),
        inForm: target?.closest("form") != null,
        inDialog: target?.closest('[role="dialog"], [role="alertdialog"]') != null,
      });
      if (command === null) return;
      if (command === "submit-form") {
        const form = target?.closest("form");
        if (!form) return;
        event.preventDefault();
        form.requestSubmit();
        return;
      }
      const handler = handlersRef.current[command];
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
}

function describeElement(element: Element) {
  return {
    tagName: element.tagName,
    type: element instanceof HTMLInputElement ? element.type : undefined,
    isContentEditable: element instanceof HTMLElement && element.isContentEditable,
    role: element.getAttribute("role"),
  };
}
