"use client";

import { Dialog } from "radix-ui";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { CloseIcon } from "@/components/ui/icons";
import { useMediaQuery } from "@/hooks/shared/use-media-query";
import { narrowScreenQuery } from "@/lib/views/playground/layout/pane-layout";
import { ServerList } from "./server-list";

type ServerListProps = ComponentProps<typeof ServerList>;

/** The server list: a column beside the rail, a dialog opened from a "Servers" button below 768 px. */
export function ServerListSidebar(props: ServerListProps) {
  const narrow = useMediaQuery(narrowScreenQuery);
  if (!narrow) {
    return (
      <div className="flex w-72 shrink-0 flex-col border-r border-line bg-surface p-2">
        <ServerList {...props} className="min-h-0 flex-1" />
      </div>
    );
  }
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button size="sm" className="m-2 self-start">
          Servers
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-[min(22rem,92vw)] flex-col gap-2 border-r border-line bg-surface p-3 text-ink">
          <Dialog.Title className="sr-only">Servers</Dialog.Title>
          <Dialog.Description className="sr-only">
            The listed MCP servers: open, add, edit, duplicate, delete, import or export.
          </Dialog.Description>
          <Dialog.Close asChild>
            <Button size="sm" variant="ghost" aria-label="Close servers" className="self-end">
              <CloseIcon width={12} height={12} />
            </Button>
          </Dialog.Close>
          <ServerList {...props} className="min-h-0 flex-1" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
