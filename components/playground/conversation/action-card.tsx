"use client";

import { useEffect, useRef } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useMacKeyboard } from "@/hooks/shared/use-mac-keyboard";
import { autoApproveEntryFor } from "@/lib/api/auto-approve";
import type { DecisionInput } from "@/lib/api/sessions";
import { type HostAction, isAnsweredByPerson } from "@/lib/dialects";
import type { ParsedAction } from "@/lib/events/types";
import { actionHeading } from "@/lib/views/playground/conversation/action-heading";
import { canExecute, type DecisionMode } from "@/lib/views/playground/conversation/pending-action";
import { ariaKeyShortcuts, withShortcut } from "@/lib/views/playground/layout/keyboard-shortcuts";
import { ActionParams } from "./action-params";
import { AnswerForm } from "./answer-form";
import { EditForm, MockForm } from "./decision-forms";

/**
 * The action waiting for a decision: its name and parameters, and Execute / Edit / Mock / Skip
 * (their shortcuts in their tooltips). `action` is null when the answer held no action (the
 * model can then be answered or told so). The page holds `mode`, so a shortcut can open Mock;
 * leaving a form puts the focus back on the button that opened it.
 */
export function ActionCard({
  action,
  host,
  capturedTool,
  busy,
  mode,
  onModeChange,
  onDecide,
  onAllowAlways,
}: {
  action: ParsedAction | null;
  /** What the action asks the host to do (null with `action`). */
  host: HostAction | null;
  /** The captured tool the action calls, which no server runs here. */
  capturedTool?: string;
  busy: boolean;
  mode: DecisionMode;
  onModeChange: (mode: DecisionMode) => void;
  onDecide: (input: DecisionInput) => void;
  /** Adds the action's tool to the session's auto-approve list and executes it. */
  onAllowAlways?: (entry: string) => void;
}) {
  const allowEntry = host && !capturedTool ? autoApproveEntryFor(host) : undefined;
  const heading = host ? actionHeading(host) : undefined;
  const executable = canExecute(host);
  const mac = useMacKeyboard();
  const editButton = useRef<HTMLButtonElement>(null);
  const mockButton = useRef<HTMLButtonElement>(null);
  const previousMode = useRef(mode);
  useEffect(() => {
    const left = previousMode.current;
    previousMode.current = mode;
    if (mode !== "choose" || left === "choose") return;
    (left === "edit" ? editButton : mockButton).current?.focus();
  }, [mode]);
  return (
    <section
      aria-label="Pending action"
      className="rounded-lg border border-warning/50 bg-surface shadow-sm ring-4 ring-warning-soft"
    >
      <header className="flex flex-wrap items-center gap-2 border-b border-line px-3 py-2">
        <Badge tone="warning">pending</Badge>
        {action && heading ? (
          <>
            <code className="font-mono text-[13px] font-semibold">{heading.name}</code>
            {heading.detail ? (
              <code className="font-mono text-xs text-muted">{heading.detail}</code>
            ) : null}
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
        {capturedTool ? (
          <p className="text-xs text-muted">
            <code className="font-mono">{capturedTool}</code> is a tool of the captured request: no
            server runs it here. Mock its result or Skip it.
          </p>
        ) : null}
        {action && action.errors.length > 0 ? (
          <ul className="list-disc pl-4 text-xs text-danger">
            {action.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        ) : null}
        {host && isAnsweredByPerson(host) && mode === "choose" ? (
          <AnswerForm
            label="Your answer"
            hint="sent back to the model as the observation"
            submitLabel="Send answer"
            busy={busy}
            onSend={(observation) => onDecide({ decision: "mock", observation })}
          />
        ) : null}
        {mode === "mock" ? (
          <MockForm
            busy={busy}
            onCancel={() => onModeChange("choose")}
            onSend={(observation) => onDecide({ decision: "mock", observation })}
          />
        ) : null}
        {mode === "edit" && action ? (
          <EditForm
            action={action}
            busy={busy}
            onCancel={() => onModeChange("choose")}
            onExecute={(params) => onDecide({ decision: "edit", params })}
          />
        ) : null}
        {mode === "choose" ? (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="primary"
              size="sm"
              disabled={busy || !executable}
              title={withShortcut("Execute", "execute", mac)}
              aria-keyshortcuts={ariaKeyShortcuts("execute")}
              data-focus-target="execute"
              onClick={() => onDecide({ decision: "execute" })}
            >
              Execute
            </Button>
            <Button
              ref={editButton}
              size="sm"
              disabled={busy || !executable}
              title="Edit the parameters, then execute"
              onClick={() => onModeChange("edit")}
            >
              Edit
            </Button>
            <Button
              ref={mockButton}
              size="sm"
              disabled={busy}
              title={withShortcut("Mock", "mock", mac)}
              aria-keyshortcuts={ariaKeyShortcuts("mock")}
              data-focus-target="mock"
              onClick={() => onModeChange("mock")}
            >
              Mock
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={busy}
              title={withShortcut("Skip", "skip", mac)}
              aria-keyshortcuts={ariaKeyShortcuts("skip")}
              onClick={() => onDecide({ decision: "skip" })}
            >
              Skip
            </Button>
            {allowEntry && onAllowAlways && executable ? (
              <Button
                size="sm"
                variant="ghost"
                disabled={busy}
                title="Add this tool to the session's auto-approve list and execute it; a run then executes it without asking"
                onClick={() => onAllowAlways(allowEntry)}
              >
                Always allow {allowEntry}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
