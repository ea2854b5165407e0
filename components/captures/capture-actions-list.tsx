import { ActionParams, actionTarget } from "@/components/playground/conversation/action-params";
import { Badge } from "@/components/ui/badge";
import { DEFAULT_DIALECT_ID, dialectFor } from "@/lib/dialects";
import type { DialectId, ParsedAction } from "@/lib/events/types";
import { actionsHeading } from "@/lib/views/captures/actions-heading";

/**
 * Every action the capture's dialect reads in the answer, in order, with its parameters,
 * validity and errors. A live host acts on the first only; a capture shows them all.
 */
export function CaptureActionsList({
  actions,
  dialect,
}: {
  actions: ParsedAction[];
  dialect: DialectId | undefined;
}) {
  const read = dialectFor(dialect ?? DEFAULT_DIALECT_ID);
  return (
    <section
      aria-label="Actions the dialect found"
      className="flex flex-col gap-2 px-3 pb-3 text-xs"
    >
      <h3 className="text-[11px] font-semibold tracking-wide text-muted uppercase">
        {actionsHeading(actions, read.shortLabel)}
      </h3>
      {actions.length === 0 ? (
        <p className="text-muted">None: the answer asks for no tool.</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {actions.map((action, index) => {
            const target = actionTarget(read.hostAction(action));
            return (
              <li
                key={
                  action.toolCall ? `call-${action.toolCall.index}` : `span-${action.span.start}`
                }
                className="flex flex-col gap-2 rounded-md border border-line px-3 py-2"
              >
                <p className="flex flex-wrap items-center gap-2">
                  <span className="text-muted tabular-nums">{index + 1}.</span>
                  <code className="font-mono font-semibold">{action.name}</code>
                  {target ? <code className="font-mono text-muted">{target}</code> : null}
                  <Badge tone={action.valid ? "success" : "danger"}>
                    {action.valid ? "valid" : "invalid"}
                  </Badge>
                  {action.partial ? <Badge tone="warning">partial</Badge> : null}
                  {index === 0 ? <Badge tone="accent">the one a live host acts on</Badge> : null}
                  <Badge mono>
                    {action.toolCall
                      ? `tool call ${action.toolCall.id || `#${action.toolCall.index}`}`
                      : `chars ${action.span.start}–${action.span.end}`}
                  </Badge>
                </p>
                <ActionParams action={action} />
                {action.errors.length > 0 ? (
                  <ul aria-label="Parse errors" className="list-disc pl-4 text-danger">
                    {action.errors.map((error) => (
                      <li key={error}>{error}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
