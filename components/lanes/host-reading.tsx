import { Badge } from "@/components/ui/badge";
import { JsonViewer } from "@/components/ui/json-viewer";
import type { ParsedAction } from "@/lib/events/types";
import type { AssembledToolCall } from "@/lib/llm/model-part";
import { countOf } from "@/lib/views/shared/format";
import { parseJsonContainer } from "@/lib/views/shared/json/json-text";

/**
 * What the host did not take of an answer: the text after the first action (XML), and the tool
 * calls after the first (native). Both stay in the log; neither goes back in the history.
 */
export function HostReading({
  content,
  action,
  toolCalls,
}: {
  content: string;
  action: ParsedAction | undefined;
  toolCalls: AssembledToolCall[];
}) {
  const ignoredText =
    action && !action.toolCall && action.span.end < content.length
      ? content.slice(action.span.end)
      : "";
  if (toolCalls.length === 0 && ignoredText.trim() === "") return null;
  return (
    <>
      {ignoredText.trim() !== "" ? (
        <section aria-label="Ignored by the host" className="flex flex-col gap-1 text-xs">
          <h3 className="text-[11px] font-semibold tracking-wide text-muted uppercase">
            After the action · {countOf(ignoredText.length, "char")} ignored by the host
          </h3>
          <p className="text-muted">
            The host acts on the first complete action: this text stays in the log but is not sent
            back in the next turn&apos;s history.
          </p>
          <pre className="rounded-md border border-dashed border-line px-3 py-2 font-mono whitespace-pre-wrap text-muted">
            {ignoredText}
          </pre>
        </section>
      ) : null}
      {toolCalls.length > 0 ? (
        <section aria-label="Tool calls" className="flex flex-col gap-1 text-xs">
          <h3 className="text-[11px] font-semibold tracking-wide text-muted uppercase">
            Tool calls · {toolCalls.length}
          </h3>
          <ul className="flex flex-col gap-1">
            {toolCalls.map((call) => (
              <li key={call.id} className="rounded-md border border-line px-3 py-2">
                <p className="flex flex-wrap items-center gap-2">
                  <code className="font-mono font-semibold">{call.name}</code>
                  <code className="font-mono text-muted">{call.id}</code>
                  {action?.toolCall?.id === call.id ? (
                    <Badge tone="accent">the action</Badge>
                  ) : (
                    <Badge tone="warning">ignored by the host</Badge>
                  )}
                </p>
                <ToolCallArguments text={call.arguments} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function ToolCallArguments({ text }: { text: string }) {
  const json = parseJsonContainer(text);
  if (json) return <JsonViewer value={json} />;
  return (
    <code className="font-mono break-all whitespace-pre-wrap">{text || "(no arguments)"}</code>
  );
}
