"use client";

import { useState } from "react";
import type { InspectorTabProps } from "@/components/inspector/inspector-tab-props";
import { ToolResult } from "@/components/inspector/tools/tool-result";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/errors";
import { isTerminalStatus, readTask, type Task } from "@/lib/views/inspector/tasks/tasks";
import { newCallId } from "@/lib/views/inspector/tools/tools";
import {
  type CallOutcome,
  describeCallAnswer,
} from "@/lib/views/playground/conversation/tool-result";

const STATUS_TONES: Record<string, BadgeTone> = {
  working: "accent",
  input_required: "warning",
  completed: "success",
  failed: "danger",
  cancelled: "neutral",
};

type Action =
  | { state: "idle" }
  | { state: "busy"; what: string }
  | { state: "failed"; message: string };

/** One task: its status as last seen, and Check (`tasks/get`), Fetch result (`tasks/result`), Cancel (`tasks/cancel`). */
export function TaskItem({
  task,
  canCancel,
  props,
  onTask,
}: {
  task: Task;
  canCancel: boolean;
  props: InspectorTabProps;
  onTask: (task: Task) => void;
}) {
  const { server, api, refresh } = props;
  const [action, setAction] = useState<Action>({ state: "idle" });
  const [result, setResult] = useState<CallOutcome | null>(null);
  const terminal = isTerminalStatus(task.status);

  const run = async (what: string, method: string, after: (result: unknown) => void) => {
    setAction({ state: "busy", what });
    try {
      const answer = await api.rpc(server.id, {
        method,
        params: { taskId: task.taskId },
        callId: newCallId(),
      });
      if ("error" in answer) {
        setAction({
          state: "failed",
          message: `${method} answered JSON-RPC error ${answer.error.code}: ${answer.error.message}`,
        });
        if (method === "tasks/result") setResult({ kind: "rpc-error", error: answer.error });
        return;
      }
      if ("result" in answer) after(answer.result);
      setAction({ state: "idle" });
    } catch (error) {
      setAction({ state: "failed", message: `${method}: ${errorMessage(error)}` });
    } finally {
      void refresh();
    }
  };

  const check = () =>
    run("checking", "tasks/get", (answer) => {
      const next = readTask(answer);
      if (next) onTask(next);
    });

  return (
    <li className="flex flex-col gap-1.5 rounded-md border border-line bg-surface p-2">
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <code className="font-mono font-semibold break-all">{task.taskId}</code>
        <Badge tone={STATUS_TONES[task.status] ?? "neutral"}>{task.status}</Badge>
        <span className="text-[11px] text-muted">updated {task.lastUpdatedAt}</span>
        <div className="ml-auto flex gap-1">
          <Button
            size="sm"
            onClick={() => void check()}
            disabled={action.state === "busy"}
            aria-label={`Check task ${task.taskId}`}
          >
            Check
          </Button>
          <Button
            size="sm"
            onClick={() =>
              void run("fetching the result", "tasks/result", (answer) =>
                setResult(describeCallAnswer({ result: answer })),
              )
            }
            disabled={action.state === "busy"}
            aria-label={`Fetch result of task ${task.taskId}`}
          >
            Fetch result
          </Button>
          {canCancel && !terminal ? (
            <Button
              size="sm"
              variant="danger"
              onClick={() =>
                void run("cancelling", "tasks/cancel", (answer) => {
                  const next = readTask(answer);
                  if (next) onTask(next);
                })
              }
              disabled={action.state === "busy" && action.what === "cancelling"}
              aria-label={`Cancel task ${task.taskId}`}
            >
              Cancel
            </Button>
          ) : null}
        </div>
      </div>
      {task.statusMessage ? <p className="text-xs text-muted">{task.statusMessage}</p> : null}
      {task.status === "input_required" ? (
        <p className="text-xs text-warning">
          The task waits for input: Fetch result to receive the server&apos;s request, then answer
          it in the Pending tab.
        </p>
      ) : null}
      <p className="text-[11px] text-muted">
        created {task.createdAt} · ttl {task.ttl === null ? "unlimited" : `${task.ttl} ms`}
        {task.pollInterval ? ` · poll every ${task.pollInterval} ms` : ""}
      </p>
      {action.state === "busy" ? (
        <p role="status" className="text-xs text-muted">
          {action.what === "fetching the result" && !terminal
            ? "Waiting for the task to finish to fetch its result…"
            : `${action.what}…`}
        </p>
      ) : null}
      {action.state === "failed" ? (
        <p role="alert" className="text-xs text-danger">
          {action.message}
        </p>
      ) : null}
      {result ? (
        <ToolResult
          outcome={result}
          source={{ serverId: server.id, api }}
          title={`Result of ${task.taskId}`}
        />
      ) : null}
    </li>
  );
}
