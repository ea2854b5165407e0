"use client";

import { useId } from "react";
import { ContentBlock, type ContentSource } from "@/components/inspector/content/content-block";
import { Badge } from "@/components/ui/badge";
import { JsonViewer } from "@/components/ui/json-viewer";
import type { CallOutcome } from "@/lib/views/playground/conversation/tool-result";
import { StructuredContent } from "./tool-result-structured";

/**
 * What a call came to: a JSON-RPC error (a failed request, with its code), or the result: an
 * error result when `isError`, every content block, the structured content and its check, and
 * the raw result.
 */
export function ToolResult({
  outcome,
  source,
  title = "Result",
}: {
  outcome: CallOutcome;
  source: ContentSource;
  title?: string;
}) {
  const headingId = useId();
  if (outcome.kind === "notification") return null;
  if (outcome.kind === "rpc-error") {
    const { error } = outcome;
    return (
      <section aria-labelledby={headingId} className="flex flex-col gap-1.5">
        <h4 id={headingId} className="text-xs font-semibold">
          {title}
        </h4>
        <div
          role="alert"
          className="flex flex-col gap-1 rounded-md border border-danger/30 bg-danger-soft p-2 text-xs text-danger"
        >
          <p>
            The server answered with JSON-RPC error <code className="font-mono">{error.code}</code>:{" "}
            {error.message}
          </p>
          {error.data !== undefined ? <JsonViewer value={error.data} /> : null}
        </div>
      </section>
    );
  }
  const { view, raw } = outcome;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <div className="flex items-center gap-2">
        <h4 id={headingId} className="text-xs font-semibold">
          {title}
        </h4>
        {view.isError ? <Badge tone="danger">isError</Badge> : <Badge tone="success">ok</Badge>}
        <span className="text-[11px] text-muted">
          {view.content.length} content {view.content.length === 1 ? "block" : "blocks"}
        </span>
      </div>
      {view.isError ? (
        <p
          role="alert"
          className="rounded-md border border-danger/30 bg-danger-soft p-2 text-xs text-danger"
        >
          The tool ran and reported an error (isError: true); its content says what went wrong.
        </p>
      ) : null}
      {view.task ? (
        <p role="status" className="text-xs">
          The call runs as task <code className="font-mono">{view.task.taskId}</code> (
          {view.task.status}); follow it and fetch its result in the Tasks tab.
        </p>
      ) : null}
      {view.content.length > 0 ? (
        <ol aria-label="Content" className="flex flex-col gap-2">
          {view.content.map((block, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: content blocks have no id; their order is the result's.
            <li key={index}>
              <ContentBlock view={block} index={index} source={source} />
            </li>
          ))}
        </ol>
      ) : null}
      <StructuredContent view={view} />
      <details className="text-xs">
        <summary className="cursor-pointer text-muted">Raw result</summary>
        <JsonViewer value={raw} />
      </details>
    </section>
  );
}
