import "server-only";
import { XmlStreamParser } from "@/lib/dialects/xml";
import { toLoupeError } from "@/lib/errors";
import type { ParsedAction } from "@/lib/events/types";
import { streamModel } from "@/lib/llm/stream-model";
import type { SessionState } from "@/lib/loop/session-state";
import type { ResolvedModel } from "@/lib/models/catalogue";
import type { EventStore } from "@/lib/store";

/** How long a model may send nothing (not even a keep-alive) before the turn gives up. */
export const MODEL_IDLE_TIMEOUT_MS = 60_000;

/** What a step answers once its turn pauses (the step route's response body). */
export interface StepResult {
  turn: number;
  status: "awaiting-decision" | "done" | "error";
  action?: ParsedAction;
  error?: { code: string; message: string };
}

interface TurnInput {
  store: EventStore;
  sessionId: string;
  state: SessionState;
  model: ResolvedModel;
}

/**
 * One turn of the loop (DESIGN.md §4): send the whole history, stream the answer while capturing
 * every byte as events, parse it as it arrives, and stop at the first complete action. Whatever
 * fails on the way, the turn is closed with an error, so the session can always step again.
 * The turn does not end when the person's request does: a reload mid-turn finds it finished.
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

async function streamAndParse(input: TurnInput, turn: number): Promise<StepResult> {
  const { store, sessionId, state, model } = input;
  const parser = new XmlStreamParser();
  let action: ParsedAction | undefined;
  let thinking: string | undefined;

  const { assembled: result } = await streamModel({
    turn,
    request: { model: model.model, messages: state.messages },
    target: model,
    idleTimeoutMs: MODEL_IDLE_TIMEOUT_MS,
    onEvent: (event) => store.append(sessionId, event).seq,
    withinRead: (handleRead) => store.burst(handleRead),
    onPart: (part) => {
      if (part.type !== "text") return undefined;
      if (action) return "stop";
      const update = parser.push(part.text);
      thinking = update.thinking ?? thinking;
      const first = update.actions[0];
      if (first) {
        action = first;
        return "stop";
      }
      return undefined;
    },
  });

  if (!action) {
    const final = parser.end();
    thinking = final.thinking ?? thinking;
    action = final.actions[0];
  }
  const completeAction = action !== undefined && !action.partial;
  // A problem in the stream fails the turn unless a whole action arrived anyway; either way the
  // stream's own error events and llm.response say what went wrong and where.
  if (result.error && !completeAction) {
    store.append(sessionId, {
      kind: "error",
      data: { turn, where: "llm.stream", code: result.error.code, message: result.error.message },
    });
    store.append(sessionId, { kind: "turn.end", data: { turn, status: "error" } });
    return {
      turn,
      status: "error",
      error: { code: result.error.code, message: result.error.message },
    };
  }
  if (action) {
    store.append(sessionId, {
      kind: "action",
      data: { turn, dialect: "xml", action, ...(thinking === undefined ? {} : { thinking }) },
    });
  }
  const done = action?.name === "attempt_completion" && action.valid;
  const status = done ? "done" : "awaiting-decision";
  store.append(sessionId, { kind: "turn.end", data: { turn, status } });
  return { turn, status, ...(action ? { action } : {}) };
}
