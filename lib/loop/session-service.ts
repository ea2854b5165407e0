import "server-only";
import type {
  CreateSessionInput,
  DecisionInput,
  DecisionResult,
  DuplicateSessionInput,
  SessionOverview,
  SessionView,
  StepResult,
} from "@/lib/api/sessions";
import { CAPTURED_TOOLS_SERVER, capturedToolOf, dialectFor } from "@/lib/dialects";
import { LoupeError } from "@/lib/errors";
import type { SessionState } from "@/lib/events/session-state";
import type { ComparisonMembership, NewEvent, SessionParent } from "@/lib/events/types";
import type { HistoryMessage, ModelTool } from "@/lib/llm/model-request";
import { toDialectServer } from "@/lib/loop/dialect-server";
import { serversCopiedFrom } from "@/lib/loop/duplicate-servers";
import { observeDecision } from "@/lib/loop/observe-decision";
import { refuseReadOnly } from "@/lib/loop/refuse-read-only";
import { runTurn } from "@/lib/loop/run-turn";
import { assertSessionIdle, withSessionLock } from "@/lib/loop/session-lock";
import { sessionMcpClient } from "@/lib/loop/session-mcp-client";
import {
  forgetServerConfigs,
  keepServerConfigs,
  serverConfigsToConnect,
} from "@/lib/loop/session-secrets";
import {
  closeSessionServerSet,
  keepSessionServerSet,
  sessionServerSet,
  sessionServersClosedIdle,
  sessionServerTaps,
  usingSessionServers,
} from "@/lib/loop/session-servers";
import { readSessionState } from "@/lib/loop/session-state-reader";
import { activeStoppable, beginStoppable, endStoppable } from "@/lib/loop/session-stops";
import { copyTitle, sessionTitle } from "@/lib/loop/session-title";
import { redactServerConfigs } from "@/lib/mcp/redact-server-configs";
import { DEFAULT_SERVERS } from "@/lib/mcp/server-config";
import { openServerSet } from "@/lib/mcp/server-set";
import { resolveModel } from "@/lib/models/catalogue";
import { registerServerSecrets } from "@/lib/security/register-server-secrets";
import { getServerStore } from "@/lib/servers";
import { resolveServerReferences } from "@/lib/servers/resolve-server-references";
import { type EventStore, getEventStore, isPlaygroundSession } from "@/lib/store";

/**
 * Starts a session: checks the model, connects to its servers (a server that cannot be reached
 * fails the request and nothing is created; listed servers named by id are resolved to their
 * stored configurations first), renders the dialect's default prompt from what the
 * servers offer unless one is given, and keeps the connections for the first step. The
 * handshakes are recorded in the new session's log, after `session.created`. A fork's `parent` is
 * recorded in that event and in its row, where the branch tree finds it; a comparison's column
 * records its `comparison` there too.
 */
export async function createSession(
  input: CreateSessionInput,
  store: EventStore = getEventStore(),
  parent?: SessionParent,
  comparison?: ComparisonMembership,
): Promise<{ id: string }> {
  resolveModel(input.model);
  const dialect = dialectFor(input.dialect);
  const servers = resolveServerReferences(input.servers ?? DEFAULT_SERVERS, getServerStore);
  const tools = input.tools ?? [];
  refuseCapturedToolsServerName(servers, tools);
  registerServerSecrets(servers);
  const pending: NewEvent[] = [];
  let record = (event: NewEvent) => {
    pending.push(event);
  };
  const set = await openServerSet(servers, {
    onRpc: (data) => record({ kind: "rpc", data }),
    onHttp: (data) => record({ kind: "http", data }),
    onHttpChunk: (data) => record({ kind: "http.chunk", data }),
    onStderr: (data) => record({ kind: "mcp.stderr", data }),
    onExit: (data) => record({ kind: "mcp.exit", data }),
  });
  try {
    const catalog = set.servers.map(toDialectServer);
    const systemPrompt = input.systemPrompt ?? dialect.renderSystemPrompt(catalog, tools);
    const session = store.createSession({
      task: input.task,
      model: input.model,
      dialect: input.dialect,
      ...(parent ? { parent } : {}),
    });
    store.append(session.id, {
      kind: "session.created",
      data: {
        task: input.task,
        model: input.model,
        dialect: input.dialect,
        systemPrompt,
        servers: redactServerConfigs(servers),
        catalog,
        ...(input.params ? { params: input.params } : {}),
        stopAtFirstAction: input.stopAtFirstAction ?? false,
        ...(input.literalSystemPrompt && input.systemPrompt !== undefined
          ? { literalSystemPrompt: true }
          : {}),
        ...(input.history ? { history: input.history } : {}),
        ...(tools.length > 0 ? { tools } : {}),
        ...(input.autoApprove?.length ? { autoApprove: input.autoApprove } : {}),
        ...(parent ? { parent } : {}),
        ...(comparison ? { comparison } : {}),
      },
    });
    for (const event of pending) store.append(session.id, event);
    record = (event) => {
      if (store.getSession(session.id)) store.append(session.id, event);
    };
    keepServerConfigs(session.id, servers);
    keepSessionServerSet(session.id, set, sessionServerTaps(store, session.id).onConnections);
    return { id: session.id };
  } catch (error) {
    await set.close();
    throw error;
  }
}

