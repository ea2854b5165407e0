import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";

/**
 * Below the editor: whether the prompt is edited, or written for other servers or another
 * dialect than the ones chosen, with Revert (in a session) and Reset to default.
 */
export function PromptStatus({
  inSession,
  edited,
  writtenForOther,
  onRevert,
  onReset,
}: {
  inSession: boolean;
  edited: boolean;
  writtenForOther: "dialect" | "servers" | null;
  onRevert?: () => void;
  /** Present when the prompt is not the default and can be reset to it. */
  onReset?: () => void;
}) {
  if (!edited && !onReset) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-[11px] text-muted">
      {!inSession && writtenForOther === "servers" ? (
        <>
          <Badge tone="warning">for other servers</Badge>
          <span>written for other servers than the ones chosen: their tools are not in it</span>
        </>
      ) : !inSession && writtenForOther === "dialect" ? (
        <>
          <Badge tone="warning">for another dialect</Badge>
          <span>written for another dialect: it describes another way to use tools</span>
        </>
      ) : edited ? (
        <>
          <Badge tone="warning">edited</Badge>
          <span>{inSession ? "sent with the next Step" : "used by the next run"}</span>
        </>
      ) : (
        <span>not the default for these servers</span>
      )}
      <span className="ml-auto flex gap-1">
        {edited && inSession && onRevert ? (
          <Button
            size="sm"
            variant="ghost"
            title="Go back to this run's saved prompt"
            onClick={onRevert}
          >
            Revert
          </Button>
        ) : null}
        {onReset ? (
          <Button
            size="sm"
            variant="ghost"
            title="Replace the prompt with the dialect's default prompt for the chosen servers"
            onClick={onReset}
          >
            Reset to default
          </Button>
        ) : null}
      </span>
    </div>
  );
}
