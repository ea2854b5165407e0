import type { SessionSummary } from "@/lib/api/sessions";

/**
 * The list after loading the next page: each session once (a session listed again after the
 * list shifted keeps its newer row), still newest first.
 */
export function appendSessionPage(
  shown: readonly SessionSummary[],
  page: readonly SessionSummary[],
): SessionSummary[] {
  const byId = new Map(shown.map((session) => [session.id, session]));
  for (const session of page) byId.set(session.id, session);
  return [...byId.values()].sort(
    (left, right) => right.createdAt - left.createdAt || (left.id < right.id ? 1 : -1),
  );
}

/** The list with one session's row changed (a rename), or left out (a delete). */
export function updateSessionRow(
  shown: readonly SessionSummary[],
  id: string,
  change: Partial<SessionSummary> | "remove",
): SessionSummary[] {
  if (change === "remove") return shown.filter((session) => session.id !== id);
  return shown.map((session) => (session.id === id ? { ...session, ...change } : session));
}
