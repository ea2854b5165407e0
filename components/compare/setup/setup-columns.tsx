import { Button } from "@/components/ui/button";
import { inputClassName, Select, TextArea } from "@/components/ui/field";
import { PlusIcon } from "@/components/ui/icons";
import { MAX_COMPARISON_COLUMNS } from "@/lib/api/comparisons";
import type { ModelListing } from "@/lib/api/models";
import { dialectChoices } from "@/lib/dialects";
import type { DialectId } from "@/lib/dialects/dialect-ids";
import {
  addColumn,
  everyDialectColumns,
  modelColumns,
  type SetupColumn,
} from "@/lib/views/compare/setup";

const dialectOptions = dialectChoices();

/**
 * The setup's columns: each one's model (anything the playground's picker offers), and the
 * dialect, label, system prompt and temperature it may have of its own; add or remove columns, or
 * start from a preset.
 */
export function SetupColumns({
  columns,
  models,
  sharedDialect,
  onChange,
}: {
  columns: SetupColumn[];
  models: ModelListing[];
  sharedDialect: DialectId;
  onChange: (columns: SetupColumn[]) => void;
}) {
  const firstModel = columns[0]?.model ?? "demo";
  const change = (key: string, changes: Partial<SetupColumn>) =>
    onChange(columns.map((column) => (column.key === key ? { ...column, ...changes } : column)));
  return (
    <fieldset className="flex min-w-0 flex-col gap-2 text-xs">
      <legend className="mb-1.5 font-medium">Columns</legend>
      <div className="flex flex-wrap items-center gap-1.5">
        <span className="text-[11px] text-muted">Presets:</span>
        <Button size="sm" onClick={() => onChange(everyDialectColumns(firstModel))}>
          One model, every dialect
        </Button>
        <Button size="sm" onClick={() => onChange(modelColumns(["demo", "demo-sloppy"]))}>
          demo against demo-sloppy
        </Button>
      </div>
      <ol aria-label="Columns" className="flex flex-col gap-1.5">
        {columns.map((column, index) => {
          const name = `column ${index + 1}`;
          const listed = models.some((model) => model.id === column.model);
          return (
            <li
              key={column.key}
              className="grid grid-cols-[1.5rem_minmax(0,2fr)_minmax(0,1.2fr)_minmax(0,1.5fr)_auto] items-center gap-1.5"
            >
              <span className="text-right font-mono text-muted">{index + 1}</span>
              <Select
                compact
                aria-label={`Model of ${name}`}
                value={column.model}
                onChange={(event) => change(column.key, { model: event.target.value })}
              >
                {listed ? null : <option value={column.model}>{column.model}</option>}
                {models.map((model) => (
                  <option key={model.id} value={model.id}>
                    {model.label}
                  </option>
                ))}
              </Select>
              <Select
                compact
                aria-label={`Dialect of ${name}`}
                value={column.dialect ?? ""}
                onChange={(event) =>
                  change(column.key, {
                    dialect: event.target.value === "" ? null : (event.target.value as DialectId),
                  })
                }
              >
                <option value="">shared ({sharedDialect})</option>
                {dialectOptions.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.label}
                  </option>
                ))}
              </Select>
              <input
                aria-label={`Label of ${name}`}
                placeholder="label (optional)"
                className={`${inputClassName} h-6 text-xs`}
                value={column.label}
                onChange={(event) => change(column.key, { label: event.target.value })}
              />
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Remove ${name}`}
                disabled={columns.length <= 1}
                onClick={() => onChange(columns.filter((other) => other.key !== column.key))}
              >
                Remove
              </Button>
              <details
                className="col-span-full ml-7 rounded-md border border-line"
                open={column.systemPrompt !== "" || column.temperature !== ""}
              >
                <summary className="cursor-pointer px-2 py-0.5 text-[11px] text-muted">
                  Own prompt and temperature of {name}
                </summary>
                <div className="flex flex-col gap-1.5 border-t border-line p-2">
                  <TextArea
                    mono
                    rows={3}
                    aria-label={`System prompt of ${name}`}
                    placeholder="empty: the shared prompt"
                    value={column.systemPrompt}
                    onChange={(event) => change(column.key, { systemPrompt: event.target.value })}
                  />
                  <input
                    aria-label={`Temperature of ${name}`}
                    placeholder="temperature (0 to 2; empty: the provider's)"
                    inputMode="decimal"
                    className={`${inputClassName} h-6 w-72 text-xs`}
                    value={column.temperature}
                    onChange={(event) => change(column.key, { temperature: event.target.value })}
                  />
                </div>
              </details>
            </li>
          );
        })}
      </ol>
      <Button
        size="sm"
        className="self-start"
        disabled={columns.length >= MAX_COMPARISON_COLUMNS}
        onClick={() => onChange(addColumn(columns, firstModel))}
      >
        <PlusIcon width={12} height={12} />
        Add column
      </Button>
      <p className="text-[11px] text-muted">
        {columns.length} of at most {MAX_COMPARISON_COLUMNS} columns; a comparison needs two.
      </p>
    </fieldset>
  );
}
