import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { NamedPromptVersion } from "../setup-view";

/**
 * The prompt's named versions, saved with the session (its log): a name and Save, and each
 * version listed with Load, which puts its text in the editor. Before the first Step they are
 * kept in the setup, and the session that Step creates saves them.
 */
export function PromptVersions({
  versions,
  canSave,
  onSave,
  onLoad,
}: {
  versions: readonly NamedPromptVersion[];
  canSave: boolean;
  onSave: (name: string) => Promise<void>;
  onLoad: (version: NamedPromptVersion) => void;
}) {
  const [name, setName] = useState("");
  const [saving, setSaving] = useState(false);
  const [open, setOpen] = useState(false);
  const inputId = useId();
  const save = async () => {
    const trimmed = name.trim();
    if (trimmed === "" || saving) return;
    setSaving(true);
    try {
      await onSave(trimmed);
      setName("");
    } finally {
      setSaving(false);
    }
  };
  return (
    <details
      className="text-[11px]"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer text-muted">Versions ({versions.length})</summary>
      {/* Drawn only while open: controls in a closed details start transitions that never end. */}
      {open ? (
        <div className="mt-1 flex flex-col gap-1.5">
          <form
            className="flex items-center gap-1"
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <label htmlFor={inputId} className="sr-only">
              Version name
            </label>
            <input
              id={inputId}
              value={name}
              disabled={!canSave}
              placeholder={canSave ? "Name this version" : "Step once to save versions"}
              onChange={(event) => setName(event.target.value)}
              className="h-6 min-w-0 flex-1 rounded-md border border-line-strong bg-surface px-2 text-[11px] text-ink placeholder:text-faint disabled:opacity-60"
            />
            <Button size="sm" type="submit" disabled={!canSave || saving || name.trim() === ""}>
              Save version
            </Button>
          </form>
          {versions.length > 0 ? (
            <ul aria-label="Prompt versions" className="flex flex-col">
              {versions.map((version) => (
                <li
                  key={`${version.at}:${version.name}`}
                  className="flex items-center gap-2 px-1 py-0.5"
                >
                  <span className="min-w-0 flex-1 truncate text-ink">{version.name}</span>
                  <Badge mono>{version.dialect}</Badge>
                  <span className="tabular-nums text-muted">
                    {version.text.length.toLocaleString("en-US")} chars
                  </span>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Load version ${version.name}`}
                    onClick={() => onLoad(version)}
                  >
                    Load
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </details>
  );
}
