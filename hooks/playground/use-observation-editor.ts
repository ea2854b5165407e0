"use client";

import { useMemo } from "react";
import { useObservationDraft } from "@/hooks/playground/use-observation-draft";
import type { SessionOverview } from "@/lib/api/sessions";
import type { TimelineItem } from "@/lib/views/playground/conversation/session-timeline";
import { editableObservation } from "@/lib/views/playground/session/session-pause";

/**
 * The latest observation while it can still be edited, and the Observation field's draft of it:
 * `observation` is what Step needs (it saves an unsaved edit first), `editor` what the
 * conversation's field shows, given how to save an edit (by its index in the history).
 */
export function useObservationEditor(
  session: SessionOverview | null,
  timeline: readonly TimelineItem[],
) {
  const saved = useMemo(() => editableObservation(session, timeline), [session, timeline]);
  const draft = useObservationDraft(saved);
  return {
    observation: { saved, text: draft.text },
    editor: (save: (index: number, text: string) => void) =>
      saved
        ? {
            seq: saved.seq,
            index: saved.index,
            text: draft.text ?? saved.content,
            dirty: draft.dirty,
            onChange: draft.change,
            onDiscard: draft.discard,
            onSave: () => save(saved.index, draft.text ?? saved.content),
          }
        : null,
  };
}
