/** The lanes of the selected turn, as named in the URL (`?lane=`). */
export const laneIds = ["sse", "parsed", "rpc", "request"] as const;

/** One lane of the lanes column. */
export type LaneId = (typeof laneIds)[number];

/** The playground state kept in the URL so a view can be reloaded and linked. */
export interface PlaygroundUrlState {
  sessionId: string | null;
  /** The turn picked by the person; null follows the latest turn. */
  turn: number | null;
  lane: LaneId;
}

const sessionIdPattern = /^[A-Za-z0-9_-]{1,128}$/;

/** Reads `?session=<id>&turn=<n>&lane=<lane>`, ignoring values that do not parse. */
export function parsePlaygroundUrl(params: Pick<URLSearchParams, "get">): PlaygroundUrlState {
  const session = params.get("session");
  const turnText = params.get("turn");
  const turn = turnText !== null && /^\d{1,6}$/.test(turnText) ? Number(turnText) : null;
  const lane = params.get("lane");
  return {
    sessionId: session !== null && sessionIdPattern.test(session) ? session : null,
    turn: turn !== null && turn > 0 ? turn : null,
    lane: laneIds.find((id) => id === lane) ?? "sse",
  };
}

/** The query string for `current` with `changes` applied; defaults are left out of the URL. */
export function playgroundSearch(
  current: URLSearchParams,
  changes: Partial<PlaygroundUrlState>,
): string {
  const next = new URLSearchParams(current);
  const set = (name: string, value: string | null) => {
    if (value === null) next.delete(name);
    else next.set(name, value);
  };
  if ("sessionId" in changes) set("session", changes.sessionId ?? null);
  if ("turn" in changes) set("turn", changes.turn == null ? null : String(changes.turn));
  if ("lane" in changes) set("lane", changes.lane === "sse" || !changes.lane ? null : changes.lane);
  const text = next.toString();
  return text ? `?${text}` : "";
}
