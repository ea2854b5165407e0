import type { TrafficMessage, TrafficPage } from "@/lib/api/inspector";
import type { InspectorApi } from "@/lib/views/inspector/api";

/** The MCP log levels (RFC 5424 severities), least severe first. */
export const LOG_LEVELS = [
  "debug",
  "info",
  "notice",
  "warning",
  "error",
  "critical",
  "alert",
  "emergency",
] as const;

/** One MCP log level. */
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Whether a text is one of the MCP log levels. */
export function isLogLevel(value: unknown): value is LogLevel {
  return typeof value === "string" && (LOG_LEVELS as readonly string[]).includes(value);
}

/** The badge tone of a level: grey for debug, blue for info and notice, amber, then red. */
export function levelTone(level: string): "neutral" | "accent" | "warning" | "danger" {
  switch (level) {
    case "debug":
      return "neutral";
    case "info":
    case "notice":
      return "accent";
    case "warning":
      return "warning";
    default:
      return isLogLevel(level) ? "danger" : "neutral";
  }
}

/** One `notifications/message` the server sent, as the log stream shows it. */
export interface LogEntry {
  seq: number;
  at: number;
  /** The level as sent; a level outside the eight is kept as it came. */
  level: string;
  logger?: string;
  data: unknown;
  /** The data as text: a string as it is, anything else as indented JSON. */
  text: string;
}

/** The server's log messages in a traffic list, oldest first. */
export function logEntries(messages: readonly TrafficMessage[]): LogEntry[] {
  const entries: LogEntry[] = [];
  for (const item of messages) {
    if (item.direction !== "in") continue;
    const message = item.message as { method?: unknown; params?: unknown } | null;
    if (typeof message !== "object" || message === null) continue;
    if (message.method !== "notifications/message") continue;
    const params = (
      typeof message.params === "object" && message.params !== null ? message.params : {}
    ) as { level?: unknown; logger?: unknown; data?: unknown };
    entries.push({
      seq: item.seq,
      at: item.at,
      level: typeof params.level === "string" ? params.level : "unknown",
      ...(typeof params.logger === "string" ? { logger: params.logger } : {}),
      data: params.data,
      text: dataText(params.data),
    });
  }
  return entries;
}

/** Log data as text: a string as it is, anything else as indented JSON. */
export function dataText(data: unknown): string {
  if (typeof data === "string") return data;
  if (data === undefined) return "";
  try {
    return JSON.stringify(data, null, 2) ?? String(data);
  } catch {
    return String(data);
  }
}

/** What the log view shows: a minimum level, a text to find, and what "Clear" hid. */
export interface LogFilter {
  minimumLevel: LogLevel;
  /** Found in the logger or the data, case ignored; empty finds everything. */
  text: string;
  /** Entries up to this seq were cleared from the view. */
  clearedThrough: number;
}

/** The entries the filter lets through. A level outside the eight is shown at any minimum. */
export function filterLogEntries(entries: readonly LogEntry[], filter: LogFilter): LogEntry[] {
  const minimum = LOG_LEVELS.indexOf(filter.minimumLevel);
  const needle = filter.text.trim().toLowerCase();
  return entries.filter((entry) => {
    if (entry.seq <= filter.clearedThrough) return false;
    if (isLogLevel(entry.level) && LOG_LEVELS.indexOf(entry.level) < minimum) return false;
    if (needle === "") return true;
    return (
      entry.text.toLowerCase().includes(needle) ||
      (entry.logger?.toLowerCase().includes(needle) ?? false) ||
      entry.level.toLowerCase().includes(needle)
    );
  });
}

/** The stderr lines of a stdio server after what "Clear" hid, text filtered like the log. */
export function filterStderr(
  stderr: TrafficPage["stderr"],
  filter: Pick<LogFilter, "text" | "clearedThrough">,
): TrafficPage["stderr"] {
  const needle = filter.text.trim().toLowerCase();
  return stderr.filter(
    (line) =>
      line.seq > filter.clearedThrough &&
      (needle === "" || line.text.toLowerCase().includes(needle)),
  );
}

/**
 * Asks the server to send log messages at `level` and above (`logging/setLevel`). Resolves when
 * it agreed; rejects with the server's JSON-RPC error message, or Loupe's.
 */
export async function setLogLevel(
  api: Pick<InspectorApi, "rpc">,
  serverId: string,
  level: LogLevel,
): Promise<void> {
  const answer = await api.rpc(serverId, { method: "logging/setLevel", params: { level } });
  if ("error" in answer) {
    throw new Error(`The server refused logging/setLevel: ${answer.error.message}`);
  }
}

/** Whether a scrolled list is at (or within `slack` pixels of) its end: it then follows new lines. */
export function isAtEnd(
  position: { scrollTop: number; clientHeight: number; scrollHeight: number },
  slack = 24,
): boolean {
  return position.scrollHeight - position.scrollTop - position.clientHeight <= slack;
}
