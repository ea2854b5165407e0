"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { RunningCall } from "@/hooks/inspector/use-call-progress";
import { errorMessage } from "@/lib/errors";
import type { InspectorToolsApi } from "@/lib/views/inspector/tools/api";
import type { ProgressView, SentRequest } from "@/lib/views/inspector/tools/tools";

/** A running call: a progress bar with the server's message, and Cancel (`notifications/cancelled`). */
export function CallProgress({
  serverId,
  run,
  sent,
  progress,
  toolsApi,
}: {
  serverId: string;
  run: RunningCall;
  sent?: SentRequest;
  progress?: ProgressView;
  toolsApi: InspectorToolsApi;
}) {
  const [cancel, setCancel] = useState<
    { state: "idle" | "sending" | "sent" } | { state: "failed"; message: string }
  >({ state: "idle" });
  const label = progress
    ? progress.total !== undefined
      ? `${progress.progress} of ${progress.total}`
      : `${progress.progress} so far`
    : "waiting for the answer";
  return (
    <section
      aria-label="Call in progress"
      className="flex flex-col gap-1.5 rounded-md border border-line bg-surface p-2"
    >
      <div className="flex items-center gap-2 text-xs">
        <span role="status" className="min-w-0 flex-1">
          Running {run.toolName ?? run.method}
          {sent ? (
            <span className="text-muted"> · request id {JSON.stringify(sent.requestId)}</span>
          ) : null}{" "}
          · {label}
          {progress?.message ? ` · ${progress.message}` : ""}
        </span>
        <Button
          size="sm"
          variant="danger"
          disabled={cancel.state === "sending" || cancel.state === "sent"}
          onClick={async () => {
            setCancel({ state: "sending" });
            try {
              await toolsApi.cancelCall(serverId, run.callId);
              setCancel({ state: "sent" });
            } catch (error) {
              setCancel({ state: "failed", message: errorMessage(error) });
            }
          }}
        >
          {cancel.state === "sent" ? "Cancelling…" : "Cancel"}
        </Button>
      </div>
      <progress
        aria-label="Progress"
        className="h-1.5 w-full accent-[var(--color-accent)]"
        {...(progress?.percent !== undefined ? { value: progress.percent, max: 100 } : {})}
      />
      {cancel.state === "failed" ? (
        <p role="alert" className="text-xs text-danger">
          Could not cancel: {cancel.message}
        </p>
      ) : null}
    </section>
  );
}
