import "server-only";
import { LoupeError } from "@/lib/errors";
import type { LoupeEvent } from "@/lib/events/types";
import { defaultXmlSystemPrompt } from "@/lib/loop/default-system-prompt";
import { type DecisionInput, observeDecision } from "@/lib/loop/observe-decision";
import { runTurn, type StepResult } from "@/lib/loop/run-turn";
import { closeSessionConnection } from "@/lib/loop/session-connections";
import { assertSessionIdle, withSessionLock } from "@/lib/loop/session-lock";
import { foldSessionState, type SessionState } from "@/lib/loop/session-state";
import { resolveModel } from "@/lib/models/catalogue";
import { type EventStore, getEventStore } from "@/lib/store";

/** Everything the page (or a script) needs to show a session; see the README's API section. */
export interface SessionView extends SessionState {
  id: string;
  events: LoupeEvent[];
}

/** Starts a session: checks the model, renders the default system prompt when none is given. */
export async function createSession(
  input: { task: string; model: string; dialect: "xml"; systemPrompt?: string },
  store: EventStore = getEventStore(),
): Promise<{ id: string }> {
  resolveModel(input.model);
  const systemPrompt = input.systemPrompt ?? (await defaultXmlSystemPrompt());
  const session = store.createSession({
    task: input.task,
    model: input.model,
    dialect: input.dialect,
  });
  store.append(session.id, {
    kind: "session.created",
    data: { task: input.task, model: input.model, dialect: input.dialect, systemPrompt },
  });
  return { id: session.id };
}

/** The session folded from its events, with the events themselves. */
export function getSessionView(id: string, store: EventStore = getEventStore()): SessionView {
  requireSession(id, store);
  const events = store.events(id);
  return { id, ...foldSessionState(events), events };
}

/** Runs exactly one turn and answers when it pauses (an action to decide, the end, or an error). */
export function step(id: string, store: EventStore = getEventStore()): Promise<StepResult> {
  requireSession(id, store);
  return withSessionLock(id, async () => {
    const state = foldSessionState(store.events(id));
    if (state.status === "done") {
      throw new LoupeError(
        "session:finished",
        "This run has finished (attempt_completion); start a new run.",
      );
    }
    if (state.status === "awaiting-decision") {
      throw new LoupeError(
        "session:decision_required",
        `Turn ${state.turn} is waiting for a decision (execute, edit, mock or skip) before the next step.`,
      );
    }
    const result = await runTurn({ store, sessionId: id, state, model: resolveModel(state.model) });
    if (result.status === "done") await closeSessionConnection(id);
    return result;
  });
}

/** Applies a person's decision on the pending action and records the observation it produced. */
export function decide(
  id: string,
  input: DecisionInput,
  store: EventStore = getEventStore(),
): Promise<{ turn: number; observation: { source: string; text: string; isError: boolean } }> {
  requireSession(id, store);
  return withSessionLock(id, async () => {
    const state = foldSessionState(store.events(id));
    if (state.status !== "awaiting-decision") {
      throw new LoupeError(
        "session:not_awaiting_decision",
        `Session is ${state.status}; a decision is only taken when an action is pending.`,
      );
    }
    if (input.decision === "mock" && input.observation === undefined) {
      throw new LoupeError(
        "request:invalid",
        "A mock decision needs the observation text to send back.",
      );
    }
    if (input.decision === "edit" && input.params === undefined) {
      throw new LoupeError("request:invalid", "An edit decision needs the parameters to execute.");
    }
    const turn = state.turn;
    store.append(id, {
      kind: "decision",
      data: { turn, decision: input.decision, ...(input.params ? { params: input.params } : {}) },
    });
    const observation = await observeDecision(store, id, state, input);
    store.append(id, { kind: "observation", data: { turn, ...observation } });
    return { turn, observation };
  });
}

/** Replaces the text of one message of the history (e.g. an observation before the next step). */
export function editMessage(
  id: string,
  index: number,
  content: string,
  store: EventStore = getEventStore(),
): void {
  requireSession(id, store);
  assertSessionIdle(id);
  const state = foldSessionState(store.events(id));
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

function requireSession(id: string, store: EventStore): void {
  if (!store.getSession(id))
    throw new LoupeError("session:not_found", `No session with id "${id}".`);
}
