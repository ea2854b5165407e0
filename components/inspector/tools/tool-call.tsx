"use client";

import { useMemo, useState } from "react";
import { SchemaForm } from "@/components/inspector/forms/schema-form";
import { SchemaFormJson } from "@/components/inspector/forms/schema-form-json";
import type { InspectorTabProps } from "@/components/inspector/inspector-tab-props";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { type RunningCall, useCallProgress } from "@/hooks/inspector/use-call-progress";
import { errorMessage } from "@/lib/errors";
import { formatJsonPath } from "@/lib/views/inspector/forms/json-path";
import { validateJson } from "@/lib/views/inspector/forms/json-schema-check";
import {
  formatJsonText,
  type JsonTextResult,
  parseJsonText,
} from "@/lib/views/inspector/forms/schema-form-json";
import type { JsonSchema } from "@/lib/views/inspector/forms/schema-form-ref";
import { initialValue } from "@/lib/views/inspector/forms/schema-form-value";
import { canRunAsTask, taskCallParams } from "@/lib/views/inspector/tasks/tasks";
import { browserInspectorToolsApi } from "@/lib/views/inspector/tools/api";
import { newCallId, type Tool, taskSupport, toolHints } from "@/lib/views/inspector/tools/tools";
import {
  type CallOutcome,
  describeCallAnswer,
} from "@/lib/views/playground/conversation/tool-result";
import { ApiError } from "@/lib/views/shared/api-client";
import { CallProgress } from "./tool-call-progress";
import { ToolResult } from "./tool-result";

type Ending =
  | { kind: "outcome"; outcome: CallOutcome }
  | { kind: "cancelled"; message: string }
  | { kind: "failed"; message: string };

/**
 * One tool: its description and hints, a form generated from its `inputSchema` with a raw JSON
 * editor beside it (kept in sync), Call (checked first, "Send anyway" past the check), live
 * progress with Cancel, and the result.
 */
