"use client";

import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/alert-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { PencilIcon, TrashIcon } from "@/components/ui/icons";
import type { ProviderView } from "@/lib/api/providers";
import { errorMessage } from "@/lib/errors";
import { browserProvidersApi } from "@/lib/views/settings/api";
import { environmentSource, keySourceSentence } from "@/lib/views/settings/form";
import { InlineError } from "./inline-error";
import { ModelDefaultsList } from "./model-defaults-list";
import { ProviderEditForm } from "./provider-edit-form";
import { ProviderModels } from "./provider-models";
import { ProviderTest } from "./provider-test";

/**
 * One provider's settings: where it is and where its key comes from, Test connection, its
 * models and their defaults; a stored one can be edited and deleted (after a confirmation), an
 * environment one says which variables to change instead.
 */
export function ProviderDetail({
  provider,
  onChanged,
  onDeleted,
}: {
  provider: ProviderView;
  onChanged: () => void;
  onDeleted: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [fetchRequest, setFetchRequest] = useState(0);
  const source = provider.readOnly ? environmentSource(provider) : null;

  const remove = async () => {
    setDeleteError(null);
    try {
      await browserProvidersApi.remove(provider.id);
      onDeleted();
    } catch (error) {
      setDeleteError(errorMessage(error));
    }
  };

  return (
    <section
      aria-label={`Provider ${provider.name}`}
      className="flex w-full max-w-3xl flex-col gap-4 p-4"
    >
      <header className="flex flex-wrap items-start gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="flex items-center gap-2 text-sm font-semibold">
            {provider.name}
            {provider.readOnly ? <Badge tone="warning">read-only</Badge> : <Badge>stored</Badge>}
          </h2>
          <p className="truncate font-mono text-xs text-muted">{provider.baseUrl}</p>
          <p className="text-xs text-muted">
            {provider.kind} · id <span className="font-mono">{provider.id}</span> ·{" "}
            {keySourceSentence(provider)}
            {provider.headers ? ` · headers ${Object.keys(provider.headers).join(", ")}` : ""}
          </p>
        </div>
        {provider.readOnly || editing ? null : (
          <div className="ml-auto flex gap-1">
            <Button size="sm" onClick={() => setEditing(true)}>
              <PencilIcon width={12} height={12} />
              Edit
            </Button>
            <ConfirmDialog
              trigger={
                <Button size="sm" variant="danger">
                  <TrashIcon width={12} height={12} />
                  Delete
                </Button>
              }
              title={`Delete ${provider.name}?`}
              description={`Its stored key and settings are removed, and its ${provider.models.length} model${provider.models.length === 1 ? "" : "s"} leave the playground's picker. Sessions already run keep their history.`}
              confirmLabel="Delete provider"
              onConfirm={() => void remove()}
            />
          </div>
        )}
      </header>
      {source ? (
        <p className="rounded-md border border-warning/30 bg-warning-soft px-3 py-2 text-xs text-ink">
          Comes from the environment variable <code className="font-mono">{source.variable}</code>,
          its models from <code className="font-mono">{source.modelsVariable}</code>. Change the
          variables and restart Loupe, or add a provider here to configure it in the page.
        </p>
      ) : null}
      <InlineError label="Delete error" messages={deleteError ? [deleteError] : []} />
      {editing ? (
        <ProviderEditForm
          provider={provider}
          onCancel={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            onChanged();
          }}
        />
      ) : null}
      <ProviderTest
        providerId={provider.id}
        onSucceeded={() => setFetchRequest((count) => count + 1)}
      />
      <ProviderModels provider={provider} fetchRequest={fetchRequest} onSaved={onChanged} />
      {provider.readOnly ? null : <ModelDefaultsList provider={provider} onSaved={onChanged} />}
    </section>
  );
}
