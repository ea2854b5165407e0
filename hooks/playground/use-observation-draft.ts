"use client";

import { useCallback, useState } from "react";
import {
  type ObservationDraft,
  observationFieldText,
  type SavedObservation,
} from "@/lib/views/playground/conversation/edits-before-step";

/**
 * The Observation field's text, held by the page rather than the field so Step can save an
 * edit the person never saved. The draft lapses by itself once the message it edits changes.
 */
export function useObservationDraft(saved: SavedObservation | null) {
  const [draft, setDraft] = useState<ObservationDraft | null>(null);
  const text = observationFieldText(draft, saved);

  const change = useCallback(
    (next: string) => {
      if (saved) setDraft({ seq: saved.seq, index: saved.index, base: saved.content, text: next });
    },
    [saved],
  );
  const discard = useCallback(() => setDraft(null), []);

  return { text, dirty: saved !== null && text !== saved.content, change, discard };
}
