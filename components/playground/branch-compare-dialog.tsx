"use client";

import { clsx } from "clsx";
import { Dialog } from "radix-ui";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { ScrollRegion } from "@/components/ui/scroll-region";
import { errorMessage } from "@/lib/errors";
import type { ModelMessage } from "@/lib/llm/model-request";
import {
  type BranchComparison,
  compareBranches,
} from "@/lib/views/playground/session/branch-compare";
import { browserApi } from "@/lib/views/shared/browser-api";

/**
 * "Compare" on a branch: the open session's transcript and that branch's side by side, message
 * by message, the first that differs highlighted and scrolled to.
 */
export function BranchCompareDialog({
  openSessionId,
  otherSessionId,
  otherTitle,
}: {
  openSessionId: string;
  otherSessionId: string;
  otherTitle: string;
}) {
  const [open, setOpen] = useState(false);
  const [comparison, setComparison] = useState<BranchComparison | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    let current = true;
    setComparison(null);
    setFailed(null);
    Promise.all([browserApi.getSession(openSessionId), browserApi.getSession(otherSessionId)])
      .then(([left, right]) => {
        if (current) setComparison(compareBranches(left.messages, right.messages));
      })
      .catch((error: unknown) => {
        if (current) setFailed(errorMessage(error));
      });
    return () => {
      current = false;
    };
  }, [open, openSessionId, otherSessionId]);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button size="sm" variant="ghost" aria-label={`Compare with ${otherTitle}`}>
          Compare
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[min(64rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-3 overflow-auto rounded-lg border border-line bg-surface p-4 text-ink shadow-lg">
          <Dialog.Title className="text-sm font-semibold">Compare branches</Dialog.Title>
          <Dialog.Description className="text-xs text-muted">
            This session (left) and {otherTitle} (right), message by message.{" "}
            {comparison
              ? comparison.firstDifference === null
                ? "They are the same."
                : `They first differ at message ${comparison.firstDifference}.`
              : null}
          </Dialog.Description>
          {failed ? <p role="alert">{failed}</p> : null}
          {comparison ? (
            <ol className="flex flex-col gap-1 text-xs">
              {comparison.rows.map((row) => {
                const first = row.index === comparison.firstDifference;
                return (
                  <li
                    key={row.index}
                    ref={
                      first ? (element) => element?.scrollIntoView({ block: "nearest" }) : undefined
                    }
                    data-first-difference={first ? "true" : undefined}
                    aria-label={`Message ${row.index}${first ? ", first difference" : row.differs ? ", differs" : ""}`}
                    className={clsx(
                      "grid grid-cols-2 gap-2 rounded border p-1",
                      first
                        ? "border-danger bg-danger-soft"
                        : row.differs
                          ? "border-line"
                          : "border-transparent",
                    )}
                  >
                    <MessageCell message={row.left} side="This session" />
                    <MessageCell message={row.right} side="The other branch" />
                  </li>
                );
              })}
            </ol>
          ) : failed ? null : (
            <p className="text-xs text-muted">Loading…</p>
          )}
          <div className="flex justify-end">
            <Dialog.Close asChild>
              <Button size="sm" variant="ghost">
                Close
              </Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function MessageCell({ message, side }: { message: ModelMessage | undefined; side: string }) {
  if (!message) return <p className="text-muted italic">(none)</p>;
  return (
    <div className="min-w-0">
      <p className="font-semibold text-muted">{message.role}</p>
      <ScrollRegion
        label={`${side}: ${message.role} message`}
        className="max-h-40 font-mono break-words whitespace-pre-wrap"
      >
        {message.content}
      </ScrollRegion>
    </div>
  );
}
