"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, TextArea } from "@/components/ui/field";
import type { ProviderView } from "@/lib/api/providers";
import { errorMessage } from "@/lib/errors";
import { browserProvidersApi } from "@/lib/views/settings/api";
import {
  type ModelDefaultsFormState,
  type ModelDefaultsProblem,
  modelDefaultsFormFrom,
  readModelDefaultsForm,
  withModelDefaults,
} from "@/lib/views/settings/model-defaults";
import { InlineError } from "./inline-error";

const inputClass =
  "h-7 w-full rounded-md border border-line-strong bg-surface px-2 text-[13px] text-ink placeholder:text-faint focus:border-accent focus-visible:outline-offset-0";

/**
 * One model's defaults, applied to its requests where the session sets none: temperature, max
 * tokens, stop sequences (one per line) and an extra body merged into the request (JSON; a
 * mistake is named by line and column). A refusal is shown here and what was typed stays.
 */
export function ModelDefaultsForm({
  provider,
  model,
  onSaved,
}: {
  provider: ProviderView;
  model: string;
  onSaved: () => void;
}) {
  const [form, setForm] = useState<ModelDefaultsFormState>(() =>
    modelDefaultsFormFrom(provider.modelDefaults[model]),
  );
  const [problems, setProblems] = useState<ModelDefaultsProblem[]>([]);
  const [apiError, setApiError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const errorId = useId();
  const set = (patch: Partial<ModelDefaultsFormState>) => {
    setForm((previous) => ({ ...previous, ...patch }));
    setProblems([]);
    setApiError(null);
    setSaved(false);
  };
  const invalid = (field: keyof ModelDefaultsFormState) =>
    problems.some((problem) => problem.field === field)
      ? { "aria-invalid": true, "aria-describedby": errorId }
      : {};

  const save = async () => {
    const read = readModelDefaultsForm(form);
    if (!read.ok) {
      setProblems(read.problems);
      return;
    }
    setSaving(true);
    try {
      const all = withModelDefaults(provider.modelDefaults, model, read.defaults);
      await browserProvidersApi.update(provider.id, {
        modelDefaults: Object.keys(all).length > 0 ? all : null,
      });
      setSaved(true);
      onSaved();
    } catch (error) {
      setApiError(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      aria-label={`Defaults of ${model}`}
      className="flex flex-col gap-2"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className="grid grid-cols-2 gap-3 max-sm:grid-cols-1">
        <Field label="Temperature" hint="0 to 2">
          {(id) => (
            <input
              id={id}
              inputMode="decimal"
              value={form.temperature}
              placeholder="provider default"
              onChange={(event) => set({ temperature: event.target.value })}
              className={inputClass}
              {...invalid("temperature")}
            />
          )}
        </Field>
        <Field label="Max tokens">
          {(id) => (
            <input
              id={id}
              inputMode="numeric"
              value={form.maxTokens}
              placeholder="provider default"
              onChange={(event) => set({ maxTokens: event.target.value })}
              className={inputClass}
              {...invalid("maxTokens")}
            />
          )}
        </Field>
      </div>
      <Field label="Stop sequences" hint="one per line">
        {(id) => (
          <TextArea
            id={id}
            mono
            rows={2}
            spellCheck={false}
            value={form.stop}
            onChange={(event) => set({ stop: event.target.value })}
            {...invalid("stop")}
          />
        )}
      </Field>
      <Field label="Extra body" hint="JSON object merged into the request">
        {(id) => (
          <TextArea
            id={id}
            mono
            rows={3}
            spellCheck={false}
            value={form.extraBody}
            placeholder={'{ "top_p": 0.9 }'}
            onChange={(event) => set({ extraBody: event.target.value })}
            {...invalid("extraBody")}
          />
        )}
      </Field>
      <InlineError
        id={errorId}
        label="Model defaults error"
        messages={[...problems.map((problem) => problem.message), ...(apiError ? [apiError] : [])]}
      />
      <div className="flex items-center justify-end gap-2">
        {saved ? <output className="text-[11px] text-muted">Saved.</output> : null}
        <Button type="submit" size="sm" variant="primary" disabled={saving}>
          {saving ? "Saving…" : "Save defaults"}
        </Button>
      </div>
    </form>
  );
}
