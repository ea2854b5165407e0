import {
  MAX_TOOL_CHOICE_CELLS,
  MAX_TOOL_CHOICE_MODELS,
  MAX_TOOL_CHOICE_QUERIES,
  type ToolChoiceInput,
} from "@/lib/api/tool-choice";
import type { DialectServer } from "@/lib/dialects/dialect";
import type { DialectId } from "@/lib/events/types";
import type { ServerListItem } from "@/lib/mcp/server-config";

/** One query row of the form, as typed: its text and the tool expected (empty: none). */
export interface ToolChoiceQueryDraft {
  /** Names the row while rows are added and removed around it. */
  key: string;
  text: string;
  expect: string;
}

/** The form before Run: its query rows, the models ticked and the dialect. */
export interface ToolChoiceDraft {
  queries: ToolChoiceQueryDraft[];
  models: string[];
  dialect: DialectId;
}

/** The rows the form starts with: two weather questions, each expecting its demo tool. */
export const STARTING_QUERIES: readonly ToolChoiceQueryDraft[] = [
  { key: "start-1", text: "What is the weather in New York?", expect: "weather.get_forecast" },
  {
    key: "start-2",
    text: "Are there any weather alerts in California?",
    expect: "weather.get_alerts",
  },
];

/** The rows that hold a query (blank rows are left out), trimmed. */
function filledQueries(draft: ToolChoiceDraft): Array<{ text: string; expect: string }> {
  return draft.queries
    .map((query) => ({ text: query.text.trim(), expect: query.expect.trim() }))
    .filter((query) => query.text !== "");
}

/** Why the draft cannot run yet, or null: no query, no model, or more cells than a matrix runs. */
export function draftProblem(draft: ToolChoiceDraft): string | null {
  const queries = filledQueries(draft).length;
  if (queries === 0) return "Write at least one query.";
  if (draft.models.length === 0) return "Choose at least one model.";
  if (queries > MAX_TOOL_CHOICE_QUERIES) {
    return `A matrix has at most ${MAX_TOOL_CHOICE_QUERIES} queries.`;
  }
  if (draft.models.length > MAX_TOOL_CHOICE_MODELS) {
    return `A matrix has at most ${MAX_TOOL_CHOICE_MODELS} models.`;
  }
  const cells = queries * draft.models.length;
  if (cells > MAX_TOOL_CHOICE_CELLS) {
    return `${queries} queries × ${draft.models.length} models is ${cells} cells; a matrix runs at most ${MAX_TOOL_CHOICE_CELLS}.`;
  }
  return null;
}

/** The body of `POST /api/tool-choice` for the draft and the chosen servers. */
export function toolChoiceInput(
  draft: ToolChoiceDraft,
  servers: readonly ServerListItem[],
): ToolChoiceInput {
  return {
    queries: filledQueries(draft).map((query) =>
      query.expect === "" ? { text: query.text } : { text: query.text, expect: query.expect },
    ),
    models: draft.models,
    dialect: draft.dialect,
    servers: [...servers],
  };
}

/** The tools a query can expect, as `server.tool`, from what the chosen servers offer. */
export function expectableTools(catalog: readonly DialectServer[]): string[] {
  return catalog.flatMap((server) => server.tools.map((tool) => `${server.name}.${tool.name}`));
}

/** The models ticked after one is ticked or unticked, in the order the list offers them. */
export function toggleModel(
  chosen: readonly string[],
  offered: readonly string[],
  model: string,
  on: boolean,
): string[] {
  const next = new Set(chosen);
  if (on) next.add(model);
  else next.delete(model);
  return [
    ...offered.filter((id) => next.has(id)),
    ...chosen.filter((id) => next.has(id) && !offered.includes(id)),
  ];
}
