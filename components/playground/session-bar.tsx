import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { buttonClasses } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import type { StreamConnection } from "@/hooks/playground/use-session-events";
import type { SessionOverview } from "@/lib/api/sessions";
import { countOf } from "@/lib/views/shared/format";
import { StatusBadge } from "./conversation/status-badge";

const connectionLabels: Record<StreamConnection, string> = {
  idle: "no session",
  connecting: "connecting…",
  open: "live",
  reconnecting: "reconnecting…",
  closed: "disconnected",
};

/**
 * The top bar: the screen's name (the page's one `h1`), the session in view, how many events its
 * log holds, the state of its live stream, Compare (the session's task, prompt and servers on
 * other models, on the Compare page; left out on a phone's width, where the bar has no room) and
 * `actions` (the shortcuts button).
 */
export function SessionBar({
  sessionId,
  session,
  connection,
  eventCount,
  actions,
}: {
  sessionId: string | null;
  session: SessionOverview | null;
  connection: StreamConnection;
  eventCount: number;
  actions?: ReactNode;
}) {
  return (
    <header className="flex h-11 shrink-0 items-center gap-3 border-b border-line bg-surface px-4">
      <h1 className="text-sm font-semibold">Playground</h1>
      <span className="h-4 w-px bg-line" aria-hidden="true" />
      {sessionId ? (
        <div className="flex min-w-0 items-center gap-2 text-xs text-muted">
          <span className="max-md:hidden">Session</span>
          <code className="truncate font-mono text-ink max-md:hidden" title={sessionId}>
            {sessionId}
          </code>
          <CopyButton text={sessionId} label="Copy session id" />
          {session ? <StatusBadge status={session.status} /> : null}
          {session ? <Badge mono>{session.model}</Badge> : null}
        </div>
      ) : (
        <span className="text-xs text-muted">New run: set up the task, then Step.</span>
      )}
      <div className="ml-auto flex items-center gap-3 text-xs text-muted">
        {sessionId ? (
          <span
            className="whitespace-nowrap tabular-nums max-md:hidden"
            title="Events recorded in this session's log"
          >
            {countOf(eventCount, "event")}
          </span>
        ) : null}
        <span className="flex items-center gap-1.5 whitespace-nowrap" title="Live event stream">
          <span
            aria-hidden="true"
            className={
              connection === "open"
                ? "size-2 rounded-full bg-success"
                : connection === "idle"
                  ? "size-2 rounded-full bg-line-strong"
                  : "size-2 rounded-full bg-warning"
            }
          />
          {connectionLabels[connection]}
        </span>
        {sessionId ? (
          <a
            href={`/compare?session=${encodeURIComponent(sessionId)}`}
            aria-label="Compare this session on other models"
            title="Compare this session's task, prompt and servers on other models"
            className={buttonClasses({ variant: "ghost", size: "sm", className: "max-md:hidden" })}
          >
            Compare
          </a>
        ) : null}
        {actions}
      </div>
    </header>
  );
}
