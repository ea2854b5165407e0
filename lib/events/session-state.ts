import { DEFAULT_DIALECT_ID, type DialectServer, dialectFor, intendedAction } from "@/lib/dialects";
import type { DialectId, LoupeEvent, ParsedAction, RunEndReason } from "@/lib/events/types";
import type { AssembledAnswer } from "@/lib/llm/model-part";
import type { ModelMessage, ModelParams, ModelTool } from "@/lib/llm/model-request";
import type { ServerConfig } from "@/lib/mcp/server-config";

/**
 * Where a session stands, as the step and decision routes see it. `interrupted`: Loupe stopped
 * (a crash, a kill) while its last turn ran; stepping again retries that turn.
 */
export type SessionStatus =
  | "ready"
  | "running"
  | "awaiting-decision"
  | "done"
  | "error"
  | "interrupted"
  | "stopped";

/** A session folded from its events: the history the next request sends, and what is pending. */
export interface SessionState {
  task: string;
  model: string;
  dialect: DialectId;
  systemPrompt: string;
  /** The session's MCP servers (header and env values redacted). */
  servers: ServerConfig[];
  /** What those servers offered at creation: tools, resources, templates. */
  catalog: DialectServer[];
  /** A captured request's functions, offered beside the servers' tools; no server runs them. */
  tools: ModelTool[];
  params?: ModelParams;
  /** The host aborts the stream at the first complete action. */
  stopAtFirstAction: boolean;
  /** The system prompt is sent as written (a captured one): its `{{…}}` are not filled. */
  literalSystemPrompt?: true;
  status: SessionStatus;
  /** The last turn started; 0 before the first step. */
  turn: number;
  /** The action awaiting a decision; null when the answer held no action. */
  pendingAction?: ParsedAction | null;
  /**
   * System prompt first, then the task (or the history the session started from), then answers
   * and observations in order.
   */
  messages: ModelMessage[];
  files: Array<{ path: string; content: string }>;
  /** The system prompt's named versions, in the order they were saved. */
  promptVersions: PromptVersion[];
  result?: string;
  lastError?: { code: string; message: string };
  /** Actions that execute without a person's decision (`auto-approve` events). */
  autoApprove: string[];
  /**
   * True for a session imported from a file whose servers are not all here: it is shown, never
   * stepped (fork it to go on); absent for every other session.
   */
  readOnly?: true;
  /** With `readOnly`: the names of its servers that are not here (a fork leaves them out). */
  missingServers?: string[];
  /**
   * The latest run, as its events say: `running` until `run.end`; one still running in a log a
   * process no longer runs is read as `interrupted` by the session service.
   */
  run?: SessionRun;
}

/** A run of the loop as recorded: where it started, its bound, and how it ended once it has. */
export interface SessionRun {
  fromTurn: number;
  maxTurns: number;
  state: "running" | RunEndReason;
  error?: { code: string; message: string };
}

/** A named version of a session's system prompt, as `prompt.version` recorded it. */
export interface PromptVersion {
  name: string;
  dialect: DialectId;
  text: string;
  /** The seq of its event. */
  seq: number;
  at: number;
}

/**
 * The version of the fold below: a state folded and kept (a checkpoint in the store) by another
 * version is not read, but folded again from the log. Raise it whenever the fold changes.
 */
export const SESSION_FOLD_VERSION = 2;

/** The kinds of event `foldSessionState` reads; every other kind leaves the state as it was. */
export const stateEventKinds: ReadonlySet<LoupeEvent["kind"]> = new Set<LoupeEvent["kind"]>([
  "session.created",
  "turn.start",
  "llm.response",
  "action",
  "turn.end",
  "observation",
  "workspace.write",
  "message.edit",
  "prompt.version",
  "error",
  "run.start",
  "run.end",
  "auto-approve",
  "feedback",
]);

/**
 * A fold in progress, which more events can be folded into (`foldInto`) without folding the
 * earlier ones again: what a reader of long sessions keeps. Plain JSON, so it can be stored.
 * The fold replaces what changes and never mutates a message, an array it handed out or a run,
 * so a state read from it (`stateOfFold`) stays as it was while more events are folded.
 */
