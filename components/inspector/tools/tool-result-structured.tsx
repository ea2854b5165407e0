"use client";

import { useId } from "react";
import { Badge } from "@/components/ui/badge";
import { JsonViewer } from "@/components/ui/json-viewer";
import { formatJsonPath } from "@/lib/views/inspector/forms/json-path";
import type { ToolResultView } from "@/lib/views/playground/conversation/tool-result";

/** A result's `structuredContent` and what it made of the tool's `outputSchema`: valid, or each path that breaks it and why. */
export function StructuredContent({ view }: { view: ToolResultView }) {
  const headingId = useId();
  const check = view.structured;
  if (check.kind === "none") return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-center gap-2">
        <h4 id={headingId} className="text-xs font-semibold">
          Structured content
        </h4>
        {check.kind === "valid" ? <Badge tone="success">valid against outputSchema</Badge> : null}
        {check.kind === "invalid" ? <Badge tone="danger">does not match outputSchema</Badge> : null}
        {check.kind === "unchecked" ? <Badge>no outputSchema to check against</Badge> : null}
        {check.kind === "missing" ? <Badge tone="warning">missing</Badge> : null}
      </div>
      {check.kind === "missing" ? (
        <p role="alert" className="text-xs text-warning">
          The tool declares an outputSchema but its result has no structuredContent.
        </p>
      ) : null}
      {check.kind === "invalid" ? (
        <div
          role="alert"
          className="rounded-md border border-danger/30 bg-danger-soft p-2 text-xs text-danger"
        >
          <p>
            The structured content breaks the tool&apos;s outputSchema in{" "}
            {check.issues.length === 1 ? "1 place" : `${check.issues.length} places`}:
          </p>
          <ul className="mt-1 list-disc pl-4">
            {check.issues.map((issue) => (
              <li key={`${formatJsonPath(issue.path)} ${issue.message}`}>
                <code className="font-mono">{formatJsonPath(issue.path)}</code> {issue.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {view.structuredContent !== undefined ? <JsonViewer value={view.structuredContent} /> : null}
    </section>
  );
}
