/** An edit the person made that the server does not hold yet, and that the next Step must send. */
export type UnsavedEdit =
  | { kind: "system-prompt"; systemPrompt: string }
  | { kind: "message"; index: number; content: string };

/** The Observation field as the person left it, against the message the server holds. */
export interface ObservationDraft {
  /** `seq` of the observation event the field belongs to. */
  seq: number;
  /** The message's place in the history (for `PATCH /api/sessions/:id/messages/:index`). */
  index: number;
  /** The message's content when the person started typing. */
  base: string;
  text: string;
}

/** The editable observation as the server holds it (see `editableObservation`). */
export interface SavedObservation {
  seq: number;
  index: number;
  content: string;
}

/**
 * The text the Observation field shows: the person's draft while it still belongs to the message
 * the server holds, else that message. A draft goes stale once the message changes under it (it
 * was saved, or another tab edited it), so no effect has to reset it.
 */
export function observationFieldText(
  draft: ObservationDraft | null,
  saved: SavedObservation | null,
): string | undefined {
  if (!saved) return undefined;
  const current =
    draft !== null &&
    draft.seq === saved.seq &&
    draft.index === saved.index &&
    draft.base === saved.content;
  return current ? draft.text : saved.content;
}

/**
 * What Step saves before it steps, in order: the system prompt when its draft differs from the
 * session's, then the edited observation. Step sends nothing when one of these fails to save.
 */
export function editsBeforeStep(input: {
  savedSystemPrompt: string | undefined;
  systemPromptDraft: string;
  observation: SavedObservation | null;
  observationText: string | undefined;
}): UnsavedEdit[] {
  const edits: UnsavedEdit[] = [];
  if (
    input.savedSystemPrompt !== undefined &&
    input.systemPromptDraft !== input.savedSystemPrompt
  ) {
    edits.push({ kind: "system-prompt", systemPrompt: input.systemPromptDraft });
  }
  const { observation, observationText } = input;
  if (observation && observationText !== undefined && observationText !== observation.content) {
    edits.push({ kind: "message", index: observation.index, content: observationText });
  }
  return edits;
}