export function ToolCall({ tool, props }: { tool: Tool; props: InspectorTabProps }) {
  const { server, handshake, live, refresh, api } = props;
  const schema = tool.inputSchema as JsonSchema;
  const [value, setValue] = useState<unknown>(() => initialValue(schema, schema));
  const [mode, setMode] = useState<"form" | "json">("form");
  const [jsonText, setJsonText] = useState("");
  const [showIssues, setShowIssues] = useState(false);
  const [asTask, setAsTask] = useState(taskSupport(tool) === "required");
  const [run, setRun] = useState<RunningCall | null>(null);
  const [ending, setEnding] = useState<Ending | null>(null);
  const parsed: JsonTextResult = useMemo(
    () => (mode === "json" ? parseJsonText(jsonText) : { ok: true, value }),
    [mode, jsonText, value],
  );
  const issues = useMemo(() => validateJson(value, schema), [value, schema]);
  const taskable = canRunAsTask(tool, handshake.capabilities);
  const hints = toolHints(tool);

  const switchMode = (next: "form" | "json") => {
    if (next === mode) return;
    if (next === "json") setJsonText(formatJsonText(value));
    else if (!parsed.ok) return;
    setMode(next);
  };

  const onJsonText = (text: string) => {
    setJsonText(text);
    const result = parseJsonText(text);
    if (result.ok) setValue(result.value);
  };

  const call = async (force: boolean) => {
    if (!parsed.ok) return;
    if (issues.length > 0 && !force) {
      setShowIssues(true);
      return;
    }
    setShowIssues(false);
    const args = value === undefined ? {} : value;
    const next: RunningCall = {
      callId: newCallId(),
      afterSeq: live.lastSeq,
      method: "tools/call",
      toolName: tool.name,
    };
    setRun(next);
    setEnding(null);
    try {
      const params =
        asTask && taskable ? taskCallParams(tool.name, args) : { name: tool.name, arguments: args };
      const answer = await api.rpc(server.id, {
        method: "tools/call",
        params,
        callId: next.callId,
      });
      setEnding({
        kind: "outcome",
        outcome: describeCallAnswer(answer, tool.outputSchema as JsonSchema | undefined),
      });
    } catch (error) {
      if (error instanceof ApiError && error.code === "mcp:call_cancelled")
        setEnding({ kind: "cancelled", message: error.message });
      else setEnding({ kind: "failed", message: errorMessage(error) });
    } finally {
      setRun(null);
      void refresh();
    }
  };

  const { sent, progress } = useCallProgress(
    server.id,
    run,
    live.messages,
    browserInspectorToolsApi,
  );

  return (
    <section aria-labelledby="tool-call-heading" className="flex min-w-0 flex-col gap-3">
      <header className="flex flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id="tool-call-heading" className="font-mono text-sm font-semibold">
            {tool.name}
          </h3>
          {tool.title ? <span className="text-xs text-muted">{tool.title}</span> : null}
          {hints.map((hint) => (
            <Badge key={hint.label} tone={hint.tone} title={hint.meaning}>
              {hint.label}
            </Badge>
          ))}
        </div>
        {tool.description ? (
          <p className="text-xs whitespace-pre-wrap text-muted">{tool.description}</p>
        ) : null}
      </header>

      <fieldset className="flex items-center gap-1">
        <legend className="sr-only">Arguments editor</legend>
        <Button
          size="sm"
          variant={mode === "form" ? "primary" : "secondary"}
          aria-pressed={mode === "form"}
          onClick={() => switchMode("form")}
        >
          Form
        </Button>
        <Button
          size="sm"
          variant={mode === "json" ? "primary" : "secondary"}
          aria-pressed={mode === "json"}
          onClick={() => switchMode("json")}
        >
          JSON
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            const fresh = initialValue(schema, schema);
            setValue(fresh);
            setJsonText(formatJsonText(fresh));
            setShowIssues(false);
          }}
        >
          Reset to defaults
        </Button>
      </fieldset>

      <div className="rounded-md border border-line bg-surface p-3">
        {mode === "form" ? (
          <SchemaForm
            schema={schema}
            value={value}
            onChange={setValue}
            issues={showIssues ? issues : []}
          />
        ) : (
          <SchemaFormJson text={jsonText} parsed={parsed} onText={onJsonText} />
        )}
      </div>
      {mode === "json" && !parsed.ok ? (
        <p className="text-[11px] text-muted">
          Fix the JSON to call the tool or go back to the form.
        </p>
      ) : null}

      {showIssues && issues.length > 0 ? (
        <div
          role="alert"
          className="flex flex-col gap-1 rounded-md border border-warning/30 bg-warning-soft p-2 text-xs text-warning"
        >
          <p>The arguments do not fit the tool&apos;s inputSchema:</p>
          <ul className="list-disc pl-4">
            {issues.map((issue) => (
              <li key={`${formatJsonPath(issue.path)} ${issue.message}`}>
                <code className="font-mono">{formatJsonPath(issue.path)}</code> {issue.message}
              </li>
            ))}
          </ul>
          <Button
            size="sm"
            variant="secondary"
            className="self-start"
            onClick={() => void call(true)}
            disabled={run !== null}
          >
            Send anyway
          </Button>
        </div>
      ) : null}

      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="primary"
          onClick={() => void call(false)}
          disabled={run !== null || !parsed.ok}
        >
          {run ? "Calling…" : "Call tool"}
        </Button>
        {taskable ? (
          <label className="flex items-center gap-1.5 text-xs">
            <input
              type="checkbox"
              checked={asTask}
              disabled={taskSupport(tool) === "required"}
              onChange={(event) => setAsTask(event.target.checked)}
            />
            Run as task{taskSupport(tool) === "required" ? " (the tool requires it)" : ""}
          </label>
        ) : null}
      </div>

      {run ? (
        <CallProgress
          serverId={server.id}
          run={run}
          sent={sent}
          progress={progress}
          toolsApi={browserInspectorToolsApi}
        />
      ) : null}

      {ending?.kind === "cancelled" ? (
        <p role="status" className="rounded-md border border-line bg-raised p-2 text-xs">
          Cancelled: {ending.message}
        </p>
      ) : null}
      {ending?.kind === "failed" ? (
        <p
          role="alert"
          className="rounded-md border border-danger/30 bg-danger-soft p-2 text-xs text-danger"
        >
          The call failed: {ending.message}
        </p>
      ) : null}
      {ending?.kind === "outcome" ? (
        <ToolResult outcome={ending.outcome} source={{ serverId: server.id, api }} />
      ) : null}
    </section>
  );
}
