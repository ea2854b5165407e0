"use client";

import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { ParsedAction } from "@/lib/events/types";
import type { DecisionInput } from "@/lib/views/api-types";
import { ActionParams, actionTarget } from "./action-params";
import { EditForm, MockForm } from "./decision-forms";

/**
 * The action waiting for a decision: its name and parameters, and Execute / Edit / Mock / Skip.
 * `action` is null when the answer held no action (the model can then be answered or told so).
 */
export function ActionCard({
  action,
  busy,
  onDecide,
}: {
  action: ParsedAction | null;
  busy: boolean;
  onDecide: (input: DecisionInput) => void;
}) {
  const [mode, setMode] = useState<"choose" | "mock" | "edit">("choose");
  const target = action ? actionTarget(action) : undefined;
  const executable = action !== null && action.name !== "attempt_completion";
  return (
    <section
      aria-label="Pending action"
      className="rounded-lg border border-warning/50 bg-surface shadow-sm ring-4 ring-warning-soft"
    >
      <header className="flex flex-wrap items-center gap-2 border-b border-line px-3 py-2">
        <Badge tone="warning">pending</Badge>
        {action ? (
          <>
            <code className="font-mono text-[13px] font-semibold">{action.name}</code>
            {target ? <code className="font-mono text-xs text-muted">{target}</code> : null}
            <span className="ml-auto flex gap-1">
              {action.partial ? <Badge tone="warning">partial</Badge> : null}
              <Badge tone={action.valid ? "success" : "danger"}>
                {action.valid ? "valid" : "invalid"}
              </Badge>
            </span>
          </>
        ) : (
          <span className="text-[13px] font-medium">No action in this answer</span>
        )}
      </header>
      <div className="flex flex-col gap-3 px-3 py-2.5">
        {action ? (
          <ActionParams action={action} />
        ) : (
          <p className="text-xs text-muted">
            The model answered without a tool call. Mock a reply, or Skip to tell it that it used no
            tool.
          </p>
        )}
        {action && action.errors.length > 0 ? (
          <ul className="list-disc pl-4 text-xs text-danger">
            {action.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        ) : null}
        {mode === "mock" ? (
          <MockForm
            busy={busy}
            onCancel={() => setMode("choose")}
            onSend={(observation) => onDecide({ decision: "mock", observation })}
          />
        ) : null}
        {mode === "edit" && action ? (
          <EditForm
            action={action}
            busy={busy}
            onCancel={() => setMode("choose")}
            onExecute={(params) => onDecide({ decision: "edit", params })}
          />
        ) : null}
        {mode === "choose" ? (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="primary"
              size="sm"
              disabled={busy || !executable}
              onClick={() => onDecide({ decision: "execute" })}
            >
              Execute
            </Button>
            <Button size="sm" disabled={busy || !executable} onClick={() => setMode("edit")}>
              Edit
            </Button>
            <Button size="sm" disabled={busy} onClick={() => setMode("mock")}>
              Mock
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={busy}
              onClick={() => onDecide({ decision: "skip" })}
            >
              Skip
            </Button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
