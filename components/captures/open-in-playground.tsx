"use client";

import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/field";
import { useOpenInPlayground } from "@/hooks/captures/use-open-in-playground";

/**
 * Open in playground: a model picker (the playground's list) and the button that starts a
 * session from the capture's request and goes there to step it.
 */
export function OpenInPlayground({ captureId }: { captureId: string }) {
  const open = useOpenInPlayground(captureId);
  const selectId = useId();
  const problem = open.error ?? open.modelsError;
  return (
    <fieldset className="flex items-center gap-1.5" aria-label="Open in playground">
      <label htmlFor={selectId} className="text-muted">
        Model
      </label>
      <Select
        id={selectId}
        compact
        value={open.model}
        disabled={open.opening}
        onChange={(event) => open.setModel(event.target.value)}
      >
        {open.models.length === 0 ? <option value="">No models loaded</option> : null}
        {open.models.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </Select>
      <Button size="sm" onClick={open.open} disabled={open.opening || open.model === ""}>
        {open.opening ? "Opening…" : "Open in playground"}
      </Button>
      {problem ? (
        <span role="alert" className="text-danger">
          {problem}
        </span>
      ) : null}
    </fieldset>
  );
}
