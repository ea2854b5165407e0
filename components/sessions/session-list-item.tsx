"use client";

import { clsx } from "clsx";
import { useRef, useState } from "react";
import { StatusBadge } from "@/components/playground/conversation/status-badge";
import { ConfirmDialog } from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { CopyIcon, DownloadIcon, PencilIcon, TrashIcon } from "@/components/ui/icons";
import type { SessionSummary } from "@/lib/api/sessions";
import { knownDialect } from "@/lib/dialects";
import { countOf } from "@/lib/views/shared/format";
import { relativeTime } from "@/lib/views/shared/relative-time";
import { SessionRenameForm } from "./session-rename-form";

/**
 * One past run in the list: a link that opens it, what it was, and rename, duplicate, export (the
 * session file, or its exchanges as HAR) and delete.
 */
export function SessionListItem({
  session,
  open,
  now,
  onOpen,
  onRename,
  onDuplicate,
  onDelete,
}: {
  session: SessionSummary;
  open: boolean;
  now: number;
  onOpen: (id: string) => void;
  onRename: (id: string, title: string) => void;
  onDuplicate: (id: string) => void;
  onDelete: (id: string) => void;
}) {
  const [renaming, setRenaming] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const closeRename = () => {
    setRenaming(false);
    requestAnimationFrame(() => renameButton.current?.focus());
  };
  const { id, title } = session;
  return (
    <li
      className={clsx(
        "flex flex-col gap-1 rounded-md border px-2 py-1.5",
        open ? "border-accent bg-accent-soft" : "border-transparent hover:bg-raised",
      )}
    >
      {renaming ? (
        <SessionRenameForm
          title={title}
          onCancel={closeRename}
          onSave={(next) => {
            onRename(id, next);
            closeRename();
          }}
        />
      ) : (
        <a
          href={`/?session=${encodeURIComponent(id)}`}
          aria-current={open ? "page" : undefined}
          title={session.task}
          className="truncate text-xs font-medium text-ink hover:underline"
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            onOpen(id);
          }}
        >
          {title}
        </a>
      )}
      <div className="flex flex-wrap items-center gap-x-1.5 gap-y-0.5 text-[11px] text-muted">
        <StatusBadge status={session.status} />
        <span className="font-mono">{session.model}</span>
        <span aria-hidden="true">·</span>
        <span>{knownDialect(session.dialect)?.shortLabel ?? session.dialect}</span>
        <span aria-hidden="true">·</span>
        <span>{countOf(session.turns, "turn")}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={new Date(session.updatedAt).toISOString()}>
          {relativeTime(session.updatedAt, now)}
        </time>
      </div>
      {renaming ? null : (
        <div className="flex gap-0.5">
          <Button
            ref={renameButton}
            size="sm"
            variant="ghost"
            aria-label={`Rename ${title}`}
            title="Rename"
            onClick={() => setRenaming(true)}
          >
            <PencilIcon width={12} height={12} />
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Duplicate ${title}`}
            title="Duplicate: a new run with the same setup"
            onClick={() => onDuplicate(id)}
          >
            <CopyIcon width={12} height={12} />
          </Button>
          <a
            href={`/api/sessions/${encodeURIComponent(id)}/export`}
            download={`loupe-session-${id}.json`}
            aria-label={`Export ${title}`}
            title="Export as a session file (import it on another Loupe)"
            className="inline-flex h-7 items-center rounded-md px-1.5 text-muted hover:bg-raised hover:text-ink"
          >
            <DownloadIcon width={12} height={12} />
          </a>
          <a
            href={`/api/sessions/${encodeURIComponent(id)}/export?format=har`}
            download={`loupe-session-${id}.har`}
            aria-label={`Export ${title} as HAR`}
            title="Export its model and MCP exchanges as HAR"
            className="inline-flex h-7 items-center rounded-md px-1.5 font-mono text-[10px] text-muted hover:bg-raised hover:text-ink"
          >
            HAR
          </a>
          <ConfirmDialog
            trigger={
              <Button size="sm" variant="ghost" aria-label={`Delete ${title}`} title="Delete">
                <TrashIcon width={12} height={12} />
              </Button>
            }
            title={`Delete “${title}”?`}
            description={`Its ${countOf(session.turns, "turn")} and every recorded event are deleted for good.`}
            confirmLabel="Delete"
            onConfirm={() => onDelete(id)}
          />
        </div>
      )}
    </li>
  );
}
