"use client";

import { Dialog } from "radix-ui";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { TextArea } from "@/components/ui/field";
import type { ForkEdit } from "@/lib/api/sessions";

/**
 * "Edit in a fork" for one message (Radix Dialog): the person edits its text, and a new session
 * forked at `turn` takes the edit (`toEdit` makes the fork route's edit of the text); this
 * session's transcript stays as it was, and the fork opens. `what` names the message ("the
 * assistant message of turn 2") in the button's accessible name and the dialog's title.
 */
export function EditInForkDialog({
  turn,
  what,
  text,
  toEdit,
  onFork,
}: {
  turn: number;
  what: string;
  text: string;
  toEdit: (text: string) => ForkEdit;
  onFork: (turn: number, edit?: ForkEdit) => Promise<void>;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(text);
  const [forking, setForking] = useState(false);
  const fork = () => {
    setForking(true);
    void onFork(turn, toEdit(draft)).finally(() => {
      setForking(false);
      setOpen(false);
    });
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(text);
        setOpen(next);
      }}
    >
      <Dialog.Trigger asChild>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Edit ${what} in a fork`}
          title={`A new session from turn ${turn} with ${what} edited; this one stays as it is`}
          className="normal-case"
        >
          Edit in a fork
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-3 overflow-auto rounded-lg border border-line bg-surface p-4 text-ink shadow-lg">
          <Dialog.Title className="text-sm font-semibold">Edit {what} in a fork</Dialog.Title>
          <Dialog.Description className="text-xs text-muted">
            A new session starts with this one's history up to the end of turn {turn}, with this
            message as you edit it; this session stays as it is.
          </Dialog.Description>
          <div className="flex flex-col gap-1">
            <label htmlFor={id} className="text-xs font-medium">
              Text
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
          <div className="flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button size="sm" variant="ghost">
                Cancel
              </Button>
            </Dialog.Close>
            <Button size="sm" variant="primary" disabled={forking || draft === text} onClick={fork}>
              {forking ? "Forking…" : "Fork with the edit"}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
