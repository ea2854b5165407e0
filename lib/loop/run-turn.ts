import "server-only";
import type { StepResult } from "@/lib/api/sessions";
import { type Dialect, dialectFor, isFinish } from "@/lib/dialects";
import { toLoupeError } from "@/lib/errors";
import type { SessionState } from "@/lib/events/session-state";
import type { ParsedAction } from "@/lib/events/types";
import type { ModelTarget } from "@/lib/llm/model-provider";
import type { ModelRequest } from "@/lib/llm/model-request";
import { streamModel } from "@/lib/llm/stream-model";
import { renderPromptTemplate } from "@/lib/prompts/placeholders";
import { withParamDefaults } from "@/lib/providers/model-defaults";
import type { EventStore } from "@/lib/store";

/** How long a model may send nothing (not even a keep-alive) before the turn gives up. */
export const MODEL_IDLE_TIMEOUT_MS = 60_000;

interface TurnInput {
  store: EventStore;
  sessionId: string;
  state: SessionState;
  target: ModelTarget;
  /** Aborts the model request mid-stream (Stop): the turn ends `stopped`, its partial answer kept. */
  signal?: AbortSignal;
}

/**
 * One turn of the loop (docs/architecture.md): send the whole history as the session's dialect shapes
 * it, stream the answer while capturing every byte as events, and read the first action out of
 * it. The stream is read to its end (so usage and the finish reason are kept) unless the session
 * asks the host to stop at the first complete action. Whatever fails on the way, the turn is
 * closed with an error, so the session can always step again. The turn does not end when the
 * person's request does: a reload mid-turn finds it finished.
 */
export async function runTurn(input: TurnInput): Promise<StepResult> {
  const { store, sessionId } = input;
  const turn = input.state.turn + 1;
  store.append(sessionId, { kind: "turn.start", data: { turn } });
  try {
    return await streamAndParse(input, turn);
  } catch (error) {
    const { code, message } = toLoupeError(error);
    store.append(sessionId, { kind: "error", data: { turn, where: "loop.turn", code, message } });
    store.append(sessionId, { kind: "turn.end", data: { turn, status: "error" } });
    return { turn, status: "error", error: { code, message } };
  }
}

/**
 * The neutral request of the next turn: the history (the session's system prompt with its
 * placeholders filled from its servers, task and `now`), the dialect's tools (the servers' and
 * the captured request's), the session's params (its stop sequences the dialect's when the
 * session sets none and the dialect has some).
 */
export function buildTurnRequest(
  state: SessionState,
  dialect: Dialect,
  model: string,
  now: Date = new Date(),
): ModelRequest {
  const tools = dialect.tools(state.catalog, state.tools);
  const stop =
    state.params?.stop === undefined && dialect.stopSequences.length > 0
      ? { stop: [...dialect.stopSequences] }
      : {};
  const params = state.params || "stop" in stop ? { ...state.params, ...stop } : undefined;
  return {
    model,
    messages: withRenderedSystemPrompt(state, now),
    ...(tools ? { tools } : {}),
    ...(params ? { params } : {}),
  };
}

/**
 * The history with its first message, the session's system prompt, rendered from its template;
 * a literal one (a captured request's) goes as written.
 */
function withRenderedSystemPrompt(state: SessionState, now: Date): SessionState["messages"] {
  const [first, ...rest] = state.messages;
  if (first?.role !== "system" || state.literalSystemPrompt) return state.messages;
  const content = renderPromptTemplate(first.content, {
    servers: state.catalog,
    task: state.task,
    now,
  });
  return content === first.content ? state.messages : [{ ...first, content }, ...rest];
}

async function streamAndParse(input: TurnInput, turn: number): Promise<StepResult> {
  const { store, sessionId, state, target, signal } = input;
  const dialect = dialectFor(state.dialect);
  const parser = dialect.createParser({
    servers: state.catalog,
    captured: state.tools.map((tool) => tool.name),
  });
  let early: ParsedAction | undefined;

  const { assembled } = await streamModel({
    turn,
    request: withParamDefaults(
      buildTurnRequest(state, dialect, target.model),
      target.paramDefaults,
    ),
    target,
    idleTimeoutMs: MODEL_IDLE_TIMEOUT_MS,
    ...(signal ? { signal } : {}),
    onEvent: (event) => store.append(sessionId, event).seq,
    withinRead: (handleRead) => store.burst(handleRead),
    onPart: (part) => {
      const read = parser.push(part);
      early ??= read;
      return early && state.stopAtFirstAction ? "stop" : undefined;
    },
  });

  const final = parser.end(assembled);
  // Cut at its first action, the answer is that action; run to its end, the whole answer is
  // judged (a json blob followed by text or by a second blob is invalid).
  const action = early && state.stopAtFirstAction ? early : (final.action ?? early);
  if (signal?.aborted) {
    if (action)
      store.append(sessionId, { kind: "action", data: { turn, dialect: dialect.id, action } });
    store.append(sessionId, { kind: "turn.end", data: { turn, status: "stopped" } });
    return { turn, status: "stopped", ...(action ? { action } : {}) };
  }
  const completeAction = action !== undefined && !action.partial;
  // A problem in the stream fails the turn unless a whole action arrived anyway; either way the
  // stream's own error events and llm.response say what went wrong and where.
  if (assembled.error && !completeAction) {
    const { code, message } = assembled.error;
    store.append(sessionId, { kind: "error", data: { turn, where: "llm.stream", code, message } });
    store.append(sessionId, { kind: "turn.end", data: { turn, status: "error" } });
    return { turn, status: "error", error: { code, message } };
  }
  if (action) {
    const thinking = final.thinking;
    store.append(sessionId, {
      kind: "action",
      data: {
        turn,
        dialect: dialect.id,
        action,
        ...(thinking === undefined ? {} : { thinking }),
      },
    });
  }
  const done = action?.valid && isFinish(dialect.hostAction(action));
  const status = done ? "done" : "awaiting-decision";
  store.append(sessionId, { kind: "turn.end", data: { turn, status } });
  return { turn, status, ...(action ? { action } : {}) };
}
