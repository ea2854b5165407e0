import { CopyButton } from "@/components/ui/copy-button";
import { JsonViewer } from "@/components/ui/json-viewer";
import type { SseItemData } from "@/lib/views/lanes/sse-item-data";
import { formatDuration } from "@/lib/views/shared/format";

/**
 * The data of the SSE item selected in the Raw SSE lane, under its lines: formatted JSON when it
 * is JSON (most providers' chunks), the text otherwise (`[DONE]`).
 */
export function SseItemDataPanel({ item }: { item: SseItemData }) {
  const title = `SSE item #${item.sseSeq} data`;
  return (
    <section
      aria-label={title}
      className="max-h-64 min-h-0 shrink-0 overflow-auto border-t border-line bg-surface px-3 pb-3"
    >
      <header className="sticky top-0 z-[2] flex items-center gap-2 bg-surface pt-2 pb-1">
        <h3 className="text-[11px] font-semibold tracking-wide text-muted uppercase">{title}</h3>
        {item.event ? <code className="font-mono text-[11px] text-muted">{item.event}</code> : null}
        {gapsText(item) ? (
          <span className="text-[11px] text-muted tabular-nums">{gapsText(item)}</span>
        ) : null}
        <span className="ml-auto">
          <CopyButton text={item.data} label="Copy the item's data" />
        </span>
      </header>
      {item.json ? (
        <JsonViewer value={item.json} />
      ) : (
        <pre className="rounded-md border border-line bg-sunken px-2.5 py-1.5 font-mono text-[11.5px] whitespace-pre-wrap [overflow-wrap:anywhere]">
          {item.hasData ? item.data : "(no data: a comment or an empty item)"}
        </pre>
      )}
    </section>
  );
}

/** The waits before the item: since the last data line and since the last keep-alive, apart. */
function gapsText(item: SseItemData): string {
  const parts: string[] = [];
  if (item.sinceDataMs !== undefined) {
    parts.push(`${formatDuration(item.sinceDataMs)} since the last data line`);
  }
  if (item.sinceCommentMs !== undefined) {
    parts.push(`${formatDuration(item.sinceCommentMs)} since the last keep-alive`);
  }
  return parts.join(" · ");
}
