"use client";

import { type ReactNode, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { JsonViewer } from "@/components/ui/json-viewer";
import type { InspectorApi } from "@/lib/views/inspector/api";
import { base64Bytes, type ContentView } from "@/lib/views/playground/conversation/tool-result";
import { formatBytes } from "@/lib/views/shared/format";
import { ResourceLinkBlock } from "./content-resource-link";

/** Where a content block came from, so a resource link can be read from the same server. */
export interface ContentSource {
  serverId: string;
  api: InspectorApi;
}

/** One content block of a result: text (with a JSON view), image, audio, a resource link, an embedded resource, or JSON for a type Loupe does not know. */
export function ContentBlock({
  view,
  index,
  source,
}: {
  view: ContentView;
  index: number;
  source: ContentSource;
}) {
  const label = `Content ${index + 1}`;
  switch (view.kind) {
    case "text":
      return (
        <BlockFrame label={label} type="text">
          <TextContent text={view.text} json={view.json} />
        </BlockFrame>
      );
    case "image":
      return (
        <BlockFrame label={label} type={`image · ${view.mimeType}`}>
          {/* biome-ignore lint/performance/noImgElement: a data URL a server sent, not an optimisable asset. */}
          <img
            src={view.source}
            alt={`${label} (${view.mimeType}) from the tool`}
            className="max-h-80 max-w-full self-start rounded border border-line bg-[repeating-conic-gradient(var(--color-raised)_0%_25%,transparent_0%_50%)] bg-[length:12px_12px]"
          />
          <Download source={view.source} fileName={view.fileName} bytes={base64Bytes(view.data)} />
        </BlockFrame>
      );
    case "audio":
      return (
        <BlockFrame label={label} type={`audio · ${view.mimeType}`}>
          {/* biome-ignore lint/a11y/useMediaCaption: audio a server sent has no captions to offer. */}
          <audio controls src={view.source} aria-label={`${label}: audio (${view.mimeType})`} />
          <Download source={view.source} fileName={view.fileName} bytes={base64Bytes(view.data)} />
        </BlockFrame>
      );
    case "resource_link":
      return (
        <BlockFrame label={label} type="resource link">
          <ResourceLinkBlock view={view} source={source} />
        </BlockFrame>
      );
    case "resource":
      return (
        <BlockFrame label={label} type={`resource${view.mimeType ? ` · ${view.mimeType}` : ""}`}>
          <EmbeddedResource view={view} />
        </BlockFrame>
      );
    case "unknown":
      return (
        <BlockFrame label={label} type={`unknown type "${view.type}"`}>
          <p className="text-[11px] text-muted">
            Loupe does not know this content type; here it is as sent.
          </p>
          <JsonViewer value={view.value} />
        </BlockFrame>
      );
  }
}

/** An embedded resource (or one `resources/read` content): its URI, then its text or blob. */
export function EmbeddedResource({ view }: { view: Extract<ContentView, { kind: "resource" }> }) {
  const mimeType = view.mimeType ?? "";
  return (
    <div className="flex flex-col gap-1">
      <code className="font-mono text-[11px] break-all text-muted">{view.uri}</code>
      {view.text !== undefined ? <TextContent text={view.text} json={view.json} /> : null}
      {view.blob !== undefined && view.source ? (
        <>
          {mimeType.startsWith("image/") ? (
            // biome-ignore lint/performance/noImgElement: a data URL a server sent, not an optimisable asset.
            <img
              src={view.source}
              alt={`Resource ${view.uri}`}
              className="max-h-80 max-w-full self-start rounded border border-line"
            />
          ) : null}
          {mimeType.startsWith("audio/") ? (
            // biome-ignore lint/a11y/useMediaCaption: audio a server sent has no captions to offer.
            <audio controls src={view.source} aria-label={`Resource ${view.uri}`} />
          ) : null}
          <Download source={view.source} fileName={view.fileName} bytes={base64Bytes(view.blob)} />
        </>
      ) : null}
    </div>
  );
}

function BlockFrame({
  label,
  type,
  children,
}: {
  label: string;
  type: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={`${label} (${type})`}
      className="flex min-w-0 flex-col gap-1.5 rounded-md border border-line bg-surface p-2"
    >
      <div className="flex items-center gap-2">
        <span className="text-[11px] font-semibold text-muted">{label}</span>
        <Badge mono>{type}</Badge>
      </div>
      {children}
    </section>
  );
}

/** Text, with a switch to a JSON tree when the text is JSON (the tree first). */
function TextContent({ text, json }: { text: string; json?: unknown }) {
  const [asText, setAsText] = useState(false);
  if (json === undefined || asText) {
    return (
      <div className="flex flex-col gap-1">
        {json !== undefined ? (
          <Button size="sm" variant="ghost" className="self-start" onClick={() => setAsText(false)}>
            Show as JSON
          </Button>
        ) : null}
        <pre className="max-h-96 overflow-auto rounded-md border border-line bg-sunken p-2 font-mono text-[11.5px] break-words whitespace-pre-wrap">
          {text}
        </pre>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-1">
      <Button size="sm" variant="ghost" className="self-start" onClick={() => setAsText(true)}>
        Show as text
      </Button>
      <JsonViewer value={json} />
    </div>
  );
}

function Download({
  source,
  fileName,
  bytes,
}: {
  source: string;
  fileName: string;
  bytes: number;
}) {
  return (
    <a href={source} download={fileName} className="self-start text-xs text-accent underline">
      Download {fileName} ({formatBytes(bytes)})
    </a>
  );
}
