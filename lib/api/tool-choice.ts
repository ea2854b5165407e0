// The tool-choice matrix's shapes (docs/api.md, "Which tool?"): queries × models, each cell the
// first action a model takes for a query, as both the route and the Compare page read them.
import type { HostActionKind } from "@/lib/dialects/host-action";
import type { DialectId } from "@/lib/events/types";
import type { ServerListItem } from "@/lib/mcp/server-config";

/** Most models a matrix has (its columns). */
export const MAX_TOOL_CHOICE_MODELS = 8;
/** Most queries a matrix has (its rows). */
export const MAX_TOOL_CHOICE_QUERIES = 32;
/** Most cells (queries × models) one matrix runs: each is a model turn. */
export const MAX_TOOL_CHOICE_CELLS = 64;

/** One query of the matrix, and the tool a person expects for it (`server.tool` or a file tool's name). */
export interface ToolChoiceQuery {
  text: string;
  expect?: string;
}

/** Body of `POST /api/tool-choice`. */
export interface ToolChoiceInput {
  queries: ToolChoiceQuery[];
  models: string[];
  dialect?: DialectId;
  /** Left out: the demo weather server alone; `{ id }` names a listed server. */
  servers?: ServerListItem[];
  systemPrompt?: string;
}

/** The first action one model took for one query. */
export interface ToolChoiceCell {
  model: string;
  /** The host's reading of the action; null when the model answered without one. */
  action: HostActionKind | null;
  /** The server of an MCP tool call. */
  server?: string;
  /** The tool called: an MCP tool's name, or a file tool's. */
  tool?: string;
  arguments?: Record<string, unknown>;
  /** Whether the tool is the one expected; null when the query expects none. */
  matches: boolean | null;
  /** The dialect parser's error when the action was malformed. */
  formatError?: string;
  /** The model or transport failed for this cell (the rest of the matrix still ran). */
  error?: { code: string; message: string };
}

/** One query's row of the matrix. */
export interface ToolChoiceRow {
  query: string;
  expect?: string;
  cells: ToolChoiceCell[];
}

/** Per model over the whole matrix. */
export interface ToolChoiceTotal {
  model: string;
  /** Cells whose tool was the one expected. */
  matches: number;
  /** Cells whose query expected a tool. */
  expected: number;
  formatErrors: number;
}

/** What `POST /api/tool-choice` and `GET /api/tool-choice/:id` answer. */
export interface ToolChoiceResult {
  id: string;
  createdAt: number;
  dialect: DialectId;
  models: string[];
  rows: ToolChoiceRow[];
  totals: ToolChoiceTotal[];
}

/** One row of `GET /api/tool-choice`: a saved matrix, without its cells. */
export interface ToolChoiceSummary {
  id: string;
  createdAt: number;
  dialect: DialectId;
  models: string[];
  /** The queries' texts, in order. */
  queries: string[];
}
