"use client";

import { Dialog } from "radix-ui";
import { Fragment, useRef } from "react";
import { Button } from "@/components/ui/button";
import { CloseIcon } from "@/components/ui/icons";
import { useMacKeyboard } from "@/hooks/shared/use-mac-keyboard";
import {
  ariaKeyShortcuts,
  keyLabel,
  shortcutList,
} from "@/lib/views/playground/layout/keyboard-shortcuts";

/**
 * The list of keyboard shortcuts (Radix Dialog), opened with `?` or its button. Closing it puts
 * the focus back where it was when it opened.
 */
export function ShortcutsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const mac = useMacKeyboard();
  const returnFocus = useRef<Element | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button
          size="sm"
          variant="ghost"
          aria-label="Keyboard shortcuts"
          title="Keyboard shortcuts (?)"
          aria-keyshortcuts={ariaKeyShortcuts("help")}
        >
          <kbd className="font-sans">?</kbd>
          <span className="max-md:sr-only">Shortcuts</span>
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          onOpenAutoFocus={() => {
            returnFocus.current = document.activeElement;
          }}
          onCloseAutoFocus={(event) => {
            const element = returnFocus.current;
            if (
              element instanceof HTMLElement &&
              element.isConnected &&
              element !== document.body
            ) {
              event.preventDefault();
              element.focus();
            }
          }}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-3 overflow-auto rounded-lg border border-line bg-surface p-4 text-ink shadow-lg"
        >
          <div className="flex items-center justify-between gap-2">
            <Dialog.Title className="text-sm font-semibold">Keyboard shortcuts</Dialog.Title>
            <Dialog.Close asChild>
              <Button size="sm" variant="ghost" aria-label="Close">
                <CloseIcon width={12} height={12} />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="text-xs text-muted">
            Single keys work when the focus is not in a text field, so typing is never taken for a
            command. After each command the focus moves to the next one: Execute after Step, Step
            after a decision.
          </Dialog.Description>
          <table className="w-full border-collapse text-xs">
            <thead>
              <tr className="border-b border-line text-left text-muted">
                <th scope="col" className="py-1 pr-3 font-medium">
                  Keys
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Does
                </th>
                <th scope="col" className="py-1 font-medium">
                  When
                </th>
              </tr>
            </thead>
            <tbody>
              {shortcutList.map((shortcut) => (
                <tr key={shortcut.command} className="border-b border-line align-top last:border-0">
                  <td className="py-1.5 pr-3 whitespace-nowrap">
                    {shortcut.keys.map((key, index) => (
                      <Fragment key={key}>
                        {index > 0 ? <span className="px-0.5 text-muted">+</span> : null}
                        <kbd className="rounded border border-line-strong bg-raised px-1.5 py-0.5 font-mono text-[11px]">
                          {keyLabel(key, mac)}
                        </kbd>
                      </Fragment>
                    ))}
                  </td>
                  <td className="py-1.5 pr-3">{shortcut.description}</td>
                  <td className="py-1.5 text-muted">{shortcut.when}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
