"use client";

import { useId, useMemo, useState } from "react";
import { SchemaForm } from "@/components/inspector/forms/schema-form";
import type { InspectorTabProps } from "@/components/inspector/inspector-tab-props";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/field";
import { errorMessage } from "@/lib/errors";
import { formatJsonPath } from "@/lib/views/inspector/forms/json-path";
import { validateJson } from "@/lib/views/inspector/forms/json-schema-check";
import type { JsonSchema } from "@/lib/views/inspector/forms/schema-form-ref";
import { initialValue } from "@/lib/views/inspector/forms/schema-form-value";
import {
  canRunAsTask,
  readTask,
  type Task,
  taskCallParams,
} from "@/lib/views/inspector/tasks/tasks";
import { newCallId, readToolPage, type Tool } from "@/lib/views/inspector/tools/tools";

/** Starts a tool call as a task: the tools that allow it, the chosen one's form, and Start task. */
export function StartTask({
  props,
  onTask,
}: {
  props: InspectorTabProps;
  onTask: (task: Task) => void;
}) {
  const { server, handshake, api, refresh } = props;
  const [tools, setTools] = useState<Tool[] | null>(null);
  const [state, setState] = useState<
    { kind: "idle" | "busy" } | { kind: "failed"; message: string }
  >({ kind: "idle" });
  const [chosen, setChosen] = useState<string>("");
  const [value, setValue] = useState<unknown>({});
  const [showIssues, setShowIssues] = useState(false);
  const selectId = useId();
  const tool = tools?.find((entry) => entry.name === chosen);
  const schema = (tool?.inputSchema ?? {}) as JsonSchema;
  const issues = useMemo(() => (tool ? validateJson(value, schema) : []), [tool, value, schema]);

  const listTools = async () => {
    setState({ kind: "busy" });
    try {
      const found: Tool[] = [];
      let cursor: string | undefined;
      for (let pages = 0; pages < 20; pages += 1) {
        const answer = await api.rpc(server.id, {
          method: "tools/list",
          params: cursor ? { cursor } : {},
        });
        if ("error" in answer)
          throw new Error(
            `tools/list answered JSON-RPC error ${answer.error.code}: ${answer.error.message}`,
          );
        const page = readToolPage("result" in answer ? answer.result : undefined);
        found.push(...page.tools.filter((entry) => canRunAsTask(entry, handshake.capabilities)));
        cursor = page.nextCursor;
        if (!cursor) break;
      }
      setTools(found);
      setState({ kind: "idle" });
    } catch (error) {
      setState({ kind: "failed", message: errorMessage(error) });
    }
  };

  const start = async (force: boolean) => {
    if (!tool) return;
    if (issues.length > 0 && !force) {
      setShowIssues(true);
      return;
    }
    setState({ kind: "busy" });
    try {
      const answer = await api.rpc(server.id, {
        method: "tools/call",
        params: taskCallParams(tool.name, value),
        callId: newCallId(),
      });
      if ("error" in answer)
        throw new Error(
          `tools/call answered JSON-RPC error ${answer.error.code}: ${answer.error.message}`,
        );
      const task = readTask("result" in answer ? answer.result : undefined);
      if (!task)
        throw new Error(
          "The server answered tools/call without a task; it ran the call directly instead.",
        );
      onTask(task);
      setShowIssues(false);
      setState({ kind: "idle" });
    } catch (error) {
      setState({ kind: "failed", message: errorMessage(error) });
    } finally {
      void refresh();
    }
  };

  return (
    <section
      aria-labelledby="start-task-heading"
      className="flex flex-col gap-2 rounded-md border border-line p-3"
    >
      <h4 id="start-task-heading" className="text-xs font-semibold">
        Start a tool call as a task
      </h4>
      {tools === null ? (
        <Button
          size="sm"
          className="self-start"
          onClick={() => void listTools()}
          disabled={state.kind === "busy"}
        >
          List tools that run as tasks
        </Button>
      ) : tools.length === 0 ? (
        <p className="text-xs text-muted">
          No tool of this server may run as a task (execution.taskSupport).
        </p>
      ) : (
        <>
          <label htmlFor={selectId} className="text-xs font-medium">
            Tool
          </label>
          <Select
            id={selectId}
            value={chosen}
            onChange={(event) => {
              const next = tools.find((entry) => entry.name === event.target.value);
              setChosen(event.target.value);
              const nextSchema = (next?.inputSchema ?? {}) as JsonSchema;
              setValue(next ? initialValue(nextSchema, nextSchema) : {});
              setShowIssues(false);
            }}
          >
            <option value="">(choose a tool)</option>
            {tools.map((entry) => (
              <option key={entry.name} value={entry.name}>
                {entry.name}
              </option>
            ))}
          </Select>
          {tool ? (
            <>
              <SchemaForm
                schema={schema}
                value={value}
                onChange={setValue}
                issues={showIssues ? issues : []}
              />
              {showIssues && issues.length > 0 ? (
                <div role="alert" className="flex flex-col gap-1 text-xs text-warning">
                  <ul className="list-disc pl-4">
                    {issues.map((issue) => (
                      <li key={`${formatJsonPath(issue.path)} ${issue.message}`}>
                        <code className="font-mono">{formatJsonPath(issue.path)}</code>{" "}
                        {issue.message}
                      </li>
                    ))}
                  </ul>
                  <Button size="sm" className="self-start" onClick={() => void start(true)}>
                    Start anyway
                  </Button>
                </div>
              ) : null}
              <Button
                variant="primary"
                className="self-start"
                onClick={() => void start(false)}
                disabled={state.kind === "busy"}
              >
                Start task
              </Button>
            </>
          ) : null}
        </>
      )}
      {state.kind === "failed" ? (
        <p role="alert" className="text-xs text-danger">
          {state.message}
        </p>
      ) : null}
    </section>
  );
}
