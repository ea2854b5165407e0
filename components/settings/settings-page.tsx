"use client";

import { useEffect, useState } from "react";
import { AuthBanner } from "@/components/playground/auth-banner";
import { useProviders } from "@/hooks/settings/use-providers";
import { browserApi } from "@/lib/views/shared/browser-api";
import { ProviderAddForm } from "./provider-add-form";
import { ProviderDetail } from "./provider-detail";
import { ProviderList } from "./provider-list";
import { TelemetryNotice } from "./telemetry-notice";

/**
 * The Settings screen: the model providers beside the one open (or the add form). Changes apply
 * to the next model call without a restart; the playground's picker offers the chosen models.
 */
export function SettingsPage() {
  const list = useProviders();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [authenticated, setAuthenticated] = useState<boolean | null>(null);
  useEffect(() => {
    browserApi.auth().then(
      (answer) => setAuthenticated(answer.authenticated),
      () => setAuthenticated(null),
    );
  }, []);
  const selected = list.providers.find((provider) => provider.id === selectedId);
  const reload = list.reload;

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <header className="flex h-11 shrink-0 items-center gap-3 border-b border-line bg-surface px-4">
        <h1 className="text-sm font-semibold">Settings</h1>
        <span className="h-4 w-px bg-line" aria-hidden="true" />
        <span className="truncate text-xs text-muted">
          Model providers: keys, base URLs, models and their defaults
        </span>
        <TelemetryNotice />
      </header>
      {authenticated === false ? <AuthBanner /> : null}
      <div className="flex min-h-0 flex-1 max-md:flex-col">
        <ProviderList
          providers={list.providers}
          loading={list.loading}
          loadError={list.error}
          selectedId={adding ? null : selectedId}
          adding={adding}
          onSelect={(id) => {
            setAdding(false);
            setSelectedId(id);
          }}
          onAdd={() => setAdding(true)}
          onRetry={() => void reload()}
        />
        <div className="flex min-h-0 min-w-0 flex-1 flex-col overflow-auto">
          {adding && list.presets.length === 0 ? (
            // The form starts from the first preset: it waits for the list that brings them.
            <p className="p-4 text-xs text-muted">
              {list.error
                ? `The presets could not be loaded: ${list.error}`
                : "Loading the presets…"}
            </p>
          ) : adding ? (
            <ProviderAddForm
              presets={list.presets}
              onCancel={() => setAdding(false)}
              onAdded={(id) => {
                setAdding(false);
                setSelectedId(id);
                void reload();
              }}
            />
          ) : selected ? (
            <ProviderDetail
              key={selected.id}
              provider={selected}
              onChanged={() => void reload()}
              onDeleted={() => {
                setSelectedId(null);
                void reload();
              }}
            />
          ) : (
            <p className="p-6 text-xs text-muted">
              Pick a provider from the list, or add one: OpenAI, OpenRouter, DeepSeek, Anthropic,
              Ollama, LM Studio, vLLM or any OpenAI-compatible base URL.
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
