"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { ProviderView } from "@/lib/api/providers";
import { errorMessage } from "@/lib/errors";
import { browserProvidersApi } from "@/lib/views/settings/api";
import {
  type ProviderFormState,
  providerFormFrom,
  readProviderPatch,
} from "@/lib/views/settings/form";
import { InlineError } from "./inline-error";
import { ProviderFormFields } from "./provider-form-fields";

/**
 * Edits a stored provider: its name, base URL, key, key variable and headers. Secrets the API
 * answered `[redacted]` stay stored unless retyped. A refusal is shown here; what was typed stays.
 */
export function ProviderEditForm({
  provider,
  onSaved,
  onCancel,
}: {
  provider: ProviderView;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const [form, setForm] = useState<ProviderFormState>(() => providerFormFrom(provider));
  const [problems, setProblems] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const read = readProviderPatch(form);
    if (!read.ok) {
      setProblems(read.problems.map((problem) => problem.message));
      return;
    }
    setSaving(true);
    try {
      await browserProvidersApi.update(provider.id, read.patch);
      onSaved();
    } catch (error) {
      setProblems([errorMessage(error)]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      aria-label={`Edit ${provider.name}`}
      className="flex flex-col gap-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <ProviderFormFields
        form={form}
        onChange={(patch) => {
          setForm((previous) => ({ ...previous, ...patch }));
          setProblems([]);
        }}
      />
      <InlineError label="Provider form error" messages={problems} />
      <div className="flex justify-end gap-2">
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="primary" disabled={saving}>
          {saving ? "Saving…" : "Save"}
        </Button>
      </div>
    </form>
  );
}
