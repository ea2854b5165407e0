"use client";

import { Dialog } from "radix-ui";
import { type ReactNode, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { TextArea } from "@/components/ui/field";
import type { ForkEdit } from "@/lib/api/sessions";

/**
 * A dialog that forks the session at `turn` (Radix Dialog): its trigger, what the fork keeps,
 * optionally one text the person edits first (`field`), and the confirm button; `toEdit` makes
 * the fork route's edit from the text as it stands (undefined: fork as it is). The source is left
 * as it was; the fork opens. "Fork from here" and "Edit in a fork" are both this dialog.
 */
export function ForkDialog({
  turn,
  trigger,
  title,
  description,
  field,
  confirmLabel,
  toEdit,
  onFork,
}: {
  turn: number;
  /** The trigger button's text and, optionally, its accessible name and tooltip. */
  trigger: { label: ReactNode; ariaLabel?: string; title: string; className?: string };
  title: ReactNode;
  description: ReactNode;
  /** The text to edit before forking: its label and the text it starts from. */
  field?: { label: ReactNode; text: string; mustChange?: boolean };
  confirmLabel: string;
  toEdit: (text: string) => ForkEdit | undefined;
  onFork: (turn: number, edit?: ForkEdit) => Promise<void>;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(field?.text ?? "");
  const [forking, setForking] = useState(false);
  const fork = () => {
    setForking(true);
    void onFork(turn, toEdit(draft)).finally(() => {
      setForking(false);
      setOpen(false);
    });
  };
  const unchanged = field?.mustChange === true && draft === field.text;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(field?.text ?? "");
        setOpen(next);
      }}
    >
      <Dialog.Trigger asChild>
        <Button
          size="sm"
          variant="ghost"
          {...(trigger.ariaLabel ? { "aria-label": trigger.ariaLabel } : {})}
          title={trigger.title}
          {...(trigger.className ? { className: trigger.className } : {})}
        >
          {trigger.label}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-3 overflow-auto rounded-lg border border-line bg-surface p-4 text-ink shadow-lg">
          <Dialog.Title className="text-sm font-semibold">{title}</Dialog.Title>
          <Dialog.Description className="text-xs text-muted">{description}</Dialog.Description>
          {field ? (
            <div className="flex flex-col gap-1">
              <label htmlFor={id} className="text-xs font-medium">
                {field.label}
              </label>
              <TextArea
                id={id}
                mono
                spellCheck={false}
                rows={Math.min(14, Math.max(4, draft.split("\n").length + 1))}
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
              />
            </div>
          ) : null}
          <div className="flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button size="sm" variant="ghost">
                Cancel
              </Button>
            </Dialog.Close>
            <Button size="sm" variant="primary" disabled={forking || unchanged} onClick={fork}>
              {forking ? "Forking…" : confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
