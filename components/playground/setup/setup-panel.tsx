import { useId } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Field, Select, TextArea } from "@/components/ui/field";
import { PlusIcon, StepIcon } from "@/components/ui/icons";
import { Panel } from "@/components/ui/panel";
import { useMacKeyboard } from "@/hooks/shared/use-mac-keyboard";
import { dialectChoices } from "@/lib/dialects";
import type { DialectId } from "@/lib/events/types";
import { ariaKeyShortcuts, withShortcut } from "@/lib/views/playground/layout/keyboard-shortcuts";
import { estimateTokens } from "@/lib/views/shared/format";
import { RunControls } from "./run-controls";
import { ServerPicker } from "./server-picker";
import type { SetupView, StepControls } from "./setup-view";

/** The dialects a run can use, as the picker names them. */
const dialectOptions = dialectChoices();

/** The setup column: model, dialect, servers, system prompt, task, and the Step / New run buttons. */
export function SetupPanel({ setup, step }: { setup: SetupView; step: StepControls }) {
  const {
    models,
    model,
    onModelChange,
    dialect,
    onDialectChange,
    servers,
    serverPicker,
    onServerSelectionChange,
    startFailure,
    systemPrompt,
    systemPromptSource,
    onSystemPromptChange,
    defaultSystemPrompt,
    onResetSystemPrompt,
    promptWrittenForOther = null,
    promptRendering = false,
    task,
    onTaskChange,
    inSession,
  } = setup;
  const { stepDisabled, stepping, stepHint, onStep, onNewRun } = step;
  const promptEdited = systemPromptSource !== undefined && systemPrompt !== systemPromptSource;
  const canReset =
    onResetSystemPrompt !== undefined &&
    defaultSystemPrompt !== undefined &&
    systemPrompt !== defaultSystemPrompt;
  const modelListed = models.some((option) => option.id === model);
  const mac = useMacKeyboard();
  const stepHintId = useId();
  return (
    <Panel title="Setup" bodyClassName="flex flex-col gap-3 p-3">
      <Field label="Model" hint={inSession ? "fixed for this run" : undefined}>
        {(id) => (
          <Select
            id={id}
            value={model}
            disabled={inSession}
            onChange={(event) => onModelChange(event.target.value)}
          >
            {modelListed ? null : <option value={model}>{model}</option>}
            {models.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Dialect" hint={inSession ? "fixed for this run" : undefined}>
        {(id) => (
          <Select
            id={id}
            value={dialect}
            disabled={inSession}
            onChange={(event) => onDialectChange(event.target.value as DialectId)}
          >
            {dialectOptions.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <ServerPicker
        inSession={inSession}
        sessionServers={servers}
        picker={serverPicker}
        onSelectionChange={onServerSelectionChange}
        startFailure={startFailure}
      />
      <Field
        label="System prompt"
        className="min-h-min flex-1"
        hint={
          <span className="tabular-nums">
            {systemPrompt.length.toLocaleString("en-US")} chars · ~
            {estimateTokens(systemPrompt).toLocaleString("en-US")} tokens
          </span>
        }
      >
        {(id) => (
          <>
            <TextArea
              id={id}
              mono
              spellCheck={false}
              value={systemPrompt}
              placeholder="Loading the default system prompt…"
              onChange={(event) => onSystemPromptChange(event.target.value)}
              className="min-h-[160px] flex-1 resize-none"
            />
            {!inSession && promptRendering ? (
              <p className="text-[11px] text-muted" role="status">
                Rendering the default prompt for the chosen servers…
              </p>
            ) : null}
            {promptEdited || canReset ? (
              <div className="flex flex-wrap items-center gap-2 text-[11px] text-muted">
                {!inSession && promptWrittenForOther === "servers" ? (
                  <>
                    <Badge tone="warning">for other servers</Badge>
                    <span>
                      written for other servers than the ones chosen: their tools are not in it
                    </span>
                  </>
                ) : !inSession && promptWrittenForOther === "dialect" ? (
                  <>
                    <Badge tone="warning">for another dialect</Badge>
                    <span>written for another dialect: it describes another way to use tools</span>
                  </>
                ) : promptEdited ? (
                  <>
                    <Badge tone="warning">edited</Badge>
                    <span>{inSession ? "sent with the next Step" : "used by the next run"}</span>
                  </>
                ) : (
                  <span>not the default for these servers</span>
                )}
                <span className="ml-auto flex gap-1">
                  {promptEdited && inSession ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      title="Go back to this run's saved prompt"
                      onClick={() => onSystemPromptChange(systemPromptSource ?? "")}
                    >
                      Revert
                    </Button>
                  ) : null}
                  {canReset ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      title="Replace the prompt with the default prompt for the chosen servers"
                      onClick={onResetSystemPrompt}
                    >
                      Reset to default
                    </Button>
                  ) : null}
                </span>
              </div>
            ) : null}
          </>
        )}
      </Field>
      <Field label="Task" hint={inSession ? "sent as the first user message" : undefined}>
        {(id) => (
          <TextArea
            id={id}
            rows={3}
            value={task}
            readOnly={inSession}
            onChange={(event) => onTaskChange(event.target.value)}
          />
        )}
      </Field>
      <div className="flex flex-col gap-1.5">
        <div className="flex gap-2">
          <Button
            variant="primary"
            onClick={() => {
              if (!stepDisabled) onStep();
            }}
            aria-disabled={stepDisabled || undefined}
            aria-describedby={stepHint ? stepHintId : undefined}
            aria-keyshortcuts={ariaKeyShortcuts("step")}
            title={withShortcut("Step", "step", mac)}
            data-focus-target="step"
            className="flex-1"
          >
            <StepIcon width={13} height={13} />
            {stepping ? "Stepping…" : "Step"}
          </Button>
          <Button onClick={onNewRun} disabled={!inSession || stepping}>
            <PlusIcon width={13} height={13} />
            New run
          </Button>
        </div>
        {step.run ? <RunControls run={step.run} /> : null}
        {stepHint ? (
          <p id={stepHintId} className="text-[11px] text-muted">
            {stepHint}
          </p>
        ) : null}
      </div>
    </Panel>
  );
}
