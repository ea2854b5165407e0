"use client";

import { clsx } from "clsx";
import { useId, useRef } from "react";
import { Button } from "@/components/ui/button";
import { useSessionList } from "@/hooks/sessions/use-session-list";
import { countOf } from "@/lib/views/shared/format";
import { SessionListItem } from "./session-list-item";

/**
 * Past runs, newest first, with a search: open one (the page puts it in the URL), rename,
 * duplicate (and open the copy), export or delete it; import a session file (and open it). Loads again whenever `refreshKey` changes.
 */
export function SessionList({
  openSessionId,
  onOpen,
  onDeleted,
  refreshKey,
  className,
}: {
  openSessionId: string | null;
  onOpen: (id: string) => void;
  /** Called after a session was deleted (the page leaves it if it was open). */
  onDeleted?: (id: string) => void;
  refreshKey?: unknown;
  className?: string;
}) {
  const list = useSessionList(refreshKey);
  const headingId = useId();
  const searchId = useId();
  const filePicker = useRef<HTMLInputElement>(null);
  const empty = !list.loading && list.error === null && list.sessions.length === 0;
  return (
    <nav aria-labelledby={headingId} className={clsx("flex min-h-0 flex-col gap-2", className)}>
      <div className="flex items-center justify-between gap-2 pr-6">
        <h2 id={headingId} className="px-1 text-xs font-semibold">
          Sessions
        </h2>
        <Button size="sm" variant="ghost" onClick={() => filePicker.current?.click()}>
          Import
        </Button>
        <input
          ref={filePicker}
          type="file"
          accept=".json,application/json"
          aria-label="Import a session file"
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (!file) return;
            void list.importFile(file).then((id) => {
              if (id) onOpen(id);
            });
          }}
        />
      </div>
      <label htmlFor={searchId} className="sr-only">
        Search sessions
      </label>
      <input
        id={searchId}
        type="search"
        value={list.query}
        placeholder="Search title, task, model or dialect"
        onChange={(event) => list.setQuery(event.target.value)}
        className="h-7 rounded-md border border-line-strong bg-surface px-2 text-xs text-ink placeholder:text-faint focus:border-accent"
      />
      <p role="status" className="sr-only">
        {list.loading ? "Loading sessions" : countOf(list.sessions.length, "session")}
      </p>
      {list.error ? (
        <p role="alert" className="rounded-md bg-danger-soft px-2 py-1 text-[11px] text-danger">
          {list.error}
        </p>
      ) : null}
      {empty ? (
        <p className="px-1 text-[11px] text-muted">
          {list.search ? `No session matches “${list.search}”.` : "No sessions yet: press Step."}
        </p>
      ) : null}
      <ul aria-labelledby={headingId} className="flex min-h-0 flex-col gap-1 overflow-y-auto">
        {list.sessions.map((session) => (
          <SessionListItem
            key={session.id}
            session={session}
            open={session.id === openSessionId}
            now={list.now}
            onOpen={onOpen}
            onRename={(id, title) => void list.rename(id, title)}
            onDuplicate={(id) =>
              void list.duplicate(id).then((copy) => {
                if (copy) onOpen(copy);
              })
            }
            onDelete={(id) =>
              void list.remove(id).then((deleted) => {
                if (deleted) onDeleted?.(id);
              })
            }
          />
        ))}
      </ul>
      {list.hasMore ? (
        <Button size="sm" onClick={list.loadMore} disabled={list.loading}>
          Show older sessions
        </Button>
      ) : null}
    </nav>
  );
}
