"use client";

import { useId } from "react";
import type { ProviderView } from "@/lib/api/providers";
import { summarizeModelDefaults } from "@/lib/views/settings/model-defaults";
import { ModelDefaultsForm } from "./model-defaults-form";

/** Per-model defaults of a stored provider: one folding form per chosen model. */
export function ModelDefaultsList({
  provider,
  onSaved,
}: {
  provider: ProviderView;
  onSaved: () => void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <div className="flex items-baseline gap-2">
        <h3 id={headingId} className="text-xs font-semibold">
          Per-model defaults
        </h3>
        <span className="text-[11px] text-muted">used where the session sets none</span>
      </div>
      {provider.models.length === 0 ? (
        <p className="text-xs text-muted">Choose and save models first.</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {provider.models.map((model) => (
            <li key={model}>
              <details className="rounded-md border border-line">
                <summary className="flex cursor-pointer items-center gap-2 px-2 py-1.5 text-xs">
                  <span className="font-mono">{model}</span>
                  <span className="truncate text-[11px] text-muted">
                    {summarizeModelDefaults(provider.modelDefaults[model])}
                  </span>
                </summary>
                <div className="border-t border-line p-2">
                  <ModelDefaultsForm provider={provider} model={model} onSaved={onSaved} />
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
