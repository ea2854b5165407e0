/** The standard MCP methods a client sends, offered as suggestions in the console. */
export const standardMethods = [
  "ping",
  "tools/list",
  "tools/call",
  "resources/list",
  "resources/templates/list",
  "resources/read",
  "resources/subscribe",
  "resources/unsubscribe",
  "prompts/list",
  "prompts/get",
  "completion/complete",
  "logging/setLevel",
  "tasks/list",
  "tasks/get",
  "tasks/result",
  "tasks/cancel",
  "notifications/roots/list_changed",
  "notifications/cancelled",
  "notifications/progress",
] as const;

/** A call sent from the console, kept so it can be sent again. */
export interface ConsoleCall {
  method: string;
  /** The params editor's text as it was sent. */
  paramsText: string;
  at: number;
}

/** Most calls the console's history keeps. */
export const consoleHistoryLimit = 50;

/** Whether a method is sent as a notification (no answer waited for). */
export function isNotificationMethod(method: string): boolean {
  return method.trim().startsWith("notifications/");
}

/** The history with `call` first; an identical earlier call moves up rather than repeating. */
export function rememberCall(history: readonly ConsoleCall[], call: ConsoleCall): ConsoleCall[] {
  const rest = history.filter(
    (earlier) =>
      earlier.method !== call.method || earlier.paramsText.trim() !== call.paramsText.trim(),
  );
  return [call, ...rest].slice(0, consoleHistoryLimit);
}

/** Checks a method name before sending; answers why it cannot be sent, or undefined. */
export function methodProblem(method: string): string | undefined {
  const trimmed = method.trim();
  if (trimmed === "") return "Type a method, such as tools/list.";
  if (trimmed === "initialize") return "initialize is sent by Connect; use Reconnect instead.";
  if (/\s/.test(trimmed)) return "A method has no spaces.";
  return undefined;
}
