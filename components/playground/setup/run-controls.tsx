import { Button } from "@/components/ui/button";
import { CloseIcon } from "@/components/ui/icons";
import { useMacKeyboard } from "@/hooks/shared/use-mac-keyboard";
import { ariaKeyShortcuts, withShortcut } from "@/lib/views/playground/layout/keyboard-shortcuts";
import type { RunControlsView } from "./setup-view";

/**
 * Run (step on its own until the run pauses or ends) and Stop (abort the streaming turn now),
 * beside Step, and the session's auto-approve list; a button that does not apply now is disabled.
 */
export function RunControls({ run }: { run: RunControlsView }) {
  const mac = useMacKeyboard();
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex gap-2">
        <Button
          onClick={() => run.onRun?.()}
          disabled={run.onRun === undefined}
          aria-keyshortcuts={ariaKeyShortcuts("run")}
          title={withShortcut("Run", "run", mac)}
          className="flex-1"
        >
          {run.running ? "Running…" : "Run"}
        </Button>
        <Button
          variant="danger"
          onClick={() => run.onStop?.()}
          disabled={run.onStop === undefined}
          aria-keyshortcuts={ariaKeyShortcuts("stop")}
          title={withShortcut("Stop", "stop", mac)}
          className="flex-1"
        >
          Stop
        </Button>
      </div>
      {run.autoApprove.length > 0 ? (
        <section aria-label="Auto-approved tools" className="flex flex-col gap-1">
          <h3 className="text-[11px] font-medium text-muted">Auto-approved (run without asking)</h3>
          <ul className="flex flex-wrap gap-1">
            {run.autoApprove.map((entry) => (
              <li key={entry} className="flex items-center gap-1 rounded border border-line px-1.5">
                <code className="font-mono text-[11px]">{entry}</code>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove ${entry} from auto-approve`}
                  onClick={() => run.onRemoveAutoApprove(entry)}
                >
                  <CloseIcon width={10} height={10} />
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
