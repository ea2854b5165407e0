"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { JsonViewer } from "@/components/ui/json-viewer";
import { errorMessage } from "@/lib/errors";
import {
  type ContentView,
  describeReadResult,
} from "@/lib/views/playground/conversation/tool-result";
import type { ContentSource } from "./content-block";
import { EmbeddedResource } from "./content-block";

type ReadState =
  | { state: "idle" }
  | { state: "reading" }
  | { state: "read"; contents: ContentView[] }
  | { state: "rpc-error"; code: number; message: string; data?: unknown }
  | { state: "failed"; message: string };

/** A resource link: its URI, name and type, and Read, which asks the server (`resources/read`) and shows what it holds. */
export function ResourceLinkBlock({
  view,
  source,
}: {
  view: Extract<ContentView, { kind: "resource_link" }>;
  source: ContentSource;
}) {
  const [read, setRead] = useState<ReadState>({ state: "idle" });
  const name = view.title ?? view.name ?? view.uri;
  const readIt = async () => {
    setRead({ state: "reading" });
    try {
      const answer = await source.api.rpc(source.serverId, {
        method: "resources/read",
        params: { uri: view.uri },
      });
      if ("error" in answer) setRead({ state: "rpc-error", ...answer.error });
      else if ("result" in answer)
        setRead({ state: "read", contents: describeReadResult(answer.result) });
    } catch (error) {
      setRead({ state: "failed", message: errorMessage(error) });
    }
  };
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-baseline gap-2 text-xs">
        <span className="font-medium">{name}</span>
        <code className="font-mono text-[11px] break-all text-muted">{view.uri}</code>
        {view.mimeType ? <span className="text-[11px] text-muted">{view.mimeType}</span> : null}
        <Button
          size="sm"
          onClick={() => void readIt()}
          disabled={read.state === "reading"}
          aria-label={`Read ${name}`}
        >
          {read.state === "reading" ? "Reading…" : read.state === "read" ? "Read again" : "Read"}
        </Button>
      </div>
      {view.description ? <p className="text-[11px] text-muted">{view.description}</p> : null}
      {read.state === "read" ? (
        read.contents.length === 0 ? (
          <p className="text-xs text-muted">The resource has no contents.</p>
        ) : (
          <ul
            aria-label={`Contents of ${name}`}
            className="flex flex-col gap-2 border-l-2 border-line pl-2"
          >
            {read.contents.map((content, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: contents have no id of their own; their order is fixed.
              <li key={index}>
                {content.kind === "resource" ? (
                  <EmbeddedResource view={content} />
                ) : (
                  <JsonViewer value={content} />
                )}
              </li>
            ))}
          </ul>
        )
      ) : null}
      {read.state === "rpc-error" ? (
        <div role="alert" className="text-xs text-danger">
          resources/read answered JSON-RPC error {read.code}: {read.message}
          {read.data !== undefined ? <JsonViewer value={read.data} /> : null}
        </div>
      ) : null}
      {read.state === "failed" ? (
        <p role="alert" className="text-xs text-danger">
          Could not read {view.uri}: {read.message}
        </p>
      ) : null}
    </div>
  );
}
