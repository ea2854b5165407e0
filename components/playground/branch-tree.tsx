import { clsx } from "clsx";
import { useMemo } from "react";
import type { SessionTree } from "@/lib/api/sessions";
import { branchRows } from "@/lib/views/playground/session/branch-rows";
import { BranchCompareDialog } from "./branch-compare-dialog";
import { StatusBadge } from "./conversation/status-badge";

/**
 * The branch tree beside the outline: the session this one was forked from and every fork of
 * it, indented under where it came from, the open one marked; choosing one opens it, and Compare
 * puts its transcript beside the open one's. Shown only when the session has forks or is one.
 */
export function BranchTree({
  tree,
  openSessionId,
  onOpen,
}: {
  tree: SessionTree;
  openSessionId: string;
  onOpen: (id: string) => void;
}) {
  const rows = useMemo(() => branchRows(tree), [tree]);
  if (rows.length < 2) return null;
  return (
    <nav
      aria-label="Branches"
      className="flex max-h-40 shrink-0 flex-col border-b border-line bg-sunken"
    >
      <h3 className="px-3 pt-1.5 text-[11px] font-semibold tracking-wider text-muted uppercase">
        Branches
      </h3>
      <ol className="min-h-0 overflow-auto px-2 pb-1.5">
        {rows.map(({ node, depth }) => {
          const open = node.id === openSessionId;
          return (
            <li
              key={node.id}
              className="flex items-center gap-1"
              style={{ paddingLeft: `${depth * 0.75}rem` }}
            >
              <button
                type="button"
                aria-current={open ? "page" : undefined}
                onClick={() => onOpen(node.id)}
                className={clsx(
                  "flex w-full min-w-0 cursor-pointer items-center gap-2 rounded px-1.5 py-0.5 text-left text-xs hover:bg-raised",
                  open && "bg-accent-soft font-semibold",
                )}
              >
                <span className="min-w-0 flex-1 truncate">{node.title}</span>
                <span className="shrink-0 text-muted">
                  {node.turn} {node.turn === 1 ? "turn" : "turns"}
                </span>
                <span aria-hidden="true">
                  <StatusBadge status={node.status} />
                </span>
              </button>
              {open ? null : (
                <BranchCompareDialog
                  openSessionId={openSessionId}
                  otherSessionId={node.id}
                  otherTitle={node.title}
                />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
