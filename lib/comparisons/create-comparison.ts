import "server-only";
import type { ComparisonCreated, CreateComparisonInput } from "@/lib/api/comparisons";
import { columnLabels } from "@/lib/comparisons/column-label";
import { LoupeError, toLoupeError } from "@/lib/errors";
import type { ComparisonColumnRecord } from "@/lib/events/types";
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
 * comparison, and its error names it.
 */
export async function createComparison(
  input: CreateComparisonInput,
  store: EventStore = getEventStore(),
): Promise<ComparisonCreated> {
  input.columns.forEach((column, index) => {
    try {
      resolveModel(column.model);
    } catch (error) {
      throw inColumn(error, index, column.model);
    }
  });
  const dialected = input.columns.map((column) => ({
    ...column,
    dialect: column.dialect ?? input.dialect,
  }));
  const labels = columnLabels(dialected, input.dialect);
  const planned = dialected.map((column, index) => ({ ...column, label: labels[index] ?? "" }));
  const comparison = store.createSession({
    kind: "comparison",
    task: input.task,
    model: planned.map((column) => column.model).join(", "),
  });
  const opened = await Promise.allSettled(
    planned.map(async (column, index): Promise<ComparisonColumnRecord> => {
      const systemPrompt = column.systemPrompt ?? input.systemPrompt;
      const { id } = await createSession(
        {
          task: input.task,
          model: column.model,
          dialect: column.dialect,
          ...(input.servers ? { servers: input.servers } : {}),
          ...(systemPrompt === undefined ? {} : { systemPrompt }),
          ...(column.params ? { params: column.params } : {}),
        },
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
      task: input.task,
      dialect: input.dialect,
      ...(input.systemPrompt === undefined ? {} : { systemPrompt: input.systemPrompt }),
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
