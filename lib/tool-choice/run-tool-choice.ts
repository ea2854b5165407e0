import "server-only";
import type {
  ToolChoiceCell,
  ToolChoiceInput,
  ToolChoiceQuery,
  ToolChoiceResult,
} from "@/lib/api/tool-choice";
import { DEFAULT_DIALECT_ID, type DialectServer, dialectFor } from "@/lib/dialects";
import { LoupeError, toLoupeError } from "@/lib/errors";
import type { DialectId } from "@/lib/events/types";
import { toDialectServer } from "@/lib/loop/dialect-server";
import { runTurn } from "@/lib/loop/run-turn";
import { readSessionState } from "@/lib/loop/session-state-reader";
import { redactServerConfigs } from "@/lib/mcp/redact-server-configs";
import { DEFAULT_SERVERS, type ServerConfig } from "@/lib/mcp/server-config";
import { describeServers } from "@/lib/mcp/server-set";
import { resolveModel } from "@/lib/models/catalogue";
import { registerServerSecrets } from "@/lib/security/register-server-secrets";
import { getServerStore } from "@/lib/servers";
import { resolveServerReferences } from "@/lib/servers/resolve-server-references";
import { type EventStore, getEventStore } from "@/lib/store";
import { firstActionCell } from "@/lib/tool-choice/first-action-cell";
import { mapBounded } from "@/lib/tool-choice/map-bounded";
import { toolChoiceTotals } from "@/lib/tool-choice/tool-choice-totals";

/** How many cells (model turns) run at once. */
export const TOOL_CHOICE_CONCURRENCY = 4;

/** What every cell of one matrix shares. */
interface CellSetup {
  dialect: DialectId;
  systemPrompt: string;
  servers: ServerConfig[];
  catalog: DialectServer[];
}

/**
 * Runs a tool-choice matrix: every query on every model, each cell one model turn cut at its
 * first action (`stopAtFirstAction`), read against the tool the query expects; then records the
 * matrix as a `tool-choice` log (`tool-choice.created`) and answers it. Every model is checked
 * first (an unknown one is 400 naming it) and the servers are described once (one that cannot
 * be reached fails the request, nothing recorded); the prompt is the dialect's default for them
 * unless one is given. A cell whose model fails has that error and the other cells still answer.
 */
export async function runToolChoice(
  input: ToolChoiceInput,
  store: EventStore = getEventStore(),
): Promise<ToolChoiceResult> {
  input.models.forEach((model, index) => {
    try {
      resolveModel(model);
    } catch (error) {
      const { code, message } = toLoupeError(error);
      throw new LoupeError(code, `models.${index} (${model}): ${message}`, { cause: error });
    }
  });
  const dialectId = input.dialect ?? DEFAULT_DIALECT_ID;
  const dialect = dialectFor(dialectId);
  const servers = resolveServerReferences(input.servers ?? DEFAULT_SERVERS, getServerStore);
  registerServerSecrets(servers);
  const catalog = (await describeServers(servers)).map(toDialectServer);
  const setup: CellSetup = {
    dialect: dialectId,
    systemPrompt: input.systemPrompt ?? dialect.renderSystemPrompt(catalog),
    servers,
    catalog,
  };
  const pairs = input.queries.flatMap((query) => input.models.map((model) => ({ query, model })));
  const cells = await mapBounded(pairs, TOOL_CHOICE_CONCURRENCY, ({ query, model }) =>
    runCell(query, model, setup, store),
  );
  const rows = input.queries.map((query, row) => ({
    query: query.text,
    ...(query.expect === undefined ? {} : { expect: query.expect }),
    cells: cells.slice(row * input.models.length, (row + 1) * input.models.length),
  }));
  const matrix = {
    dialect: dialectId,
    models: input.models,
    rows,
    totals: toolChoiceTotals(input.models, rows),
  };
  const log = store.createSession({
    kind: "tool-choice",
    task: input.queries.map((query) => query.text).join("\n"),
    model: input.models.join(", "),
  });
  store.append(log.id, {
    kind: "tool-choice.created",
    data: {
      ...matrix,
      ...(input.systemPrompt === undefined ? {} : { systemPrompt: input.systemPrompt }),
    },
  });
  return { id: log.id, createdAt: log.createdAt, ...matrix };
}

/**
 * One cell: a throwaway log set up as a session would be (its `session.created` asking the host
 * to stop at the first action), one turn of the loop on it, its first action read, and the log
 * deleted again: the matrix keeps what each cell answered, not its bytes.
 */
async function runCell(
  query: ToolChoiceQuery,
  model: string,
  setup: CellSetup,
  store: EventStore,
): Promise<ToolChoiceCell> {
  const log = store.createSession({ kind: "tool-choice", task: query.text, model });
  try {
    store.append(log.id, {
      kind: "session.created",
      data: {
        task: query.text,
        model,
        dialect: setup.dialect,
        systemPrompt: setup.systemPrompt,
        servers: redactServerConfigs(setup.servers),
        catalog: setup.catalog,
        stopAtFirstAction: true,
      },
    });
    const step = await runTurn({
      store,
      sessionId: log.id,
      state: readSessionState(log.id, store),
      target: resolveModel(model),
    });
    return firstActionCell(model, setup.dialect, query.expect, step);
  } catch (error) {
    const { code, message } = toLoupeError(error);
    return { model, action: null, matches: null, error: { code, message } };
  } finally {
    store.deleteSession(log.id);
  }
}
