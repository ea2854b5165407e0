"use client";

import { FollowedLog } from "@/components/inspector/followed-log";
import type { TrafficPage } from "@/lib/api/inspector";
import { formatClock } from "@/lib/views/inspector/traffic/traffic";

/** A stdio server's stderr lines and process exits, oldest first, following new lines. */
export function StderrLines({
  lines,
  exits,
}: {
  lines: TrafficPage["stderr"];
  exits: TrafficPage["exits"];
}) {
  return (
    <FollowedLog
      id="stderr"
      title="stderr"
      count={lines.length === 1 ? "1 line" : `${lines.length} lines`}
      followLabel="Follow new lines"
      logLabel="stderr lines, oldest first"
      content={lines}
      className="max-h-[40vh] min-h-16 bg-sunken"
      after={exits.map((exit) => (
        <p key={exit.seq} role="status" className="text-xs text-danger">
          The process exited at {formatClock(exit.at)}
          {exit.code === null ? "" : ` with code ${exit.code}`}
          {exit.signal ? ` (signal ${exit.signal})` : ""}.
        </p>
      ))}
    >
      {lines.length === 0 ? (
        <p className="p-2 text-xs text-muted">The process has written nothing to stderr.</p>
      ) : (
        <ol className="flex flex-col px-2 py-1">
          {lines.map((line) => (
            <li key={line.seq} className="flex gap-2 font-mono text-xs">
              <time className="shrink-0 text-[11px] text-muted tabular-nums">
                {formatClock(line.at)}
              </time>
              <span className="min-w-0 break-words whitespace-pre-wrap">{line.text}</span>
            </li>
          ))}
        </ol>
      )}
    </FollowedLog>
  );
}
