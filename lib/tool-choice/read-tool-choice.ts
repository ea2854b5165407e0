import "server-only";
import type { ToolChoiceResult, ToolChoiceSummary } from "@/lib/api/tool-choice";
import { LoupeError } from "@/lib/errors";
import type { EventPayloads } from "@/lib/events/types";
import { getEventStore } from "@/lib/store";
import { getDatabase, type LoupeDatabase } from "@/lib/store/database";
import type { EventStore } from "@/lib/store/event-store";
import { toolChoicesPage } from "@/lib/store/tool-choices-page";

/**
 * A saved matrix as `POST /api/tool-choice` answered it, or 404 `tool-choice:not_found` (also
 * for any other kind of log, and for a cell's log while it runs).
 */
export function readToolChoice(id: string, store: EventStore = getEventStore()): ToolChoiceResult {
  const record = store.getSession(id);
  const created =
    record?.kind === "tool-choice"
      ? store.eventsOfKinds(id, ["tool-choice.created"])[0]
      : undefined;
  if (!record || created?.kind !== "tool-choice.created") {
    throw new LoupeError("tool-choice:not_found", `No tool-choice matrix with id "${id}".`);
  }
  const { systemPrompt: _systemPrompt, ...matrix } = created.data;
  return { id, createdAt: record.createdAt, ...matrix };
}

/** Most matrices `GET /api/tool-choice` lists. */
export const TOOL_CHOICE_LIST_LIMIT = 100;

/** The database once the event store has brought its tables up to date. */
function migratedDatabase(): LoupeDatabase {
  getEventStore();
  return getDatabase();
}

/** `GET /api/tool-choice`: the newest saved matrices (at most `TOOL_CHOICE_LIST_LIMIT`), newest first. */
export function listToolChoices(database: LoupeDatabase = migratedDatabase()): ToolChoiceSummary[] {
  return toolChoicesPage(database, TOOL_CHOICE_LIST_LIMIT).map((row) => {
    const created = JSON.parse(row.created) as EventPayloads["tool-choice.created"];
    return {
      id: row.id,
      createdAt: row.createdAt,
      dialect: created.dialect,
      models: created.models,
      queries: created.rows.map((matrixRow) => matrixRow.query),
    };
  });
}
