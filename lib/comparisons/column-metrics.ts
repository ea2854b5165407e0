import type { ComparisonMetrics, TurnAction } from "@/lib/api/comparisons";
import { hostActionOf } from "@/lib/dialects";
import type { HostAction } from "@/lib/dialects/host-action";
import type { SessionState } from "@/lib/events/session-state";
import type { LoupeEvent } from "@/lib/events/types";

/** What the metrics read of a session's folded state; the rest comes from its events. */
export type MeasuredState = Pick<SessionState, "status" | "turn" | "result">;

/**
 * How one comparison column behaved inside the loop, from its session's state (folded once, by
 * whoever read the session) and one pass over its events: the dialect parser's invalid actions,
 * the tools called, each answered turn's time to first token, the turns' duration, the tokens and
 * cost the provider reported, and the final answer. Pure, so it is tested on event arrays.
 */
export function columnMetrics(
  state: MeasuredState,
  events: readonly LoupeEvent[],
): ComparisonMetrics {
  const toolCalls: Record<string, number> = {};
  const turnActions: TurnAction[] = [];
  const ttftMs: Array<number | null> = [];
  const turnStarts = new Map<number, number>();
  let durationMs = 0;
  let tokensIn: number | null = null;
  let tokensOut: number | null = null;
  let cost: number | null = null;
  let formatErrors = 0;
  for (const event of events) {
    switch (event.kind) {
      case "turn.start":
        turnStarts.set(event.data.turn, event.at);
        break;
      case "turn.end": {
        const started = turnStarts.get(event.data.turn);
        if (started !== undefined) durationMs += Math.max(0, event.at - started);
        turnStarts.delete(event.data.turn);
        break;
      }
      case "llm.response": {
        const { timings, assembled } = event.data;
        ttftMs.push(timings.firstTokenMs ?? null);
        const usage = assembled.usage;
        if (usage?.input !== undefined) tokensIn = (tokensIn ?? 0) + usage.input;
        const output = usage?.output ?? timings.outputTokens;
        if (output !== undefined) tokensOut = (tokensOut ?? 0) + output;
        const reportedCost = usage?.raw.cost;
        if (typeof reportedCost === "number" && Number.isFinite(reportedCost)) {
          cost = (cost ?? 0) + reportedCost;
        }
        break;
      }
      case "action": {
        const action = hostActionOf(event.data);
        const summary = turnAction(event.data.turn, action);
        turnActions.push(summary);
        if (action.kind === "invalid") formatErrors += 1;
        else if (summary.tool !== undefined) {
          toolCalls[summary.tool] = (toolCalls[summary.tool] ?? 0) + 1;
        }
        break;
      }
      default:
        break;
    }
  }
  return {
    formatErrors,
    actions: turnActions.length,
    toolCalls,
    turns: state.turn,
    finished: state.status === "done",
    ttftMs,
    durationMs,
    tokensIn,
    tokensOut,
    cost,
    answer: state.status === "done" ? (state.result ?? null) : null,
    turnActions,
  };
}

/** One action in the host's terms: its kind, the tool it names and its arguments. */
function turnAction(turn: number, action: HostAction): TurnAction {
  if (action.kind === "invalid") return { turn, kind: "invalid", errors: action.reasons };
  if (action.kind === "mcp-tool") {
    return {
      turn,
      kind: action.kind,
      tool: `${action.server}.${action.tool}`,
      arguments: action.arguments,
    };
  }
  if (action.kind === "file-tool") {
    return { turn, kind: action.kind, tool: `files.${action.which}`, arguments: action.args };
  }
  return { turn, kind: action.kind };
}