/**
 * `request:invalid` when a session with captured tools has a server under the name their calls
 * go by (`CAPTURED_TOOLS_SERVER`): its tools and the captured ones could not be told apart.
 */
function refuseCapturedToolsServerName(
  servers: ReadonlyArray<{ name?: string }>,
  tools: readonly ModelTool[],
): void {
  if (tools.length === 0) return;
  if (servers.some((server) => server.name === CAPTURED_TOOLS_SERVER)) {
    throw new LoupeError(
      "request:invalid",
      `A session with captured tools cannot have a server named "${CAPTURED_TOOLS_SERVER}": their calls go by that name. Rename the server.`,
    );
  }
}

/** The session folded from its events, without them. */
export function getSessionOverview(
  id: string,
  store: EventStore = getEventStore(),
): SessionOverview {
  return overviewOf(id, store.lastSeq(id), store);
}

/** The session folded from its events, with all of them. */
export function getSessionView(id: string, store: EventStore = getEventStore()): SessionView {
  const events = store.events(id);
  return { ...overviewOf(id, events.at(-1)?.seq ?? 0, store), events };
}

/** The session with one page of its events: at most `limit` after seq `after`. */
export function getSessionEventsPage(
  id: string,
  page: { after: number; limit: number },
  store: EventStore = getEventStore(),
): SessionView {
  const overview = getSessionOverview(id, store);
  const events = store.eventsPage(id, page.after, {
    maxEvents: page.limit,
    maxBytes: MAX_EVENT_PAGE_BYTES,
  });
  const last = events.at(-1)?.seq ?? page.after;
  return {
    ...overview,
    events,
    ...(last < overview.lastSeq ? { nextAfter: last } : {}),
  };
}

/** About how much event data one page holds at most, however many events were asked for. */
const MAX_EVENT_PAGE_BYTES = 8 * 1024 * 1024;

function overviewOf(id: string, lastSeq: number, store: EventStore): SessionOverview {
  const record = store.getSession(id);
  if (!record || !isPlaygroundSession(record)) throw notFound(id);
  return {
    id,
    title: sessionTitle(record.title, record.task),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    lastSeq,
    ...withRunInterrupted(id, readSessionState(id, store)),
  };
}

/** A run the log says is running but this process does not run: Loupe stopped while it ran. */
function withRunInterrupted(id: string, state: SessionState): SessionState {
  if (state.run?.state !== "running" || activeStoppable(id)?.kind === "run") return state;
  return { ...state, run: { ...state.run, state: "interrupted" } };
}

/** Gives a session a title for the list. */
export function renameSession(
  id: string,
  title: string,
  store: EventStore = getEventStore(),
): void {
  requireSession(id, store);
  if (!store.renameSession(id, title)) throw notFound(id);
}

/**
 * Deletes a session, its events and its kept server secrets, and closes its servers; refused
 * with `session:busy` while a step or a decision runs.
 */
export function deleteSession(id: string, store: EventStore = getEventStore()): Promise<void> {
  requireSession(id, store);
  return withSessionLock(id, async () => {
    // Closed first: a server's last messages and its exit still have a log to go to.
    await closeSessionServerSet(id);
    store.deleteSession(id);
    forgetServerConfigs(id);
  });
}

/**
 * Starts a new session with the configuration of another one (model, dialect, servers with the
 * secrets Loupe keeps in memory, current system prompt, params, stopAtFirstAction, and the
 * history it started from unless the copy gets another task) and no turns; `input` overrides
 * fields. Changing the dialect or the servers without a prompt renders
 * the default prompt, since the old one describes another format or other tools. A source server
 * named again as the browser saw it (redacted) keeps its secrets. A named source's copy is
 * named after it (`… (copy)`) unless it gets another title or task. A fork passes `from`: the
 * state it keeps (its messages become the copy's history) and the parent it records.
 */
