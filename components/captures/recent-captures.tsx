"use client";

import { clsx } from "clsx";
import { Button } from "@/components/ui/button";
import { CloseIcon, PlusIcon } from "@/components/ui/icons";

/** A capture id short enough for a list row: `capture-0f8fad5b…`. */
function shortId(id: string): string {
  return id.length > 17 ? `${id.slice(0, 16)}…` : id;
}

/**
 * The column beside the rail: a button back to the import form, and the captures imported in
 * this browser (newest first), each a link that opens it and a button that forgets it here.
 */
export function RecentCaptures({
  ids,
  openId,
  onOpen,
  onNewImport,
  onForget,
}: {
  ids: string[];
  openId: string | null;
  onOpen: (id: string) => void;
  onNewImport: () => void;
  onForget: (id: string) => void;
}) {
  return (
    <nav
      aria-label="Captures"
      className="flex w-60 shrink-0 flex-col gap-2 border-r border-line bg-surface p-2 max-md:w-auto max-md:border-r-0 max-md:border-b"
    >
      <Button
        variant={openId === null ? "secondary" : "primary"}
        onClick={onNewImport}
        aria-current={openId === null ? "page" : undefined}
      >
        <PlusIcon width={12} height={12} />
        Import a stream
      </Button>
      <h2 className="px-1 pt-1 text-[11px] font-semibold tracking-wider text-muted uppercase">
        Imported here
      </h2>
      {ids.length === 0 ? (
        <p className="px-1 text-xs text-muted">
          None yet. Captures you import in this browser are listed here.
        </p>
      ) : (
        <ul className="flex min-h-0 flex-col gap-0.5 overflow-auto max-md:max-h-32">
          {ids.map((id) => {
            const current = id === openId;
            return (
              <li key={id} className="group flex items-center gap-1">
                <a
                  href={`/captures?capture=${encodeURIComponent(id)}`}
                  title={id}
                  aria-current={current ? "page" : undefined}
                  className={clsx(
                    "min-w-0 flex-1 truncate rounded-md px-2 py-1 font-mono text-xs",
                    current ? "bg-accent-soft text-accent" : "text-ink hover:bg-raised",
                  )}
                  onClick={(event) => {
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
                      return;
                    event.preventDefault();
                    onOpen(id);
                  }}
                >
                  {shortId(id)}
                </a>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Forget ${id}`}
                  title="Forget it in this browser (the capture stays on the server)"
                  onClick={() => onForget(id)}
                >
                  <CloseIcon width={10} height={10} />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}
