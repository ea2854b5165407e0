import { ScrollRegion } from "@/components/ui/scroll-region";
import type { HistoryMessage } from "@/lib/llm/model-request";

/** One message of a request in full: its role, content, and the tool calls it made or answers. */
export function SentMessage({
  message,
  label,
  tokens,
}: {
  message: HistoryMessage;
  /** The accessible name of the message (`Appended: assistant`). */
  label: string;
  /** Its token count, shown beside the role, when known. */
  tokens?: string;
}) {
  const calls = message.role === "assistant" ? (message.toolCalls ?? []) : [];
  return (
    <article aria-label={label} className="rounded-md border border-line bg-surface">
      <h4 className="flex items-center gap-2 border-b border-line px-2 py-0.5 font-mono text-[11px] text-muted">
        <span>{message.role}</span>
        {message.role === "tool" ? <span>answers {message.toolCallId}</span> : null}
        {tokens ? <span className="ml-auto">{tokens}</span> : null}
      </h4>
      {message.content !== "" ? (
        <ScrollRegion label={`${label} message`} className="max-h-48">
          <pre className="px-2 py-1 font-mono text-xs whitespace-pre-wrap [overflow-wrap:anywhere]">
            {message.content}
          </pre>
        </ScrollRegion>
      ) : null}
      {calls.length > 0 ? (
        <ul aria-label="Tool calls" className="flex flex-col gap-1 border-t border-line px-2 py-1">
          {calls.map((call) => (
            <li key={call.id} className="font-mono text-xs [overflow-wrap:anywhere]">
              {call.name} {call.arguments}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
