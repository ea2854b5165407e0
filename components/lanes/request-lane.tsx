"use client";

import { type ReactNode, useMemo, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { JsonViewer } from "@/components/ui/json-viewer";
import { curlCommand } from "@/lib/views/lanes/curl-command";
import type { TurnRequest } from "@/lib/views/playground/conversation/turn-view";
import { countOf, formatBytes } from "@/lib/views/shared/format";
import { parseJsonContainer } from "@/lib/views/shared/json/json-text";
import { LaneEmpty } from "./lane-empty";

/**
 * The exact request of the turn: the whole history, re-sent to the model every turn; "Copy as
 * cURL" writes it as a command with the key as the provider's variable. A page may add views of
 * the request beside the body, each behind a toggle.
 */
export function RequestLane({
  request,
  views = [],
}: {
  request: TurnRequest | undefined;
  /** Views of the request beside its body (the playground's messages, diff and waterfall). */
  views?: RequestView[];
}) {
  const [shown, setShown] = useState("body");
  if (!request) return <LaneEmpty>No request sent in this turn yet.</LaneEmpty>;
  if (views.length === 0) return <RequestBody request={request} />;
  const current = views.find((view) => view.id === shown);
  return (
    <div className="flex flex-col">
      <fieldset className="flex flex-wrap gap-1 border-0 border-b border-line px-3 py-1.5">
        <legend className="sr-only">Views of the request</legend>
        {[{ id: "body", label: "Body" }, ...views].map((view) => (
          <Button
            key={view.id}
            size="sm"
            variant={(current?.id ?? "body") === view.id ? "primary" : "secondary"}
            aria-pressed={(current?.id ?? "body") === view.id}
            onClick={() => setShown(view.id)}
          >
            {view.label}
          </Button>
        ))}
      </fieldset>
      {current ? current.content : <RequestBody request={request} />}
    </div>
  );
}

/** A view of a turn's request beside its body, which the Request lane toggles to. */
export interface RequestView {
  id: string;
  label: string;
  content: ReactNode;
}

/** The request as sent: method, URL, Copy as cURL, headers and the exact body. */
function RequestBody({ request }: { request: TurnRequest }) {
  const body = request.body;
  const bodyJson = useMemo(() => parseJsonContainer(body), [body]);
  return (
    <div className="flex flex-col gap-3 p-3">
      <p className="flex flex-wrap items-center gap-2 text-xs">
        <Badge tone="accent" mono>
          {request.method}
        </Badge>
        <code className="min-w-0 flex-1 font-mono break-all">{request.url}</code>
        <CopyButton text={() => curlCommand(request)} label="Copy as cURL" />
      </p>
      <p className="text-xs text-muted">
        {request.messageCount !== undefined ? (
          <>
            Sends <strong className="text-ink">{countOf(request.messageCount, "message")}</strong> (
            {formatBytes(request.bytes)}): the model keeps no memory, so every turn re-sends the
            whole history.
          </>
        ) : (
          `${formatBytes(request.bytes)} body`
        )}
      </p>
      <JsonViewer label="Headers" value={request.headers} />
      {bodyJson ? (
        <JsonViewer label="Body" value={bodyJson} />
      ) : (
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex items-center justify-between">
            <h3 className="text-[11px] font-semibold tracking-wide text-muted uppercase">Body</h3>
            <CopyButton text={request.body} label="Copy body" />
          </div>
          <pre className="rounded-md border border-line bg-sunken px-2.5 py-2 font-mono text-[11.5px] leading-relaxed whitespace-pre-wrap [overflow-wrap:anywhere]">
            {request.body}
          </pre>
        </div>
      )}
    </div>
  );
}
