"use client";

import { FollowedLog } from "@/components/inspector/followed-log";
import { Badge } from "@/components/ui/badge";
import { type LogEntry, levelTone } from "@/lib/views/inspector/logging/logging";
import { formatClock } from "@/lib/views/inspector/traffic/traffic";

/** Most log lines the view draws at once; older ones stay in the traffic. */
const MAX_SHOWN = 1_000;

/**
 * The server's log messages, oldest first: time, level as a coloured badge, logger, and the data
 * as text or JSON. Follows new lines until the person scrolls up.
 */
export function LogStream({
  entries,
  total,
  cleared,
}: {
  entries: LogEntry[];
  total: number;
  /** Whether "Clear view" hid earlier messages. */
  cleared: boolean;
}) {
  const visible = entries.length > MAX_SHOWN ? entries.slice(-MAX_SHOWN) : entries;
  return (
    <FollowedLog
      id="log-stream"
      title="Log messages"
      count={`${
        entries.length === total
          ? `${total} in all`
          : `${entries.length} of ${total} shown by the filter`
      }${visible.length < entries.length ? ` · the latest ${MAX_SHOWN} drawn` : ""}`}
      followLabel="Follow new messages"
      logLabel="Log messages, oldest first"
      content={visible}
      className="max-h-[50vh] min-h-24 bg-surface"
    >
      {visible.length === 0 ? (
        <p className="p-2 text-xs text-muted">
          {total === 0
            ? "No log messages yet."
            : cleared
              ? "No log message since the view was cleared (or none matches the filter)."
              : "No log message matches the filter."}
        </p>
      ) : (
        <ol className="flex flex-col">
          {visible.map((entry) => (
            <li
              key={entry.seq}
              className="flex items-start gap-2 border-b border-line px-2 py-1 text-xs last:border-b-0"
            >
              <time className="shrink-0 font-mono text-[11px] text-muted tabular-nums">
                {formatClock(entry.at)}
              </time>
              <Badge tone={levelTone(entry.level)} mono className="w-[74px] justify-center">
                {entry.level}
              </Badge>
              {entry.logger ? (
                <span className="shrink-0 font-mono text-[11px] text-muted">{entry.logger}</span>
              ) : null}
              <pre className="min-w-0 flex-1 font-mono text-xs break-words whitespace-pre-wrap">
                {entry.text}
              </pre>
            </li>
          ))}
        </ol>
      )}
    </FollowedLog>
  );
}
