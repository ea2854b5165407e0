import { isCaptureId } from "./recent";

/** The lanes of a capture, as named in the URL (`?lane=`). */
export const captureLaneIds = ["sse", "parsed", "answer", "request"] as const;

/** One lane of the capture reader. */
export type CaptureLaneId = (typeof captureLaneIds)[number];

/** The Captures screen state kept in the URL so a capture can be reloaded and linked. */
export interface CapturesUrlState {
  /** The capture being read; null shows the import form. */
  captureId: string | null;
  lane: CaptureLaneId;
}

/** Reads `?capture=<id>&lane=<lane>`, ignoring values that do not parse (the lane falls back to Raw SSE). */
export function parseCapturesUrl(params: Pick<URLSearchParams, "get">): CapturesUrlState {
  const capture = params.get("capture");
  const lane = params.get("lane");
  return {
    captureId: capture !== null && isCaptureId(capture) ? capture : null,
    lane: captureLaneIds.find((id) => id === lane) ?? "sse",
  };
}

/** The query string for `current` with `changes` applied; the default lane is left out. */
export function capturesSearch(
  current: URLSearchParams,
  changes: Partial<CapturesUrlState>,
): string {
  const next = new URLSearchParams(current);
  if ("captureId" in changes) {
    if (changes.captureId) next.set("capture", changes.captureId);
    else next.delete("capture");
  }
  if ("lane" in changes) {
    if (!changes.lane || changes.lane === "sse") next.delete("lane");
    else next.set("lane", changes.lane);
  }
  const text = next.toString();
  return text ? `?${text}` : "";
}
