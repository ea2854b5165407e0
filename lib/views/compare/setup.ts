import {
  type ComparisonDraft,
  type ComparisonSource,
  type CreateComparisonInput,
  MAX_COMPARISON_COLUMNS,
  MIN_COMPARISON_COLUMNS,
} from "@/lib/api/comparisons";
import { DIALECT_IDS, type DialectId } from "@/lib/dialects/dialect-ids";
import type { ModelParams } from "@/lib/llm/model-request";
import type { ServerListItem } from "@/lib/mcp/server-config";

/**
 * One column of the setup: its model, and the dialect (null: shared), label, system prompt and
 * temperature it has of its own (empty: the shared prompt, the provider's temperature), as typed.
 */
export interface SetupColumn {
  /** Stable while columns are added and removed, for React's keys and the fields' ids. */
  key: string;
  model: string;
  dialect: DialectId | null;
  label: string;
  systemPrompt: string;
  temperature: string;
}

/** What a comparison starts with, as the setup edits it. */
export interface CompareSetup {
  task: string;
  dialect: DialectId;
  /** Empty: each column's dialect's default prompt. */
  systemPrompt: string;
  columns: SetupColumn[];
  /** The session or capture it starts from, when a person chose Compare there. */
  from: ComparisonSource | null;
}

/** The key the next added column gets: one past the highest so far. */
function nextKey(columns: readonly SetupColumn[]): string {
  const highest = columns.reduce((most, column) => {
    const number = Number(column.key.replace(/^column-/, ""));
    return Number.isFinite(number) ? Math.max(most, number) : most;
  }, -1);
  return `column-${highest + 1}`;
}

/** The columns with one more for `model` (its dialect the shared one unless given). */
export function addColumn(
  columns: readonly SetupColumn[],
  model: string,
  dialect: DialectId | null = null,
): SetupColumn[] {
  if (columns.length >= MAX_COMPARISON_COLUMNS) return [...columns];
  return [
    ...columns,
    {
      key: nextKey(columns),
      model,
      dialect,
      label: "",
      systemPrompt: "",
      temperature: "",
    },
  ];
}

/** "One model, every dialect": a column per dialect the project speaks, all on `model`. */
export function everyDialectColumns(model: string): SetupColumn[] {
  return DIALECT_IDS.reduce<SetupColumn[]>(
    (columns, dialect) => addColumn(columns, model, dialect),
    [],
  );
}

/** One column per model, in the shared dialect. */
export function modelColumns(models: readonly string[]): SetupColumn[] {
  return models
    .slice(0, MAX_COMPARISON_COLUMNS)
    .reduce<SetupColumn[]>((columns, model) => addColumn(columns, model), []);
}

/** The setup a new comparison starts with: the demo model against its sloppy variant. */
export function initialSetup(task: string): CompareSetup {
  return {
    task,
    dialect: "xml",
    systemPrompt: "",
    columns: modelColumns(["demo", "demo-sloppy"]),
    from: null,
  };
}

/**
 * The setup for a comparison started on a session or capture: its task, dialect and prompt, its
 * own model in the first column and the first other offered model beside it (two at least).
 */
export function setupFromDraft(draft: ComparisonDraft, offered: readonly string[]): CompareSetup {
  const models = [...new Set(draft.models)];
  for (const model of offered) {
    if (models.length >= MIN_COMPARISON_COLUMNS) break;
    if (!models.includes(model)) models.push(model);
  }
  return {
    task: draft.task,
    dialect: draft.dialect,
    systemPrompt: draft.systemPrompt ?? "",
    columns: modelColumns(models),
    from: draft.from,
  };
}

/** Why the setup cannot start a comparison, or null when it can. */
export function setupProblem(setup: CompareSetup): string | null {
  if (setup.task.trim() === "") return "Write the task the columns share.";
  const count = setup.columns.length;
  if (count < MIN_COMPARISON_COLUMNS || count > MAX_COMPARISON_COLUMNS) {
    return `A comparison has ${MIN_COMPARISON_COLUMNS} to ${MAX_COMPARISON_COLUMNS} columns; this one has ${count}.`;
  }
  const empty = setup.columns.findIndex((column) => column.model.trim() === "");
  if (empty >= 0) return `Column ${empty + 1} has no model.`;
  for (const [index, column] of setup.columns.entries()) {
    const params = columnParams(column);
    if (typeof params === "string") return `Column ${index + 1}: ${params}`;
  }
  return null;
}

/** A column's own params (its temperature) as typed, read; a string says why they do not read. */
function columnParams(column: SetupColumn): ModelParams | undefined | string {
  const params: ModelParams = {};
  const temperature = column.temperature.trim();
  if (temperature !== "") {
    const value = Number(temperature);
    if (!Number.isFinite(value) || value < 0 || value > 2) {
      return "the temperature is a number from 0 to 2.";
    }
    params.temperature = value;
  }
  return Object.keys(params).length === 0 ? undefined : params;
}

/**
 * The body of `POST /api/comparisons` for the setup. `servers` undefined leaves them out: the
 * demo weather server alone, or the source's own servers (their secrets kept) when it has `from`.
 */
export function createComparisonInput(
  setup: CompareSetup,
  servers: ServerListItem[] | undefined,
): CreateComparisonInput {
  const systemPrompt = setup.systemPrompt.trim();
  return {
    ...(setup.from ? { from: setup.from } : {}),
    task: setup.task,
    ...(servers === undefined ? {} : { servers }),
    dialect: setup.dialect,
    ...(systemPrompt === "" ? {} : { systemPrompt: setup.systemPrompt }),
    columns: setup.columns.map((column) => {
      const label = column.label.trim();
      const params = columnParams(column);
      return {
        model: column.model,
        ...(column.dialect === null ? {} : { dialect: column.dialect }),
        ...(column.systemPrompt.trim() === "" ? {} : { systemPrompt: column.systemPrompt }),
        ...(typeof params === "object" ? { params } : {}),
        ...(label === "" ? {} : { label }),
      };
    }),
  };
}
