import "server-only";
import type { DuplicateSessionInput, ForkEdit, ForkSessionInput } from "@/lib/api/sessions";
import { LoupeError } from "@/lib/errors";
import { stateAtTurnEnd } from "@/lib/events/fork-point";
import { type SessionState, stateEventKinds } from "@/lib/events/session-state";
import { duplicateSession } from "@/lib/loop/session-service";
import { forkTitle, sessionTitle } from "@/lib/loop/session-title";
import type { ServerConfig } from "@/lib/mcp/server-config";
import { type EventStore, getEventStore, isPlaygroundSession } from "@/lib/store";

/**
 * Forks a session at the end of turn `turn` (0: before the first): a new session (a duplicate,
 * servers and their secrets included) whose history is the request the source's turn `turn + 1`
 * sends, with at most one change, recorded as `session.created` with `parent`. It reads the log
 * and takes no lock, so it works while the source runs; only a turn still under way (or waiting
 * for a decision, or the run's final answer) has no end to fork from.
 */
export async function forkSession(
  id: string,
  input: ForkSessionInput,
  store: EventStore = getEventStore(),
): Promise<{ id: string }> {
  const record = store.getSession(id);
  if (!record || !isPlaygroundSession(record)) {
    throw new LoupeError("session:not_found", `No session with id "${id}".`);
  }
  const latest = store.latestTurn(id);
  if (input.turn > latest) {
    throw new LoupeError(
      "request:invalid",
      `turn: this session has ${latest === 0 ? "no turns yet" : `turns 1 to ${latest}`}; fork at turn 0${latest === 0 ? "" : ` to ${latest}`}.`,
    );
  }
  // Only the events the fold reads, up to the next turn's start: a fork never reads the chunks.
  const next = store.turnStartSeq(id, input.turn + 1);
  const events = store.eventsOfKinds(
    id,
    stateEventKinds,
    next === undefined ? {} : { beforeSeq: next },
  );
  const state = stateAtTurnEnd(events, input.turn);
  refuseUnfinishedTurn(state, input.turn);
  const edited = input.edit ? withEdit(state, input.turn, input.edit) : { state, change: {} };
  const servers = input.servers ?? serversHere(state);
  return duplicateSession(
    id,
    {
      ...edited.change,
      ...(servers === undefined ? {} : { servers }),
      title: forkTitle(sessionTitle(record.title, record.task), input.turn),
    },
    store,
    { state: edited.state, parent: { id, turn: input.turn } },
  );
}

/**
 * A read-only import's servers that are here, which its fork runs on when no others are given
 * (the fork of any other session copies all of the source's: undefined).
 */
export function serversHere(state: SessionState): ServerConfig[] | undefined {
  const missing = state.missingServers;
  if (!missing?.length) return undefined;
  return state.servers.filter((server) => !missing.includes(server.name));
}

/** `request:invalid` when turn `turn` has not ended in a history the next turn could send. */
function refuseUnfinishedTurn(state: SessionState, turn: number): void {
  const reason =
    state.status === "running"
      ? "is still running"
      : state.status === "awaiting-decision"
        ? "is waiting for a decision (decide it first, or fork at the turn before)"
        : state.status === "done"
          ? "gave the final answer (fork at the turn before, or edit that answer with a message edit)"
          : undefined;
  if (reason) throw new LoupeError("request:invalid", `turn: turn ${turn} ${reason}.`);
}

/**
 * The kept state with the edit applied to its messages, and what the duplicate changes besides
 * (model, dialect, system prompt).
 */
function withEdit(
  state: SessionState,
  turn: number,
  edit: ForkEdit,
): { state: SessionState; change: DuplicateSessionInput } {
  if ("model" in edit) return { state, change: { model: edit.model } };
  if ("dialect" in edit) return { state, change: { dialect: edit.dialect } };
  if ("systemPrompt" in edit) return { state, change: { systemPrompt: edit.systemPrompt } };
  const [index, content] =
    "observation" in edit
      ? [observationIndex(state, turn), edit.observation]
      : "answer" in edit
        ? [answerIndex(state, turn), edit.answer]
        : [edit.message.index, edit.message.content];
  const message = state.messages[index];
  if (!message) {
    throw new LoupeError(
      "request:invalid",
      `edit.message.index: the history at turn ${turn} has messages 0 to ${state.messages.length - 1} (0 is the system prompt).`,
    );
  }
  if (index === 0) return { state, change: { systemPrompt: content } };
  const messages = state.messages.map((kept, at) => (at === index ? { ...kept, content } : kept));
  return { state: { ...state, messages }, change: {} };
}

/** Where turn `turn`'s answer is: the last assistant message kept, when the turn gave one. */
function answerIndex(state: SessionState, turn: number): number {
  const index = state.messages.findLastIndex((message) => message.role === "assistant");
  if (turn === 0 || index < 0) {
    throw new LoupeError(
      "request:invalid",
      `edit.answer: turn ${turn} kept no answer of the model to replace; edit a message instead.`,
    );
  }
  return index;
}

/** Where turn `turn`'s observation is: the last kept message, when that turn gave one. */
function observationIndex(state: SessionState, turn: number): number {
  const last = state.messages.at(-1);
  if (turn === 0 || state.status !== "ready" || (last?.role !== "tool" && last?.role !== "user")) {
    throw new LoupeError(
      "request:invalid",
      `edit.observation: turn ${turn} ended without an observation to replace; edit a message instead.`,
    );
  }
  return state.messages.length - 1;
}
