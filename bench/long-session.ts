/**
 * Long sessions for the benchmarks (`long-sessions.bench.ts`), made fast but as real ones are:
 * a session of the tool-asking model (`tool-asking-model.ts`) steps and executes two real turns
 * (the demo weather server answering), then the events of its second turn (the request, every
 * network chunk, SSE line and delta, the answer, the action, the decision, the MCP exchange and
 * the observation) are appended again for each further turn, renumbered, a turn a burst, as the
 * loop appends them. Each turn's request body is the second turn's, not the whole history it
 * would send by then, so a log grows with its turns and not with their square.
 */
import type { LoupeEvent, NewEvent } from "@/lib/events/types";
import { createSession, decide, step } from "@/lib/loop/session-service";
import type { EventStore } from "@/lib/store";

/** The model name a long session is created with (`OPENAI_MODEL` must name it too). */
export const LONG_SESSION_MODEL = "openai:bench";

/** A session that has run `turns` turns (at least 2), each ended by its observation; answers its id. */
export async function longSession(store: EventStore, turns: number): Promise<string> {
  const { id } = await createSession(
    { task: "What's the weather in New York tomorrow?", model: LONG_SESSION_MODEL, dialect: "xml" },
    store,
  );
  for (let turn = 1; turn <= 2; turn += 1) {
    await step(id, store);
    await decide(id, { decision: "execute" }, store);
  }
  const template = turnEvents(store.events(id), 2);
  for (let turn = 3; turn <= turns; turn += 1) {
    store.appendMany(
      id,
      template.map((event) => renumbered(event, turn)),
    );
  }
  return id;
}

/** The events from turn `turn`'s start to its observation, as they were stored. */
function turnEvents(events: readonly LoupeEvent[], turn: number): LoupeEvent[] {
  const start = events.findIndex(
    (event) => event.kind === "turn.start" && event.data.turn === turn,
  );
  const end = events.findIndex(
    (event, index) => index > start && event.kind === "observation" && event.data.turn === turn,
  );
  if (start === -1 || end === -1) throw new Error(`turn ${turn} did not run to its observation`);
  return events.slice(start, end + 1);
}

/** The event as a new one of turn `turn`. */
function renumbered(event: LoupeEvent, turn: number): NewEvent {
  const data = event.data as { turn?: unknown };
  return {
    kind: event.kind,
    data: typeof data.turn === "number" ? { ...data, turn } : data,
  } as NewEvent;
}
