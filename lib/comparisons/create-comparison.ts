import "server-only";
import type {
  ComparisonColumnInput,
  ComparisonCreated,
  CreateComparisonInput,
} from "@/lib/api/comparisons";
import type { CreateSessionInput } from "@/lib/api/sessions";
import { columnLabels } from "@/lib/comparisons/column-label";
import {
  type ComparisonStart,
  columnSessionFromSource,
  sourceTaskAndDialect,
} from "@/lib/comparisons/comparison-source";
import { DEFAULT_DIALECT_ID } from "@/lib/dialects/dialect-ids";
import { LoupeError, toLoupeError } from "@/lib/errors";
import type { ComparisonColumnRecord, DialectId } from "@/lib/events/types";
import { createSession, deleteSession } from "@/lib/loop/session-service";
import { resolveModel } from "@/lib/models/catalogue";
import { type EventStore, getEventStore } from "@/lib/store";

/**
 * Opens a comparison: a `comparison` log, then one ordinary session per column (at the same
 * time), each given the shared task and servers and its own model, and the shared dialect and
 * prompt unless it names its own; each session's `session.created` names the comparison and its
 * column. The comparison's `comparison.created` is written last, once every column has opened,
 * so a comparison is never read half made. Every model is checked before anything opens (an
 * unknown one is 400 naming its column); a column that fails to open closes the others and the
 * comparison, and its error names it. With `start` (the source `input.from` names, read), the
 * columns start from it and what the body leaves out (task, dialect, servers, prompt) is the
 * source's (`columnSessionFromSource`); `comparison.created` records the source.
 */
export async function createComparison(
  input: CreateComparisonInput,
  store: EventStore = getEventStore(),
  start?: ComparisonStart,
): Promise<ComparisonCreated> {
  input.columns.forEach((column, index) => {
    try {
      resolveModel(column.model);
    } catch (error) {
      throw inColumn(error, index, column.model);
    }
  });
  const source = start ? sourceTaskAndDialect(start) : undefined;
  const task = input.task ?? source?.task;
  if (task === undefined) {
    throw new LoupeError(
      "request:invalid",
      "task: say what the agent should do, or name a source in from.",
    );
  }
  const dialect = input.dialect ?? source?.dialect ?? DEFAULT_DIALECT_ID;
  const dialected = input.columns.map((column) => ({
    ...column,
    dialect: column.dialect ?? dialect,
  }));
  const labels = columnLabels(dialected, dialect);
  const planned = dialected.map((column, index) => ({ ...column, label: labels[index] ?? "" }));
  const comparison = store.createSession({
    kind: "comparison",
    task,
    model: planned.map((column) => column.model).join(", "),
  });
  const opened = await Promise.allSettled(
    planned.map(async (column, index): Promise<ComparisonColumnRecord> => {
      const { id } = await createSession(
        columnSession({ ...input, task }, column, start),
        store,
        undefined,
        { id: comparison.id, column: index },
      );
      return { sessionId: id, model: column.model, dialect: column.dialect, label: column.label };
    }),
  );
  const columns: ComparisonColumnRecord[] = [];
  for (const [index, outcome] of opened.entries()) {
    if (outcome.status === "rejected") {
      await closeOpened(opened, store);
      store.deleteSession(comparison.id);
      throw inColumn(outcome.reason, index, planned[index]?.model ?? "");
    }
    columns.push(outcome.value);
  }
  store.append(comparison.id, {
    kind: "comparison.created",
    data: {
      task,
      dialect,
      ...(input.systemPrompt === undefined ? {} : { systemPrompt: input.systemPrompt }),
      ...(input.from ? { from: input.from } : {}),
      columns,
    },
  });
  return {
    id: comparison.id,
    sessions: columns.map((column, index) => ({
      id: column.sessionId,
      column: index,
      model: column.model,
      dialect: column.dialect,
      label: column.label,
    })),
  };
}

/**
 * The session one column opens: the shared task and servers with its model, its dialect, and the
 * shared prompt unless it has its own; from a source, what the body leaves out comes from it.
 * A column's own params win over the source's.
 */
function columnSession(
  input: CreateComparisonInput & { task: string },
  column: ComparisonColumnInput & { dialect: DialectId },
  start: ComparisonStart | undefined,
): CreateSessionInput {
  const params = column.params ? { params: column.params } : {};
  if (start) {
    return {
      ...columnSessionFromSource(start, {
        task: input.task,
        ...(input.servers ? { servers: input.servers } : {}),
        ...(input.systemPrompt === undefined ? {} : { systemPrompt: input.systemPrompt }),
        column,
      }),
      ...params,
    };
  }
  const systemPrompt = column.systemPrompt ?? input.systemPrompt;
  return {
    task: input.task,
    model: column.model,
    dialect: column.dialect,
    ...(input.servers ? { servers: input.servers } : {}),
    ...(systemPrompt === undefined ? {} : { systemPrompt }),
    ...params,
  };
}

/** Deletes the columns that did open when another one failed. */
async function closeOpened(
  opened: ReadonlyArray<PromiseSettledResult<ComparisonColumnRecord>>,
  store: EventStore,
): Promise<void> {
  await Promise.allSettled(
    opened.map((outcome) =>
      outcome.status === "fulfilled" ? deleteSession(outcome.value.sessionId, store) : undefined,
    ),
  );
}

/** The error a column failed with, its message saying which column (`columns.2 (model): …`). */
function inColumn(error: unknown, index: number, model: string): LoupeError {
  const { code, message } = toLoupeError(error);
  return new LoupeError(code, `columns.${index} (${model}): ${message}`, { cause: error });
}
