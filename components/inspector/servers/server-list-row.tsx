"use client";

import { clsx } from "clsx";
import { ConfirmDialog } from "@/components/ui/alert-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CopyIcon, PencilIcon, TrashIcon } from "@/components/ui/icons";
import type { ListedServer } from "@/lib/api/servers";
import { serverTarget, transportLabel } from "@/lib/views/inspector/servers/server-form";

/** One listed server: open it (its name and transport), edit, duplicate or delete it. */
export function ServerListRow({
  server,
  selected,
  onSelect,
  onEdit,
  onDuplicate,
  onDelete,
}: {
  server: ListedServer;
  selected: boolean;
  onSelect: () => void;
  onEdit: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}) {
  return (
    <li
      className={clsx(
        "group flex items-center gap-1 rounded-md pr-1",
        selected ? "bg-accent-soft" : "hover:bg-raised",
      )}
    >
      <a
        href={`/inspector?server=${encodeURIComponent(server.id)}`}
        aria-current={selected ? "page" : undefined}
        aria-label={`${server.name} (${transportLabel(server.transport)})`}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          onSelect();
        }}
        title={serverTarget(server)}
        className="flex min-w-0 flex-1 flex-col gap-0.5 px-2 py-1.5 focus-visible:-outline-offset-2"
      >
        <span
          className={clsx("truncate text-xs font-medium", selected ? "text-accent" : "text-ink")}
        >
          {server.name}
        </span>
        <span className="flex min-w-0 items-center gap-1">
          <Badge>{transportLabel(server.transport)}</Badge>
          <span className="truncate font-mono text-[10px] text-muted">{serverTarget(server)}</span>
        </span>
      </a>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Edit ${server.name}`}
        title="Edit"
        onClick={onEdit}
      >
        <PencilIcon width={12} height={12} />
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Duplicate ${server.name}`}
        title="Duplicate"
        onClick={onDuplicate}
      >
        <CopyIcon width={12} height={12} />
      </Button>
      <ConfirmDialog
        trigger={
          <Button size="sm" variant="ghost" aria-label={`Delete ${server.name}`} title="Delete">
            <TrashIcon width={12} height={12} />
          </Button>
        }
        title={`Delete ${server.name}?`}
        description="The server leaves the list, its inspector connection closes and its traffic is deleted. Sessions that used it keep their own copy."
        confirmLabel="Delete"
        onConfirm={onDelete}
      />
    </li>
  );
}
