"use client";

import { clsx } from "clsx";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { CopyButton } from "@/components/ui/copy-button";
import { FileIcon } from "@/components/ui/icons";
import { ScrollRegion } from "@/components/ui/scroll-region";
import type { WorkspaceFile } from "@/lib/views/playground/setup/files";

/** The session's virtual workspace: the files the built-in tools wrote, and the content of one. */
export function FilesPanel({ files }: { files: WorkspaceFile[] }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = files.find((file) => file.path === chosen) ?? files.at(-1);
  return (
    <section aria-label="Files" className="flex h-full min-h-0 flex-col bg-surface">
      <header className="flex h-8 shrink-0 items-center gap-2 border-b border-line px-3">
        <h2 className="text-[11px] font-semibold tracking-wider text-muted uppercase">Files</h2>
        <Badge>{files.length}</Badge>
        <span className="min-w-0 truncate text-[11px] text-muted">
          virtual workspace: nothing touches your disk
        </span>
        {selected ? (
          <div className="ml-auto">
            <CopyButton text={selected.content} label={`Copy ${selected.path}`} />
          </div>
        ) : null}
      </header>
      {files.length === 0 ? (
        <p className="px-3 py-3 text-xs text-muted">
          No files yet. When the model calls write_to_file and you execute it, the file shows up
          here.
        </p>
      ) : (
        <div className="grid min-h-0 flex-1 grid-cols-[minmax(0,1fr)] grid-rows-[auto_minmax(0,1fr)] md:grid-cols-[minmax(140px,220px)_minmax(0,1fr)] md:grid-rows-[minmax(0,1fr)]">
          <ul
            aria-label="Workspace files"
            className="max-h-32 overflow-auto border-b border-line py-1 md:max-h-none md:border-r md:border-b-0"
          >
            {files.map((file) => (
              <li key={file.path}>
                <button
                  type="button"
                  aria-pressed={file.path === selected?.path}
                  onClick={() => setChosen(file.path)}
                  className={clsx(
                    "flex w-full cursor-pointer items-center gap-2 px-3 py-1 text-left font-mono text-xs",
                    file.path === selected?.path ? "bg-accent-soft text-accent" : "hover:bg-raised",
                  )}
                >
                  <FileIcon width={12} height={12} className="shrink-0" />
                  <span className="truncate">{file.path}</span>
                  <span className="ml-auto text-[10px] text-muted">turn {file.turn}</span>
                </button>
              </li>
            ))}
          </ul>
          {selected ? (
            <ScrollRegion label={`Content of ${selected.path}`} className="min-h-0">
              <pre className="px-3 py-2 font-mono text-xs whitespace-pre-wrap">
                {selected.content}
              </pre>
            </ScrollRegion>
          ) : null}
        </div>
      )}
    </section>
  );
}
