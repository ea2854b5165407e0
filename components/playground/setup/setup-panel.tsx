import { useId } from "react";
import { DialectField } from "@/components/dialects/dialect-field";
import { Button } from "@/components/ui/button";
import { Field, Select, TextArea } from "@/components/ui/field";
import { PlusIcon, StepIcon } from "@/components/ui/icons";
import { Panel } from "@/components/ui/panel";
import { useMacKeyboard } from "@/hooks/shared/use-mac-keyboard";
import type { DialectServer } from "@/lib/dialects/dialect";
import { ariaKeyShortcuts, withShortcut } from "@/lib/views/playground/layout/keyboard-shortcuts";
import { SystemPromptField } from "./prompt-editor/system-prompt-field";
import { RunControls } from "./run-controls";
import { ServerPicker } from "./server-picker";
import type { NamedPromptVersion, SetupView, StepControls } from "./setup-view";

/** No servers and no versions, while none are known. */
const noServers: readonly DialectServer[] = [];
const noVersions: readonly NamedPromptVersion[] = [];

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
    promptCatalog = noServers,
    promptVersions = noVersions,
    onSavePromptVersion,
    onForkSystemPrompt,
    task,
    onTaskChange,
    inSession,
  } = setup;
  const { stepDisabled, stepping, stepHint, onStep, onNewRun } = step;
  const modelListed = models.some((option) => option.id === model);
  const mac = useMacKeyboard();
  const stepHintId = useId();
  const commands = (
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
  );
  return (
    <Panel title="Setup" bodyClassName="flex flex-col gap-3 p-3" footer={commands}>
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
      <DialectField
        value={dialect}
        onChange={onDialectChange}
        hint={inSession ? "fixed for this run" : undefined}
        disabled={inSession}
      />
      <ServerPicker
        inSession={inSession}
        sessionServers={servers}
        picker={serverPicker}
        onSelectionChange={onServerSelectionChange}
        startFailure={startFailure}
      />
      <SystemPromptField
        systemPrompt={systemPrompt}
        systemPromptSource={systemPromptSource}
        onSystemPromptChange={onSystemPromptChange}
        {...(defaultSystemPrompt === undefined ? {} : { defaultSystemPrompt })}
        {...(onResetSystemPrompt === undefined ? {} : { onResetSystemPrompt })}
        promptWrittenForOther={promptWrittenForOther}
        promptRendering={promptRendering}
        inSession={inSession}
        catalog={promptCatalog}
        task={task}
        model={models.find((option) => option.id === model)}
        versions={promptVersions}
        {...(onSavePromptVersion === undefined ? {} : { onSaveVersion: onSavePromptVersion })}
        {...(onForkSystemPrompt === undefined ? {} : { onEditInFork: onForkSystemPrompt })}
      />
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
    </Panel>
  );
}
