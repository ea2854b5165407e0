import { AlertIcon } from "@/components/ui/icons";

/** An error shown where it happened: an alert with the API's words, named for what failed. */
export function InlineError({
  label,
  messages,
  id,
}: {
  /** The accessible name, e.g. "Connection test error". */
  label: string;
  messages: readonly string[];
  id?: string;
}) {
  if (messages.length === 0) return null;
  return (
    <div
      id={id}
      role="alert"
      aria-label={label}
      className="flex items-start gap-2 rounded-md border border-danger/30 bg-danger-soft px-3 py-2 text-xs text-danger"
    >
      <AlertIcon width={14} height={14} className="mt-px shrink-0" />
      <div className="flex min-w-0 flex-col gap-0.5 [overflow-wrap:anywhere]">
        {messages.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
    </div>
  );
}