export interface SessionFold {
  /** The state so far; its `files` are kept in `files` below until read. */
  state: SessionState;
  /** The workspace files written so far, by path, in the order first written. */
  files: Array<[string, string]>;
  /** The turn whose answer is the last history message, until that turn ends. */
  answeredInTurn?: number;
  /** That answer as assembled, for the dialect to keep what it reads of it once the action is known. */
  answer?: Pick<AssembledAnswer, "content" | "toolCalls">;
  /** The seq of the last event folded; 0 before the first. */
  seq: number;
}

/** A fold of no events yet. */
export function startFold(): SessionFold {
  return {
    state: {
      task: "",
      model: "",
      dialect: DEFAULT_DIALECT_ID,
      systemPrompt: "",
      servers: [],
      catalog: [],
      tools: [],
      stopAtFirstAction: false,
      status: "ready",
      turn: 0,
      messages: [],
      files: [],
      autoApprove: [],
      promptVersions: [],
    },
    files: [],
    seq: 0,
  };
}

/** Folds more events, in order and after those folded already, into `fold`; returns it. */
export function foldInto(fold: SessionFold, events: readonly LoupeEvent[]): SessionFold {
  const files = new Map(fold.files);
  const progress: FoldProgress = {
    files,
    ...(fold.answeredInTurn === undefined ? {} : { answeredInTurn: fold.answeredInTurn }),
    ...(fold.answer === undefined ? {} : { answer: fold.answer }),
  };
  for (const event of events) {
    applyEvent(fold.state, progress, event);
    fold.seq = event.seq;
  }
  if (events.length > 0) fold.files = [...files];
  fold.answeredInTurn = progress.answeredInTurn;
  fold.answer = progress.answer;
  if (progress.answeredInTurn === undefined) delete fold.answeredInTurn;
  if (progress.answer === undefined) delete fold.answer;
  return fold;
}

/** The state a fold has reached, its own copy: folding more into the fold leaves it as it is. */
export function stateOfFold(fold: SessionFold): SessionState {
  return {
    ...fold.state,
    messages: [...fold.state.messages],
    promptVersions: [...fold.state.promptVersions],
    files: fold.files.map(([path, content]) => ({ path, content })),
  };
}

/** Folds a session's events, in order, into its current state (docs/architecture.md: views derive from the log). */
export function foldSessionState(events: readonly LoupeEvent[]): SessionState {
  return stateOfFold(foldInto(startFold(), events));
}

/** What the fold tracks besides the state itself, while it folds. */
interface FoldProgress {
  files: Map<string, string>;
  answeredInTurn?: number;
  answer?: Pick<AssembledAnswer, "content" | "toolCalls">;
}

