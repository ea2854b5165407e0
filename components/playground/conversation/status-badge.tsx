import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { SessionStatus } from "@/lib/events/session-state";
import type { TurnStatus } from "@/lib/views/playground/conversation/turn-status";

const looks: Record<
  TurnStatus | SessionStatus,
  { tone: BadgeTone; label: string; explanation?: string }
> = {
  ready: { tone: "neutral", label: "ready" },
  running: { tone: "accent", label: "running" },
  "awaiting-decision": { tone: "warning", label: "awaiting decision" },
  decided: { tone: "neutral", label: "decided" },
  done: { tone: "success", label: "done" },
  error: { tone: "danger", label: "error" },
  interrupted: {
    tone: "danger",
    label: "interrupted",
    explanation: "Loupe stopped while this turn ran; Step retries it.",
  },
  stopped: {
    tone: "warning",
    label: "stopped",
    explanation: "Stopped mid-stream; its partial answer is kept here, and Step retries the turn.",
  },
};

/** A session's or a turn's status as a coloured badge. */
export function StatusBadge({ status }: { status: TurnStatus | SessionStatus }) {
  const look = looks[status];
  return (
    <Badge tone={look.tone} title={look.explanation}>
      {status === "running" ? (
        <span className="size-1.5 animate-pulse rounded-full bg-current" aria-hidden="true" />
      ) : null}
      {look.label}
    </Badge>
  );
}
