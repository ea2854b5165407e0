"use client";

import { type FormEvent, useId, useMemo, useState } from "react";
import { MessageList } from "@/components/inspector/prompts/prompt-content";
import { FailureNote } from "@/components/inspector/resources/resource-failure";
import { Button } from "@/components/ui/button";
import { Field, inputClassName, Select, TextArea } from "@/components/ui/field";
import { JsonViewer } from "@/components/ui/json-viewer";
import type { PendingRequest } from "@/lib/api/inspector";
import type { ModelListing } from "@/lib/api/models";
import { errorMessage } from "@/lib/errors";
import { browserPendingDraftApi } from "@/lib/views/inspector/pending/api";
import {
  draftFromResult,
  emptySamplingDraft,
  type SamplingFormValues,
  STOP_REASONS,
  samplingAnswer,
  samplingDecline,
  samplingRequestView,
} from "@/lib/views/inspector/pending/sampling";
import { browserApi } from "@/lib/views/shared/browser-api";
import type { SendAnswer } from "./pending-item";

/**
 * A `sampling/createMessage` request (messages, system prompt, preferences, limits) and its
 * answer: written by hand, or drafted by a chosen model and edited, then approved and sent; or
 * declined (a JSON-RPC error).
 */
export function SamplingAnswer({
  request,
  serverId,
  busy,
  send,
}: {
  request: PendingRequest;
  serverId: string;
  busy: boolean;
  send: SendAnswer;
}) {
  const view = useMemo(() => samplingRequestView(request.params), [request.params]);
  const [draft, setDraft] = useState<SamplingFormValues>(() => emptySamplingDraft(view));
  const [problems, setProblems] = useState<string[]>([]);
  const stopListId = useId();
  const change = (patch: Partial<SamplingFormValues>) =>
    setDraft((previous) => ({ ...previous, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = samplingAnswer(draft);
    if ("problems" in read) {
      setProblems(read.problems);
      return;
    }
    setProblems([]);
    send(read.answer);
  };

  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
        {view.systemPrompt !== undefined ? (
          <>
            <dt className="text-muted">System prompt</dt>
            <dd className="whitespace-pre-wrap">{view.systemPrompt}</dd>
          </>
        ) : null}
        {view.maxTokens !== undefined ? (
          <>
            <dt className="text-muted">Max tokens</dt>
            <dd>{view.maxTokens}</dd>
          </>
        ) : null}
        {view.temperature !== undefined ? (
          <>
            <dt className="text-muted">Temperature</dt>
            <dd>{view.temperature}</dd>
          </>
        ) : null}
        {view.stopSequences?.length ? (
          <>
            <dt className="text-muted">Stop sequences</dt>
            <dd className="font-mono">
              {view.stopSequences.map((item) => JSON.stringify(item)).join(", ")}
            </dd>
          </>
        ) : null}
        {view.includeContext !== undefined ? (
          <>
            <dt className="text-muted">Include context</dt>
            <dd>{view.includeContext}</dd>
          </>
        ) : null}
      </dl>
      {view.modelPreferences !== undefined ? (
        <JsonViewer value={view.modelPreferences} label="modelPreferences" />
      ) : null}
      <MessageList messages={view.messages} label="Sampling messages" />
      <ModelDraft
        serverId={serverId}
        requestId={request.requestId}
        disabled={busy}
        onDraft={(proposed) => {
          setDraft(proposed);
          setProblems([]);
        }}
      />
      <form
        onSubmit={submit}
        aria-label="Answer the sampling request"
        className="flex flex-col gap-2"
      >
        <Field label="Response text">
          {(id) => (
            <TextArea
              id={id}
              rows={4}
              value={draft.text}
              onChange={(event) => change({ text: event.target.value })}
            />
          )}
        </Field>
        <div className="grid grid-cols-2 gap-2">
          <Field label="Model name" hint="required">
            {(id) => (
              <input
                id={id}
                className={inputClassName}
                value={draft.model}
                aria-required
                onChange={(event) => change({ model: event.target.value })}
              />
            )}
          </Field>
          <Field label="Stop reason">
            {(id) => (
              <>
                <input
                  id={id}
                  className={inputClassName}
                  list={stopListId}
                  value={draft.stopReason}
                  onChange={(event) => change({ stopReason: event.target.value })}
                />
                <datalist id={stopListId}>
                  {STOP_REASONS.map((reason) => (
                    <option key={reason} value={reason} />
                  ))}
                </datalist>
              </>
            )}
          </Field>
        </div>
        {problems.length > 0 ? <FailureNote message={problems.join(" ")} /> : null}
        <div className="flex gap-2">
          <Button type="submit" variant="primary" size="sm" disabled={busy}>
            Approve and send
          </Button>
          <Button
            variant="danger"
            size="sm"
            disabled={busy}
            onClick={() => send(samplingDecline())}
          >
            Decline
          </Button>
        </div>
      </form>
    </div>
  );
}

/** Picks a model and asks it for a proposed answer, which fills the hand form (nothing is sent). */
function ModelDraft({
  serverId,
  requestId,
  disabled,
  onDraft,
}: {
  serverId: string;
  requestId: string | number;
  disabled: boolean;
  onDraft: (draft: SamplingFormValues) => void;
}) {
  const [models, setModels] = useState<ModelListing[] | null>(null);
  const [model, setModel] = useState("");
  const [drafting, setDrafting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const loadModels = () => {
    if (models !== null) return;
    setModels([]);
    browserApi.models().then(
      (answer) => {
        setModels(answer.models);
        setModel((current) => current || answer.models[0]?.id || "");
      },
      (failure: unknown) => {
        setModels(null);
        setError(`Could not list the models: ${errorMessage(failure)}`);
      },
    );
  };

  const draft = () => {
    if (model === "") {
      setError("Pick a model to draft with.");
      return;
    }
    setDrafting(true);
    setError(null);
    browserPendingDraftApi.draft(serverId, requestId, model).then(
      (result) => {
        onDraft(draftFromResult(result, model));
        setDrafting(false);
      },
      (failure: unknown) => {
        setError(`The draft failed: ${errorMessage(failure)}`);
        setDrafting(false);
      },
    );
  };

  return (
    <details className="rounded-md border border-line p-2 text-xs" onToggle={loadModels}>
      <summary className="cursor-pointer font-medium">Draft with a model</summary>
      <div className="mt-2 flex items-end gap-2">
        <Field label="Model" className="flex-1">
          {(id) => (
            <Select id={id} value={model} onChange={(event) => setModel(event.target.value)}>
              {models === null || models.length === 0 ? (
                <option value="">No models loaded</option>
              ) : null}
              {(models ?? []).map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button size="md" onClick={draft} disabled={disabled || drafting}>
          {drafting ? "Drafting…" : "Draft"}
        </Button>
      </div>
      <p className="mt-1 text-[11px] text-muted">
        The draft fills the form below; nothing is sent until you approve it.
      </p>
      <FailureNote message={error} className="mt-1" />
    </details>
  );
}
