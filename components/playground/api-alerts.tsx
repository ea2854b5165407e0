import { Button } from "@/components/ui/button";
import { AlertIcon, CloseIcon } from "@/components/ui/icons";
import type { ApiAlert } from "@/hooks/shared/use-api-alerts";

/**
 * The alert region: every error the API answered, with its code and message, until dismissed.
 * The region stays in the page (empty) so screen readers announce what appears in it.
 */
export function ApiAlerts({
  alerts,
  onDismiss,
}: {
  alerts: ApiAlert[];
  onDismiss: (id: number) => void;
}) {
  return (
    <div role="alert" aria-label="Errors" className="flex flex-col empty:hidden">
      {alerts.map((alert) => (
        <div
          key={alert.id}
          className="flex items-start gap-2 border-b border-danger/30 bg-danger-soft px-3 py-1.5 text-danger"
        >
          <AlertIcon width={14} height={14} className="mt-0.5 shrink-0" />
          <div className="min-w-0 flex-1 text-[13px]">
            <span className="font-medium">{alert.action} failed: </span>
            <code className="mr-1.5 rounded bg-surface/60 px-1 font-mono text-xs">
              {alert.code}
            </code>
            <span className="text-ink">{alert.message}</span>
          </div>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Dismiss error ${alert.code}`}
            onClick={() => onDismiss(alert.id)}
            className="text-danger hover:text-danger"
          >
            <CloseIcon width={12} height={12} />
          </Button>
        </div>
      ))}
    </div>
  );
}
