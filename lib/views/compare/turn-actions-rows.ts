import type { ComparisonView, TurnAction } from "@/lib/api/comparisons";
import type { HostActionKind } from "@/lib/dialects/host-action";
import { majorityKey } from "@/lib/views/compare/difference-marks";

/** One column's action in one turn, as the per-turn table shows it. */
export interface TurnActionCell {
  /** The action's kind; `none` when the column took no action that turn. */
  kind: HostActionKind | "none";
  /** What it did in words: the tool, `final answer`, `invalid`, `no action`, `not reached`. */
  text: string;
  /** The tool's arguments as JSON, the final answer, or an invalid action's reasons. */
  detail?: string;
  /**
   * Whether it did what most columns that acted did (the same tool, or the same kind of action
   * without a tool); undefined when it took no action or no other column acted that turn.
   */
  sameTool?: boolean;
  /** Whether its arguments are those of most columns calling the same tool; undefined without a tool call. */
  sameArguments?: boolean;
}

/** One turn of the per-turn table: each column's action side by side. */
export interface TurnActionsRow {
  turn: number;
  cells: TurnActionCell[];
  /** Every column that acted this turn did the same (two at least); undefined when fewer acted. */
  sameTool?: boolean;
  /** Every column that acted called the same tool with the same arguments; undefined without tool calls. */
  sameArguments?: boolean;
}

const KIND_WORDS: Record<Exclude<HostActionKind, "mcp-tool" | "file-tool">, string> = {
  "mcp-resource": "read a resource",
  command: "command",
  question: "question",
  "new-task": "new task",
  "plan-response": "plan response",
  finish: "final answer",
  invalid: "invalid",
};

/**
 * The per-turn table's rows: for every turn any column acted in, each column's action (its tool
 * and arguments, or its final answer, question or invalid action), and whether each did what most
 * columns did (same tool? same arguments?). Arguments compare by value, the order of keys aside.
 * The page and the Markdown export both read these.
 */
export function turnActionsRows(comparison: ComparisonView): TurnActionsRow[] {
  const byColumn = comparison.columns.map(
    (column) => new Map((column.metrics?.turnActions ?? []).map((action) => [action.turn, action])),
  );
  const turns = [...new Set(byColumn.flatMap((actions) => [...actions.keys()]))].sort(
    (left, right) => left - right,
  );
  return turns.map((turn) => {
    const actions = byColumn.map((actions) => actions.get(turn));
    const toolKeys = actions.map((action) => (action ? toolKey(action) : null));
    const argumentKeys = actions.map((action) =>
      action?.tool === undefined
        ? null
        : `${toolKey(action)} ${sortedJson(action.arguments ?? {})}`,
    );
    const acting = toolKeys.filter((key) => key !== null);
    const calling = argumentKeys.filter((key) => key !== null);
    const commonTool = majorityKey(toolKeys);
    const commonArguments = majorityKey(argumentKeys);
    const cells = comparison.columns.map((column, index): TurnActionCell => {
      const action = actions[index];
      if (!action) {
        const reached = (column.metrics?.turns ?? 0) >= turn;
        return { kind: "none", text: reached ? "no action" : "not reached" };
      }
      const shown = actionCell(action, column.metrics?.answer ?? null);
      if (acting.length < 2) return shown;
      const sameTool = toolKeys[index] === commonTool;
      const argumentKey = argumentKeys[index];
      return {
        ...shown,
        sameTool,
        ...(argumentKey === null || argumentKey === undefined
          ? {}
          : { sameArguments: sameTool && argumentKey === commonArguments }),
      };
    });
    return {
      turn,
      cells,
      ...(acting.length < 2 ? {} : { sameTool: new Set(acting).size === 1 }),
      ...(calling.length === 0 || acting.length < 2
        ? {}
        : { sameArguments: calling.length === acting.length && new Set(calling).size === 1 }),
    };
  });
}

/** What an action did, for comparing: its tool, or its kind when it names none. */
function toolKey(action: TurnAction): string {
  return action.tool ?? action.kind;
}

function actionCell(action: TurnAction, answer: string | null): TurnActionCell {
  if (action.tool !== undefined) {
    return {
      kind: action.kind,
      text: action.tool,
      detail: JSON.stringify(action.arguments ?? {}),
    };
  }
  const text =
    action.kind === "mcp-tool" || action.kind === "file-tool"
      ? action.kind
      : KIND_WORDS[action.kind];
  if (action.kind === "invalid" && action.errors?.length) {
    return { kind: action.kind, text, detail: action.errors.join("; ") };
  }
  if (action.kind === "finish" && answer !== null)
    return { kind: action.kind, text, detail: answer };
  return { kind: action.kind, text };
}

/** JSON with every object's keys sorted, so equal arguments written in another order compare equal. */
function sortedJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([left], [right]) =>
            left < right ? -1 : left > right ? 1 : 0,
          ),
        )
      : inner,
  );
}
