"use client";

import { useId, useMemo, useRef } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { usePromptCounts } from "@/hooks/playground/use-prompt-counts";
import type { ModelListing } from "@/lib/api/models";
import type { DialectServer } from "@/lib/dialects/dialect";
import {
  findPlaceholders,
  PLACEHOLDER_NAMES,
  renderPromptTemplate,
} from "@/lib/prompts/placeholders";
import { promptOutline } from "@/lib/views/playground/setup/prompt-outline";
import type { NamedPromptVersion } from "../setup-view";
import { CodeEditor, type EditorHandle } from "./code-editor";
import { PromptOutline } from "./prompt-outline";
import { PromptPreview } from "./prompt-preview";
import { PromptStatus } from "./prompt-status";
import { PromptVersions } from "./prompt-versions";

/** What the system prompt field shows and edits. */
export interface SystemPromptFieldProps {
  systemPrompt: string;
  /** The open session's saved prompt, else the default for the chosen servers. */
  systemPromptSource: string | undefined;
  onSystemPromptChange: (text: string) => void;
  defaultSystemPrompt?: string;
  onResetSystemPrompt?: () => void;
  promptWrittenForOther: "dialect" | "servers" | null;
  promptRendering: boolean;
  inSession: boolean;
  /** What the placeholders are filled from: the chosen (or the session's) servers, the task. */
  catalog: readonly DialectServer[];
  task: string;
  /** The chosen model, whose counter counts the tokens. */
  model: ModelListing | undefined;
  versions: readonly NamedPromptVersion[];
  /** Saves the prompt as a named version; absent when no session holds the setup yet. */
  onSaveVersion?: (name: string) => Promise<void>;
  /** Sends the edited prompt to a fork instead of this session (absent: no session to fork). */
  onEditInFork?: () => void;
}

/**
 * The system prompt editor: CodeMirror with the placeholders marked, the counts of what the
 * model receives (by the model's counter, named beside the count), unknown placeholders
 * flagged, the status and reset, the outline, the rendered preview and the named versions.
 */
export function SystemPromptField(props: SystemPromptFieldProps) {
  const { systemPrompt, systemPromptSource, onSystemPromptChange, inSession } = props;
  const labelId = useId();
  const helpId = useId();
  const editor = useRef<EditorHandle | null>(null);
  const context = useMemo(
    () => ({ servers: props.catalog, task: props.task, now: new Date() }),
    [props.catalog, props.task],
  );
  const rendered = useMemo(
    () => renderPromptTemplate(systemPrompt, context),
    [systemPrompt, context],
  );
  const uses = useMemo(() => findPlaceholders(systemPrompt), [systemPrompt]);
  const unknown = [...new Set(uses.filter((use) => !use.known).map((use) => `{{${use.name}}}`))];
  const counts = usePromptCounts(rendered, props.model);
  const outline = useMemo(
    () => promptOutline(systemPrompt, counts.count, (part) => renderPromptTemplate(part, context)),
    [systemPrompt, counts.count, context],
  );
  const edited = systemPromptSource !== undefined && systemPrompt !== systemPromptSource;
  const canReset =
    props.onResetSystemPrompt !== undefined &&
    props.defaultSystemPrompt !== undefined &&
    systemPrompt !== props.defaultSystemPrompt;
  const estimated = counts.totalLabel.startsWith("≈");
  return (
    <div className="flex min-h-min min-w-0 flex-1 flex-col gap-1">
      <div className="flex items-baseline justify-between gap-2">
        <span id={labelId} className="text-xs font-medium text-ink">
          System prompt
        </span>
        <span className="truncate text-[11px] text-muted tabular-nums" data-testid="prompt-counts">
          {rendered.length.toLocaleString("en-US")} chars ·{" "}
          {estimated
            ? `~${counts.total.toLocaleString("en-US")} tokens · ${counts.totalLabel}`
            : `${counts.total.toLocaleString("en-US")} ${counts.totalLabel}`}
        </span>
      </div>
      <CodeEditor
        value={systemPrompt}
        onChange={onSystemPromptChange}
        labelledBy={labelId}
        describedBy={helpId}
        placeholderText="Loading the default system prompt…"
        handle={editor}
      />
      <p id={helpId} className="text-[11px] text-muted">
        Placeholders: {PLACEHOLDER_NAMES.map((name) => `{{${name}}}`).join(" ")}
      </p>
      {unknown.length > 0 ? (
        <p className="flex flex-wrap items-center gap-1 text-[11px] text-muted" role="status">
          <Badge tone="warning">unknown placeholder</Badge>
          <span className="font-mono">{unknown.join(" ")}</span>
          <span>sent as written</span>
        </p>
      ) : null}
      {!inSession && props.promptRendering ? (
        <p className="text-[11px] text-muted" role="status">
          Rendering the default prompt for the chosen servers…
        </p>
      ) : null}
      <PromptStatus
        inSession={inSession}
        edited={edited}
        writtenForOther={props.promptWrittenForOther}
        onRevert={() => onSystemPromptChange(systemPromptSource ?? "")}
        {...(canReset ? { onReset: props.onResetSystemPrompt } : {})}
      />
      {inSession && edited && props.onEditInFork ? (
        <Button
          size="sm"
          variant="secondary"
          className="w-fit"
          aria-label="Edit the system prompt in a fork"
          title="Start a new session from the latest turn with this prompt; this one stays as it was"
          onClick={props.onEditInFork}
        >
          Edit in a fork
        </Button>
      ) : null}
      <PromptOutline
        rows={outline}
        tokenLabel={counts.sectionLabel}
        onReveal={(offset) => editor.current?.reveal(offset)}
      />
      <PromptPreview rendered={rendered} placeholders={uses.filter((use) => use.known).length} />
      <PromptVersions
        versions={props.versions}
        canSave={props.onSaveVersion !== undefined}
        onSave={props.onSaveVersion ?? (() => Promise.resolve())}
        onLoad={(version) => onSystemPromptChange(version.text)}
      />
    </div>
  );
}
