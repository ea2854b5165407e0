import { Button } from "@/components/ui/button";
import { AlertIcon, PlusIcon } from "@/components/ui/icons";

/**
 * Shown instead of the conversation when the session in the URL does not exist here: says so,
 * names the id, and offers the two ways on: the list of stored sessions, or a new run.
 */
export function SessionNotFound({
  sessionId,
  onShowSessions,
  onNewRun,
}: {
  sessionId: string;
  /** Brings the session list into view (and focus). */
  onShowSessions: () => void;
  onNewRun: () => void;
}) {
  return (
    <section
      aria-labelledby="session-not-found-heading"
      className="flex min-h-0 min-w-0 flex-col items-center justify-center gap-3 bg-surface px-6 py-10 text-center"
    >
      <AlertIcon width={20} height={20} className="text-warning" />
      <h2 id="session-not-found-heading" className="text-sm font-semibold text-ink">
        Session not found
      </h2>
      <p className="max-w-sm text-xs text-muted">
        No session with the id <code className="font-mono break-all text-ink">{sessionId}</code> is
        stored in this Loupe. It may have been deleted, or the link came from another Loupe with its
        own data directory.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={onShowSessions}>Show the session list</Button>
        <Button variant="primary" onClick={onNewRun}>
          <PlusIcon width={13} height={13} />
          Start a new run
        </Button>
      </div>
    </section>
  );
}
