"use client";

import { useCallback, useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import type { ProviderModelInfo, ProviderView } from "@/lib/api/providers";
import { errorMessage } from "@/lib/errors";
import { browserProvidersApi } from "@/lib/views/settings/api";
import { environmentSource } from "@/lib/views/settings/form";
import {
  filterModelChoices,
  modelChoices,
  sameModels,
  toggleModel,
} from "@/lib/views/settings/models";
import { InlineError } from "./inline-error";

/** Most rows the checklist renders at once; the search narrows the rest. */
const MAX_ROWS = 300;

const inputClass =
  "h-7 w-full rounded-md border border-line-strong bg-surface px-2 text-[13px] text-ink placeholder:text-faint focus:border-accent focus-visible:outline-offset-0";

/**
 * The provider's models: its own list fetched and offered as a searchable checklist; the chosen
 * ones, once saved, are offered in the playground's model picker. An environment provider's
 * models come from its `…_MODEL` variable and are shown, not changed.
 */
export function ProviderModels({
  provider,
  fetchRequest,
  onSaved,
}: {
  provider: ProviderView;
  /** Changes when the list should be fetched again (after a successful connection test). */
  fetchRequest: number;
  onSaved: () => void;
}) {
  const [listed, setListed] = useState<ProviderModelInfo[] | undefined>(undefined);
  const [fetching, setFetching] = useState(false);
  const [listError, setListError] = useState<string | null>(null);
  const [query, setQuery] = useState("");
  const [chosen, setChosen] = useState<string[]>(provider.models);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const headingId = useId();
  const readOnly = provider.readOnly;

  const fetchList = useCallback(async () => {
    setFetching(true);
    setListError(null);
    try {
      setListed((await browserProvidersApi.models(provider.id)).models);
    } catch (error) {
      setListError(errorMessage(error));
    } finally {
      setFetching(false);
    }
  }, [provider.id]);

  useEffect(() => {
    if (fetchRequest > 0) void fetchList();
  }, [fetchRequest, fetchList]);

  const save = async () => {
    setSaving(true);
    setSaveError(null);
    setSaved(false);
    try {
      await browserProvidersApi.update(provider.id, { models: chosen.length > 0 ? chosen : null });
      setSaved(true);
      onSaved();
    } catch (error) {
      setSaveError(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  const choices = modelChoices(listed, chosen);
  const shown = filterModelChoices(choices, query);
  const changed = !sameModels(chosen, provider.models);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <div className="flex items-center gap-2">
        <h3 id={headingId} className="text-xs font-semibold">
          Models
        </h3>
        <span className="text-[11px] text-muted">
          {readOnly
            ? `from ${environmentSource(provider).modelsVariable} (comma-separated)`
            : "the chosen ones appear in the playground's model picker"}
        </span>
        <Button size="sm" className="ml-auto" disabled={fetching} onClick={() => void fetchList()}>
          {fetching ? "Fetching…" : listed ? "Fetch again" : "Fetch models"}
        </Button>
      </div>
      <InlineError label="Model list error" messages={listError ? [listError] : []} />
      {choices.length > 0 ? (
        <input
          type="search"
          aria-label="Search models"
          placeholder={`Search ${choices.length} model${choices.length === 1 ? "" : "s"}`}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className={inputClass}
        />
      ) : (
        <p className="text-xs text-muted">
          {listed
            ? "The provider listed no models."
            : readOnly
              ? "No models chosen. Fetch the list to see what the provider offers."
              : "No models chosen yet. Fetch the provider's list and tick the ones to use."}
        </p>
      )}
      {choices.length > 0 ? (
        <ul
          aria-label={`Models of ${provider.name}`}
          className="flex max-h-80 flex-col overflow-auto rounded-md border border-line"
        >
          {shown.slice(0, MAX_ROWS).map((choice) => (
            <li key={choice.id} className="border-b border-line last:border-b-0">
              <label className="flex cursor-pointer items-center gap-2 px-2 py-1 text-xs hover:bg-raised">
                <input
                  type="checkbox"
                  aria-label={choice.id}
                  checked={choice.chosen}
                  disabled={readOnly}
                  onChange={(event) => {
                    setChosen(toggleModel(chosen, choice.id, event.target.checked));
                    setSaved(false);
                  }}
                />
                <span className="font-mono">{choice.id}</span>
                {choice.label ? <span className="text-muted">{choice.label}</span> : null}
                <span className="ml-auto truncate text-[11px] text-muted">
                  {choice.listed ? choice.detail : listed ? "not in the provider's list" : ""}
                </span>
              </label>
            </li>
          ))}
          {shown.length === 0 ? (
            <li className="px-2 py-1 text-xs text-muted">No model matches “{query}”.</li>
          ) : null}
          {shown.length > MAX_ROWS ? (
            <li className="px-2 py-1 text-xs text-muted">
              {shown.length - MAX_ROWS} more: narrow the search.
            </li>
          ) : null}
        </ul>
      ) : null}
      {readOnly ? null : (
        <div className="flex items-center gap-2">
          <Button
            variant="primary"
            size="sm"
            disabled={!changed || saving}
            onClick={() => void save()}
          >
            {saving ? "Saving…" : "Save models"}
          </Button>
          <output aria-label="Models saved" className="text-[11px] text-muted">
            {changed
              ? `${chosen.length} chosen, not saved yet`
              : saved
                ? `Saved: the playground offers ${chosen.length} model${chosen.length === 1 ? "" : "s"} of ${provider.name}.`
                : null}
          </output>
          {saved && !changed ? (
            <a href="/" className="text-[11px] text-accent underline">
              Open the playground
            </a>
          ) : null}
        </div>
      )}
      <InlineError label="Save models error" messages={saveError ? [saveError] : []} />
    </section>
  );
}