export async function duplicateSession(
  id: string,
  input: DuplicateSessionInput,
  store: EventStore = getEventStore(),
  from?: { state: SessionState; parent: SessionParent },
): Promise<{ id: string }> {
  requireSession(id, store);
  const source = from?.state ?? readSessionState(id, store);
  const history = from
    ? historyOf(from.state)
    : sameTask(input, source.task)
      ? startingHistory(store, id)
      : undefined;
  const dialect = input.dialect ?? source.dialect;
  const sameSetup = dialect === source.dialect && input.servers === undefined;
  const systemPrompt = input.systemPrompt ?? (sameSetup ? source.systemPrompt : undefined);
  const servers = serversCopiedFrom(id, source.servers, input.servers);
  const created = await createSession(
    {
      task: input.task ?? source.task,
      model: input.model ?? source.model,
      dialect,
      servers,
      ...(systemPrompt === undefined ? {} : { systemPrompt }),
      ...(source.params ? { params: source.params } : {}),
      stopAtFirstAction: source.stopAtFirstAction,
      ...(source.literalSystemPrompt && input.systemPrompt === undefined
        ? { literalSystemPrompt: true }
        : {}),
      ...(history ? { history } : {}),
      ...(source.tools.length > 0 ? { tools: source.tools } : {}),
      ...(source.autoApprove.length > 0 ? { autoApprove: source.autoApprove } : {}),
    },
    store,
    from?.parent,
  );
  const title = input.title ?? copiedTitle(store.getSession(id)?.title ?? null, input, source.task);
  if (title !== undefined) store.renameSession(created.id, title);
  return created;
}

/** The messages a state sends after its system prompt, as a new session's history. */
function historyOf(state: SessionState): HistoryMessage[] {
  return state.messages.filter((message): message is HistoryMessage => message.role !== "system");
}

/** Whether a copy keeps the source's task (and so the history it started from). */
function sameTask(input: DuplicateSessionInput, sourceTask: string): boolean {
  return input.task === undefined || input.task === sourceTask;
}

/** The history a session started from, as its `session.created` recorded it. */
function startingHistory(store: EventStore, id: string): HistoryMessage[] | undefined {
  const created = store.eventsOfKinds(id, ["session.created"])[0];
  return created?.kind === "session.created" ? created.data.history : undefined;
}

/** A named source's name for its copy (`… (copy)`), unless the copy is given another task. */
function copiedTitle(
  sourceTitle: string | null,
  input: DuplicateSessionInput,
  sourceTask: string,
): string | undefined {
  if (sourceTitle === null) return undefined;
  if (input.task !== undefined && input.task !== sourceTask) return undefined;
  return copyTitle(sourceTitle);
}

/**
 * Runs exactly one turn and answers when it pauses (an action to decide, the end, or an error).
 * Servers closed for sitting idle are opened again first (recorded as `mcp.connections`).
 */
export function step(id: string, store: EventStore = getEventStore()): Promise<StepResult> {
  requireSession(id, store);
  return withSessionLock(id, async () => {
    const stop = beginStoppable(id, "step");
    try {
      return await stepHeld(id, store, stop.signal);
    } finally {
      endStoppable(id, stop);
    }
  });
}

/**
 * One turn, for a caller that holds the session's lock (Step, a run); `signal` stops the turn
 * mid-stream.
 */
export function stepHeld(id: string, store: EventStore, signal?: AbortSignal): Promise<StepResult> {
  return usingSessionServers(id, async () => {
    const state = readSessionState(id, store);
    refuseReadOnly(state);
    if (state.status === "done") {
      const finish = state.pendingAction
        ? ` (${dialectFor(state.dialect).hostAction(state.pendingAction).source.name})`
        : "";
      throw new LoupeError("session:finished", `This run has finished${finish}; start a new run.`);
    }
    if (state.status === "awaiting-decision") {
      throw new LoupeError(
        "session:decision_required",
        `Turn ${state.turn} is waiting for a decision (execute, edit, mock or skip) before the next step.`,
      );
    }
    if (sessionServersClosedIdle(id)) {
      // Opened again before the turn, so its actions find them; a failure is left to the
      // action that needs them, which reports it.
      await sessionServerSet(
        id,
        serverConfigsToConnect(id, state.servers),
        sessionServerTaps(store, id),
        { turn: state.turn + 1 },
      ).catch(() => undefined);
    }
    const result = await runTurn({
      store,
      sessionId: id,
      state,
      target: resolveModel(state.model),
      ...(signal ? { signal } : {}),
    });
    if (result.status === "done") await closeSessionServerSet(id);
    return result;
  });
}

