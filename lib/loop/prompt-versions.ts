import "server-only";
import { DIALECT_IDS, type DialectId } from "@/lib/dialects/dialect-ids";
import { LoupeError } from "@/lib/errors";
import type { PromptVersion } from "@/lib/events/session-state";
import { readSessionState } from "@/lib/loop/session-state-reader";
import { type EventStore, getEventStore, isPlaygroundSession } from "@/lib/store";

/** What saving a version takes: its name, its text and (else the session's) its dialect. */
export interface PromptVersionInput {
  name: string;
  text: string;
  dialect?: DialectId;
}

/**
 * Saves a system prompt as a named version of the session: a `prompt.version` event in its log
 * (the versions are read back by folding the log), changing nothing the next turn sends. Any
 * time, a turn running or not; the version saved is answered.
 */
export function savePromptVersion(
  id: string,
  input: PromptVersionInput,
  store: EventStore = getEventStore(),
): PromptVersion {
  if (!isPlaygroundSession(store.getSession(id))) {
    throw new LoupeError("session:not_found", `No session with id "${id}".`);
  }
  const dialect = input.dialect ?? readSessionState(id, store).dialect;
  if (!DIALECT_IDS.includes(dialect)) {
    throw new LoupeError("request:invalid", `Unknown dialect "${dialect}".`);
  }
  const event = store.append(id, {
    kind: "prompt.version",
    data: { name: input.name, dialect, text: input.text },
  });
  return { name: input.name, dialect, text: input.text, seq: event.seq, at: event.at };
}
