import "server-only";
import type {
  ColumnOutcome,
  ComparisonDecisionInput,
  ComparisonDecisionResult,
  ComparisonRunResult,
  ComparisonStepResult,
  ComparisonStopResult,
} from "@/lib/api/comparisons";
import type { DecisionInput } from "@/lib/api/sessions";
import { type ComparisonRecord, readComparison } from "@/lib/comparisons/read-comparison";
import { LoupeError, toLoupeError } from "@/lib/errors";
import type { SessionStatus } from "@/lib/events/session-state";
import { summarizeSession } from "@/lib/loop/session-list";
import { startRun, stopSession } from "@/lib/loop/session-run";
import { decide, step } from "@/lib/loop/session-service";
import { type EventStore, getEventStore } from "@/lib/store";

/** A column of a comparison with its session's status now (`deleted` once the session is gone). */
interface LiveColumn {
  column: number;
  sessionId: string;
  status: SessionStatus | "deleted";
}

function liveColumns(comparison: ComparisonRecord, store: EventStore): LiveColumn[] {
  return comparison.columns.map(({ sessionId }, column) => {
    const record = store.getSession(sessionId);
    return {
      column,
      sessionId,
      status: record ? summarizeSession(record, store).status : "deleted",
    };
  });
}

/** Why a column cannot take a turn now, or undefined when it can. */
function cannotStep(status: LiveColumn["status"]): string | undefined {
  if (status === "done") return "finished";
  if (status === "awaiting-decision") return "waiting for a decision";
  if (status === "deleted") return "its session was deleted";
  return undefined;
}

/**
 * Runs `work` for each column at the same time; one column's failure is its own outcome only,
 * except a failure coded in `skipWhen`, which says the column could not take the command (it is
 * `skipped`, with the failure's message).
 */
async function eachColumn<Result>(
  columns: readonly LiveColumn[],
  skip: (column: LiveColumn) => string | undefined,
  work: (sessionId: string) => Promise<Result> | Result,
  skipWhen: ReadonlySet<string> = new Set(),
): Promise<Array<ColumnOutcome<Result>>> {
  return Promise.all(
    columns.map(async ({ column, sessionId, ...live }): Promise<ColumnOutcome<Result>> => {
      const skipped = skip({ column, sessionId, ...live });
      if (skipped !== undefined) return { column, sessionId, skipped };
      try {
        return { column, sessionId, result: await work(sessionId) };
      } catch (error) {
        const { code, message } = toLoupeError(error);
        if (skipWhen.has(code)) return { column, sessionId, skipped: message };
        return { column, sessionId, error: { code, message } };
      }
    }),
  );
}

/** The columns' numbers as the messages name them: `0, 2`. */
function numbers(columns: readonly LiveColumn[]): string {
  return columns.map(({ column }) => column).join(", ");
}

/**
 * Every column that can take a turn takes its next one, all at the same time (each a session's
 * Step, under its own lock); a finished column, one waiting for a decision or one deleted is
 * skipped. 409 when no column can take a turn: `session:finished` when all have finished,
 * `session:decision_required` otherwise.
 */
export async function stepComparison(
  id: string,
  store: EventStore = getEventStore(),
): Promise<ComparisonStepResult> {
  const columns = liveColumns(readComparison(id, store), store);
  const steppable = columns.filter((column) => cannotStep(column.status) === undefined);
  if (steppable.length === 0) {
    if (columns.every((column) => column.status === "done")) {
      throw new LoupeError("session:finished", `Every column of comparison ${id} has finished.`);
    }
    const waiting = columns.filter((column) => column.status === "awaiting-decision");
    throw new LoupeError(
      "session:decision_required",
      `No column of comparison ${id} can take a turn: column(s) ${numbers(waiting)} wait for a decision.`,
    );
  }
  return {
    columns: await eachColumn(
      columns,
      ({ status }) => cannotStep(status),
      (sessionId) => step(sessionId, store),
    ),
  };
}

/**
 * Each column that has not finished starts its run (`POST /api/sessions/:id/run`), with the same
 * bound; a column waiting for a decision its auto-approve list does not cover is skipped, as Step
 * skips it.
 */
export async function runComparison(
  id: string,
  input: { maxTurns?: number },
  store: EventStore = getEventStore(),
): Promise<ComparisonRunResult> {
  const columns = liveColumns(readComparison(id, store), store);
  return {
    columns: await eachColumn(
      columns,
      ({ status }) => (status === "done" || status === "deleted" ? cannotStep(status) : undefined),
      (sessionId) => startRun(sessionId, input, store),
      new Set(["session:decision_required"]),
    ),
  };
}

/**
 * Stops what runs in every column (a run, a streaming step), at the same time; a column where
 * nothing runs is skipped. 409 `session:not_running` when nothing runs in any column.
 */
export async function stopComparison(
  id: string,
  store: EventStore = getEventStore(),
): Promise<ComparisonStopResult> {
  const columns = liveColumns(readComparison(id, store), store);
  const outcomes = await eachColumn(
    columns,
    ({ status }) => (status === "deleted" ? cannotStep(status) : undefined),
    (sessionId) => stopSession(sessionId, store),
  );
  const stopped = outcomes.map((outcome) =>
    "error" in outcome && outcome.error.code === "session:not_running"
      ? { column: outcome.column, sessionId: outcome.sessionId, skipped: "nothing runs" }
      : outcome,
  );
  if (stopped.every((outcome) => "skipped" in outcome)) {
    throw new LoupeError("session:not_running", `Nothing runs in any column of comparison ${id}.`);
  }
  return { columns: stopped };
}

/**
 * One decision for every column waiting for one, or for the listed columns (by number or
 * session id), applied at the same time: a mock's observation goes to each of them, so the
 * comparison is about the models and not the tools. A listed column that is not waiting is 409
 * `session:not_awaiting_decision` naming it, and nothing is decided; so is a comparison where
 * no column waits.
 */
export async function decideComparison(
  id: string,
  input: ComparisonDecisionInput,
  store: EventStore = getEventStore(),
): Promise<ComparisonDecisionResult> {
  const columns = liveColumns(readComparison(id, store), store);
  const { columns: listed, ...decision } = input;
  const chosen = listed
    ? [...new Set(listed.map((reference, index) => findColumn(columns, reference, index)))]
    : columns.filter((column) => column.status === "awaiting-decision");
  const notWaiting = chosen.filter((column) => column.status !== "awaiting-decision");
  if (notWaiting.length > 0) {
    const named = notWaiting.map((column) => `column ${column.column} is ${column.status}`);
    throw new LoupeError(
      "session:not_awaiting_decision",
      `A decision is only taken where an action is pending: ${named.join(", ")}.`,
    );
  }
  if (chosen.length === 0) {
    throw new LoupeError(
      "session:not_awaiting_decision",
      `No column of comparison ${id} is waiting for a decision.`,
    );
  }
  return {
    columns: await eachColumn(
      chosen,
      () => undefined,
      (sessionId) => decide(sessionId, decision as DecisionInput, store),
    ),
  };
}

/** The column a decision lists, by number or session id; 400 naming the entry when there is none. */
function findColumn(
  columns: readonly LiveColumn[],
  reference: number | string,
  index: number,
): LiveColumn {
  const found =
    typeof reference === "number"
      ? columns[reference]
      : columns.find((column) => column.sessionId === reference);
  if (found) return found;
  throw new LoupeError(
    "request:invalid",
    `columns.${index}: the comparison has no column ${JSON.stringify(reference)}; it has columns 0 to ${columns.length - 1} (or their session ids).`,
  );
}
