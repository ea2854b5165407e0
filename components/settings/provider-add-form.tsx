"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Select } from "@/components/ui/field";
import type { ProviderPresetName } from "@/lib/api/provider-presets";
import type { ProviderPresetView } from "@/lib/api/providers";
import { errorMessage } from "@/lib/errors";
import { providerKindInfo } from "@/lib/llm/providers/provider-kinds";
import { browserProvidersApi } from "@/lib/views/settings/api";
import {
  type ProviderFormState,
  providerFormForPreset,
  readProviderCreate,
  withPreset,
} from "@/lib/views/settings/form";
import { InlineError } from "./inline-error";
import { ProviderFormFields } from "./provider-form-fields";

/** What the preset picker says of a preset: its wire format and where its key comes from. */
function presetHint(preset: ProviderPresetView | undefined): string {
  if (!preset) return "";
  const kind = providerKindInfo(preset.kind).label;
  if (!preset.apiKeyEnv) return kind;
  return `${kind}; ${preset.apiKeyEnv} ${preset.apiKeyEnvSet ? "is set" : "is not set"}`;
}

/**
 * Adds a provider from a preset: the preset fills the name, base URL and key variable, the
 * person types the rest. A refusal (the form's own check, or the API's 400) is shown here and
 * everything typed stays.
 */
export function ProviderAddForm({
  presets,
  onAdded,
  onCancel,
}: {
  presets: ProviderPresetView[];
  onAdded: (id: string) => void;
  onCancel: () => void;
}) {
  const first = presets[0];
  const [form, setForm] = useState<ProviderFormState | null>(() =>
    first ? providerFormForPreset(first) : null,
  );
  const [problems, setProblems] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  if (!form) return <p className="p-4 text-xs text-muted">Loading the presets…</p>;
  const change = (patch: Partial<ProviderFormState>) => {
    setForm({ ...form, ...patch });
    setProblems([]);
  };

  const save = async () => {
    const read = readProviderCreate(form);
    if (!read.ok) {
      setProblems(read.problems.map((problem) => problem.message));
      return;
    }
    setSaving(true);
    try {
      const { id } = await browserProvidersApi.create(read.input);
      onAdded(id);
    } catch (error) {
      setProblems([errorMessage(error)]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      aria-label="Add a provider"
      className="flex w-full max-w-3xl flex-col gap-3 p-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h2 className="text-sm font-semibold">Add a provider</h2>
      <Field label="Preset" hint={presetHint(presets.find((preset) => preset.id === form.preset))}>
        {(id) => (
          <Select
            id={id}
            value={form.preset}
            onChange={(event) => {
              setForm(withPreset(form, presets, event.target.value as ProviderPresetName));
              setProblems([]);
            }}
          >
            {presets.map((preset) => (
              <option key={preset.id} value={preset.id}>
                {preset.id === "custom" ? "Custom (OpenAI-compatible)" : preset.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <ProviderFormFields form={form} onChange={change} />
      <InlineError label="Provider form error" messages={problems} />
      <div className="flex justify-end gap-2">
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="primary" disabled={saving}>
          {saving ? "Adding…" : "Add provider"}
        </Button>
      </div>
    </form>
  );
}
