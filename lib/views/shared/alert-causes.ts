import type { LoupeEvent } from "@/lib/events/types";

/**
 * What an alert is about, as a key a later success can clear: `auth` (the access token),
 * `session:<id>` (loading a session), `step:<id>` (a Step, `step:new` before the session
 * exists), `decision:<id>`, `save:<id>` (an observation edit), `setup:models`, `setup:prompt`,
 * or `action:<label>` for anything else (cleared only by dismissing it).
 */
export type AlertCause = string;

/** The page's state that alert causes depend on. */
export interface AlertWorld {
  /** Whether this browser holds the token; undefined while unknown. */
  authenticated: boolean | undefined;
  /** The session in the URL. */
  sessionId: string | null;
  /** The session whose snapshot loaded, if any. */
  loadedSessionId: string | null;
  modelsLoaded: boolean;
  systemPromptLoaded: boolean;
}

/** The cause of an alert, from what the person was doing and what the API answered. */
export function alertCause(input: {
  action: string;
  status?: number;
  sessionId: string | null;
}): AlertCause {
  const { action, status, sessionId } = input;
  const session = sessionId ?? "new";
  if (status === 401 || action === "Check access") return "auth";
  if (action === "Load session") return `session:${session}`;
  if (action === "Step" || action.endsWith("before Step")) return `step:${session}`;
  if (action.startsWith("Decision")) return `decision:${session}`;
  if (action === "Save observation") return `save:${session}`;
  if (action === "Load models") return "setup:models";
  if (action === "Load system prompt") return "setup:prompt";
  return `action:${action}`;
}

/** The causes that went away between two states of the page. */
export function causesResolvedBetween(previous: AlertWorld, current: AlertWorld): AlertCause[] {
  const resolved: AlertCause[] = [];
  if (previous.authenticated !== true && current.authenticated === true) resolved.push("auth");
  if (current.loadedSessionId !== null && current.loadedSessionId !== previous.loadedSessionId) {
    resolved.push(`session:${current.loadedSessionId}`);
  }
  if (previous.sessionId !== null && previous.sessionId !== current.sessionId) {
    const left = previous.sessionId;
    resolved.push(`session:${left}`, `step:${left}`, `decision:${left}`, `save:${left}`);
  }
  if (!previous.modelsLoaded && current.modelsLoaded) resolved.push("setup:models");
  if (!previous.systemPromptLoaded && current.systemPromptLoaded) resolved.push("setup:prompt");
  return resolved;
}

/**
 * The causes that new events of session `sessionId` show gone: a turn that started means a Step
 * got through (also one that created the session), a decision or an edit that landed means
 * that command succeeded.
 */
export function causesResolvedByEvents(
  events: readonly LoupeEvent[],
  sessionId: string,
): AlertCause[] {
  const resolved = new Set<AlertCause>();
  for (const event of events) {
    if (event.kind === "turn.start") {
      resolved.add(`step:${sessionId}`);
      resolved.add("step:new");
    } else if (event.kind === "decision") {
      resolved.add(`decision:${sessionId}`);
    } else if (event.kind === "message.edit") {
      resolved.add(`save:${sessionId}`);
    }
  }
  return [...resolved];
}

/** The alerts whose cause is not among `resolved` (the same array when none went). */
export function withoutResolved<Alert extends { cause: AlertCause }>(
  alerts: Alert[],
  resolved: readonly AlertCause[],
): Alert[] {
  if (resolved.length === 0) return alerts;
  const gone = new Set(resolved);
  const kept = alerts.filter((alert) => !gone.has(alert.cause));
  return kept.length === alerts.length ? alerts : kept;
}
