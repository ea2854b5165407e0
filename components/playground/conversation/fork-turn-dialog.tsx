"use client";

import { Dialog } from "radix-ui";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { TextArea } from "@/components/ui/field";
import type { ForkEdit } from "@/lib/api/sessions";

/**
 * "Fork from here" on a turn (Radix Dialog): a new session with the history up to the end of
 * this turn, its observation optionally replaced (e.g. "what if the tool had failed?"). The
 * source is left as it was; the fork opens ready for its first Step.
 */
export function ForkTurnDialog({
  turn,
  observation,
  onFork,
}: {
  turn: number;
  /** The turn's observation, the text the dialog starts from; undefined: it has none to edit. */
  observation: string | undefined;
  onFork: (turn: number, edit?: ForkEdit) => Promise<void>;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(observation ?? "");
  const [forking, setForking] = useState(false);
  const fork = () => {
    const edit =
      observation !== undefined && text !== observation ? { observation: text } : undefined;
    setForking(true);
    void onFork(turn, edit).finally(() => {
      setForking(false);
      setOpen(false);
    });
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) setText(observation ?? "");
        setOpen(next);
      }}
    >
      <Dialog.Trigger asChild>
        <Button
          size="sm"
          variant="ghost"
          title={`A new session with the history up to the end of turn ${turn}`}
        >
          Fork from here
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-3 overflow-auto rounded-lg border border-line bg-surface p-4 text-ink shadow-lg">
          <Dialog.Title className="text-sm font-semibold">Fork from turn {turn}</Dialog.Title>
          <Dialog.Description className="text-xs text-muted">
            A new session starts with this one's history up to the end of turn {turn}; this one
            stays as it is.{" "}
            {observation === undefined
              ? ""
              : "Change the observation to try another result (a failure, other data)."}
          </Dialog.Description>
          {observation === undefined ? null : (
            <div className="flex flex-col gap-1">
              <label htmlFor={id} className="text-xs font-medium">
                Observation of turn {turn}
              </label>
              <TextArea
                id={id}
                mono
                spellCheck={false}
                rows={Math.min(14, Math.max(4, text.split("\n").length + 1))}
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
            </div>
          )}
          <div className="flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button size="sm" variant="ghost">
                Cancel
              </Button>
            </Dialog.Close>
            <Button size="sm" variant="primary" disabled={forking} onClick={fork}>
              {forking ? "Forking…" : "Fork"}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
