/** What the inspector's "Use in playground" link asks the playground to start from. */
export interface PlaygroundPrefill {
  /** The task to put in the draft; null when the link names none. */
  task: string | null;
  /** Listed server ids to pick (`?servers=a,b`); empty when the link names none. */
  serverIds: string[];
}

/** The query parameters the prefill is read from, removed once read. */
export const PREFILL_PARAMS = ["task", "servers"] as const;

const MAX_TASK_CHARS = 20_000;
const serverIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Reads `?task=<text>&servers=<id,id>`: a task longer than a session takes is cut to fit, ids that
 * could not be a listed server's are left out. Null when the URL names neither.
 */
export function parsePlaygroundPrefill(
  params: Pick<URLSearchParams, "get" | "has">,
): PlaygroundPrefill | null {
  if (!PREFILL_PARAMS.some((name) => params.has(name))) return null;
  const task = params.get("task");
  const servers = params.get("servers") ?? "";
  return {
    task: task === null || task.trim() === "" ? null : task.slice(0, MAX_TASK_CHARS),
    serverIds: [
      ...new Set(
        servers
          .split(",")
          .map((id) => id.trim())
          .filter((id) => serverIdPattern.test(id)),
      ),
    ],
  };
}

/** The query string without the prefill parameters, other parameters kept as they are. */
export function searchWithoutPrefill(search: string): string {
  const next = new URLSearchParams(search);
  for (const name of PREFILL_PARAMS) next.delete(name);
  const text = next.toString();
  return text ? `?${text}` : "";
}