/** Applies a person's decision on the pending action and records the observation it produced. */
export function decide(
  id: string,
  input: DecisionInput,
  store: EventStore = getEventStore(),
): Promise<DecisionResult> {
  requireSession(id, store);
  return withSessionLock(id, () => decideHeld(id, input, store));
}

/** A decision, for a caller that holds the session's lock (the decision route, a run). */
export function decideHeld(
  id: string,
  input: DecisionInput,
  store: EventStore,
): Promise<DecisionResult> {
  return usingSessionServers(id, async () => {
    const state = readSessionState(id, store);
    refuseReadOnly(state);
    if (state.status !== "awaiting-decision") {
      throw new LoupeError(
        "session:not_awaiting_decision",
        `Session is ${state.status}; a decision is only taken when an action is pending.`,
      );
    }
    refuseCapturedToolExecution(state, input);
    const turn = state.turn;
    store.append(id, {
      kind: "decision",
      data: {
        turn,
        decision: input.decision,
        ...(input.decision === "edit" ? { params: input.params } : {}),
      },
    });
    const servers = () =>
      sessionServerSet(
        id,
        serverConfigsToConnect(id, state.servers),
        sessionServerTaps(store, id),
        {
          turn,
        },
      );
    const observation = await observeDecision(
      store,
      id,
      state,
      input,
      sessionMcpClient(servers, turn),
    );
    store.append(id, { kind: "observation", data: { turn, ...observation } });
    return { turn, observation };
  });
}

/**
 * `action:no_server` for executing (as read or edited) an action that calls one of the session's
 * captured tools: the agent that ran it is not here. Nothing is recorded, so the action still
 * waits for a decision a person can take: mock or skip.
 */
function refuseCapturedToolExecution(state: SessionState, input: DecisionInput): void {
  const action = state.pendingAction;
  if (!action || (input.decision !== "execute" && input.decision !== "edit")) return;
  const dialect = dialectFor(state.dialect);
  const executed =
    input.decision === "edit" ? dialect.withEditedParams(action, input.params) : action;
  const tool = capturedToolOf(dialect.hostAction(executed), state.tools);
  if (tool === undefined) return;
  throw new LoupeError(
    "action:no_server",
    `"${tool}" is a tool of the captured request: no server runs it here. Mock its result or skip it.`,
  );
}

/**
 * Replaces the text of one message of the history (e.g. an observation before the next step);
 * refused in a read-only import, whose edits go to a fork.
 */
export function editMessage(
  id: string,
  index: number,
  content: string,
  store: EventStore = getEventStore(),
): void {
  requireSession(id, store);
  assertSessionIdle(id);
  const state = readSessionState(id, store);
  refuseReadOnly(state);
  const message = state.messages[index];
  if (!message) {
    throw new LoupeError(
      "request:invalid",
      `There is no message ${index}; the history has ${state.messages.length} (0 is the system prompt).`,
    );
  }
  store.append(id, {
    kind: "message.edit",
    data: { target: index === 0 ? "system" : index, before: message.content, after: content },
  });
}

/** Replaces the system prompt sent with the next turn. */
export function editSystemPrompt(
  id: string,
  systemPrompt: string,
  store: EventStore = getEventStore(),
): void {
  editMessage(id, 0, systemPrompt, store);
}

/** A playground session's id, or 404: inspector traffic logs and captures are not steppable. */
function requireSession(id: string, store: EventStore): void {
  if (!isPlaygroundSession(store.getSession(id))) throw notFound(id);
}

function notFound(id: string): LoupeError {
  return new LoupeError("session:not_found", `No session with id "${id}".`);
}

/**
 * Replaces the session's auto-approve list (recorded as `auto-approve`); a run reads it before
 * each action, so a change applies from the next one.
 */
export function setAutoApprove(
  id: string,
  tools: string[],
  store: EventStore = getEventStore(),
): string[] {
  requireSession(id, store);
  store.append(id, { kind: "auto-approve", data: { tools } });
  return tools;
}
