"use client";

import { clsx } from "clsx";
import { useId } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { PlusIcon } from "@/components/ui/icons";
import type { ProviderView } from "@/lib/api/providers";
import { environmentSource } from "@/lib/views/settings/form";
import { InlineError } from "./inline-error";

/**
 * The providers: environment ones first, marked read-only with the variable they come from,
 * then those added in the page; each opens its settings. "Add provider" opens the add form.
 */
export function ProviderList({
  providers,
  loading,
  loadError,
  selectedId,
  adding,
  onSelect,
  onAdd,
  onRetry,
}: {
  providers: ProviderView[];
  loading: boolean;
  loadError: string | null;
  selectedId: string | null;
  adding: boolean;
  onSelect: (id: string) => void;
  onAdd: () => void;
  onRetry: () => void;
}) {
  const headingId = useId();
  return (
    <nav
      aria-labelledby={headingId}
      className="flex w-72 shrink-0 flex-col gap-2 border-r border-line bg-surface p-2 max-md:w-full max-md:border-r-0 max-md:border-b"
    >
      <div className="flex items-center gap-2 px-1">
        <h2 id={headingId} className="text-xs font-semibold">
          Providers
        </h2>
        <Button
          size="sm"
          variant={adding ? "secondary" : "primary"}
          className="ml-auto"
          onClick={onAdd}
        >
          <PlusIcon width={12} height={12} />
          Add provider
        </Button>
      </div>
      <InlineError label="Provider list error" messages={loadError ? [loadError] : []} />
      {loadError ? (
        <Button size="sm" className="self-start" onClick={onRetry}>
          Retry
        </Button>
      ) : null}
      {loading && providers.length === 0 && !loadError ? (
        <p className="px-1 text-xs text-muted">Loading the providers…</p>
      ) : null}
      {!loading && providers.length === 0 && !loadError ? (
        <p className="px-1 text-xs text-muted">
          No provider yet: the demo models work without one. Add a provider to use a real model.
        </p>
      ) : null}
      <ul aria-label="Providers" className="flex min-h-0 flex-col gap-0.5 overflow-auto">
        {providers.map((provider) => {
          const selected = provider.id === selectedId;
          return (
            <li key={provider.id}>
              <button
                type="button"
                aria-current={selected ? "true" : undefined}
                aria-label={provider.name}
                aria-describedby={`${headingId}-${provider.id}`}
                onClick={() => onSelect(provider.id)}
                className={clsx(
                  "flex w-full cursor-pointer flex-col gap-0.5 rounded-md px-2 py-1.5 text-left focus-visible:-outline-offset-2",
                  selected ? "bg-accent-soft" : "hover:bg-raised",
                )}
              >
                <span
                  className={clsx(
                    "truncate text-xs font-medium",
                    selected ? "text-accent" : "text-ink",
                  )}
                >
                  {provider.name}
                </span>
                <span
                  id={`${headingId}-${provider.id}`}
                  className="flex min-w-0 items-center gap-1"
                >
                  {provider.readOnly ? (
                    <Badge tone="warning" title="Change the variables and restart Loupe">
                      read-only · {environmentSource(provider).variable}
                    </Badge>
                  ) : (
                    <Badge>{provider.kind}</Badge>
                  )}
                  <span className="truncate text-[10px] text-muted">
                    {provider.models.length} model{provider.models.length === 1 ? "" : "s"}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