function applyEvent(state: SessionState, fold: FoldProgress, event: LoupeEvent): void {
  switch (event.kind) {
    case "session.created":
      Object.assign(state, {
        task: event.data.task,
        model: event.data.model,
        dialect: event.data.dialect,
        systemPrompt: event.data.systemPrompt,
        servers: event.data.servers ?? [],
        catalog: event.data.catalog ?? [],
        tools: event.data.tools ?? [],
        stopAtFirstAction: event.data.stopAtFirstAction ?? false,
        autoApprove: event.data.autoApprove ?? [],
      });
      if (event.data.imported?.missingServers.length) {
        state.readOnly = true;
        state.missingServers = event.data.imported.missingServers;
      }
      if (event.data.literalSystemPrompt) state.literalSystemPrompt = true;
      if (event.data.params) state.params = event.data.params;
      state.messages = [
        { role: "system", content: event.data.systemPrompt },
        ...(event.data.history?.map((message) => ({ ...message })) ?? [
          { role: "user", content: dialectFor(event.data.dialect).formatTask(event.data.task) },
        ]),
      ];
      return;
    case "turn.start":
      // A turn that never ended (a crash mid-answer) leaves no half answer in the history.
      if (fold.answeredInTurn !== undefined) state.messages.pop();
      fold.answeredInTurn = undefined;
      fold.answer = undefined;
      state.turn = event.data.turn;
      state.status = "running";
      state.pendingAction = undefined;
      state.lastError = undefined;
      return;
    case "llm.response": {
      const { content, toolCalls, error } = event.data.assembled;
      if (error) state.lastError = error;
      if (content !== "" || toolCalls.length > 0 || !error) {
        fold.answer = { content, toolCalls };
        state.messages.push(dialectFor(state.dialect).assistantMessage(fold.answer));
        fold.answeredInTurn = event.data.turn;
      }
      return;
    }
    case "action": {
      const last = state.messages.at(-1);
      if (last?.role === "assistant" && fold.answer) {
        state.messages[state.messages.length - 1] = dialectFor(state.dialect).assistantMessage(
          fold.answer,
          event.data.action,
        );
      }
      state.pendingAction = event.data.action;
      const meant = intendedAction(dialectFor(state.dialect).hostAction(event.data.action));
      if (meant?.kind === "finish") state.result = meant.result;
      return;
    }
    case "turn.end":
      // A late close of an older turn (marked interrupted at start-up) changes nothing now.
      if (event.data.turn < state.turn) return;
      // A failed turn's answer stays in the log (its bytes, its error) but leaves the history.
      if (
        (event.data.status === "error" ||
          event.data.status === "interrupted" ||
          event.data.status === "stopped") &&
        fold.answeredInTurn === event.data.turn
      ) {
        state.messages.pop();
      }
      fold.answeredInTurn = undefined;
      state.status = event.data.status;
      if (event.data.status === "awaiting-decision" && state.pendingAction === undefined) {
        state.pendingAction = null;
      }
      if (event.data.status === "interrupted") {
        state.lastError = {
          code: "session:interrupted",
          message: `Turn ${event.data.turn} was running when Loupe stopped; step again to retry it.`,
        };
      }
      return;
    case "observation": {
      const call = state.pendingAction?.toolCall;
      state.messages.push(
        event.data.toolCallId !== undefined
          ? {
              role: "tool",
              toolCallId: event.data.toolCallId,
              name: call?.id === event.data.toolCallId ? call.name : "",
              content: event.data.text,
              ...(event.data.isError ? { isError: true } : {}),
            }
          : { role: "user", content: event.data.text },
      );
      state.pendingAction = undefined;
      state.status = "ready";
      return;
    }
    case "feedback": {
      const call = state.pendingAction?.toolCall;
      // A final answer given as a tool call is answered by a tool message, as any call is.
      state.messages.push(
        call
          ? { role: "tool", toolCallId: call.id, name: call.name, content: event.data.text }
          : { role: "user", content: event.data.text },
      );
      state.pendingAction = undefined;
      state.result = undefined;
      state.status = "ready";
      return;
    }
    case "auto-approve":
      state.autoApprove = [...event.data.tools];
      return;
    case "run.start":
      state.run = {
        fromTurn: event.data.fromTurn,
        maxTurns: event.data.maxTurns,
        state: "running",
      };
      return;
    case "run.end":
      if (state.run) {
        state.run = {
          ...state.run,
          state: event.data.reason,
          ...(event.data.error ? { error: event.data.error } : {}),
        };
      }
      return;
    case "workspace.write":
      fold.files.set(event.data.path, event.data.content);
      return;
    case "message.edit": {
      if (event.data.target === "system") state.systemPrompt = event.data.after;
      const index = event.data.target === "system" ? 0 : event.data.target;
      const message = state.messages[index];
      if (message) state.messages[index] = { ...message, content: event.data.after };
      return;
    }
    case "prompt.version":
      state.promptVersions.push({ ...event.data, seq: event.seq, at: event.at });
      return;
    case "error":
      state.lastError = { code: event.data.code, message: event.data.message };
      return;
    default:
      return;
  }
}
