"use client";

import { Dialog } from "radix-ui";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { ChevronIcon, CloseIcon } from "@/components/ui/icons";
import { useSessionsOpen } from "@/hooks/sessions/use-sessions-open";
import { useMediaQuery } from "@/hooks/shared/use-media-query";
import { narrowScreenQuery } from "@/lib/views/playground/layout/pane-layout";
import { SessionList } from "./session-list";

type SessionListProps = ComponentProps<typeof SessionList>;

/**
 * The session list beside the left rail: a column that collapses to a strip on a wide screen
 * (remembered), a dialog opened from a "Sessions" button below 768 px.
 */
export function SessionsSidebar(props: SessionListProps) {
  const narrow = useMediaQuery(narrowScreenQuery);
  const { open, toggle } = useSessionsOpen();
  if (narrow) return <SessionsDialog {...props} />;
  if (!open) {
    return (
      <div className="flex shrink-0 flex-col items-center border-r border-line bg-surface py-2">
        <Button size="sm" variant="ghost" onClick={toggle} aria-label="Show sessions">
          <ChevronIcon width={12} height={12} />
        </Button>
      </div>
    );
  }
  return (
    <div className="relative flex w-60 shrink-0 flex-col border-r border-line bg-surface p-2">
      <Button
        size="sm"
        variant="ghost"
        onClick={toggle}
        aria-label="Hide sessions"
        className="absolute top-1.5 right-1.5"
      >
        <CloseIcon width={12} height={12} />
      </Button>
      <SessionList {...props} className="min-h-0 flex-1" />
    </div>
  );
}

function SessionsDialog(props: SessionListProps) {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button size="sm" className="m-2 self-start">
          Sessions
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-[min(20rem,90vw)] flex-col gap-2 border-r border-line bg-surface p-3 text-ink">
          <Dialog.Title className="sr-only">Sessions</Dialog.Title>
          <Dialog.Description className="sr-only">
            Past runs: open, rename or delete one.
          </Dialog.Description>
          <Dialog.Close asChild>
            <Button size="sm" variant="ghost" aria-label="Close sessions" className="self-end">
              <CloseIcon width={12} height={12} />
            </Button>
          </Dialog.Close>
          <SessionList {...props} onOpen={(id) => props.onOpen(id)} className="min-h-0 flex-1" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
