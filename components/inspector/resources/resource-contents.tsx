"use client";

import { JsonViewer } from "@/components/ui/json-viewer";
import {
  type ResourceContents,
  resourceContentView,
} from "@/lib/views/inspector/resources/content";
import { formatBytes } from "@/lib/views/shared/format";

/** One resource content: JSON, text, an image, audio, or a download link, by what it holds. */
export function ResourceContentView({ contents }: { contents: ResourceContents }) {
  const view = resourceContentView(contents);
  switch (view.kind) {
    case "json":
      return <JsonViewer value={view.value} />;
    case "text":
      return (
        <pre className="max-h-96 overflow-auto rounded-md border border-line bg-sunken p-2 font-mono text-[11.5px] break-words whitespace-pre-wrap">
          {view.text}
        </pre>
      );
    case "image":
      return (
        // biome-ignore lint/performance/noImgElement: a data URL from the server, not an optimisable asset.
        <img
          src={view.source}
          alt={`Resource ${view.uri}`}
          className="max-h-96 max-w-full rounded border border-line"
        />
      );
    case "audio":
      // biome-ignore lint/a11y/useMediaCaption: audio a server sent has no captions to offer.
      return <audio controls src={view.source} aria-label={`Resource ${view.uri}`} />;
    case "download":
      return (
        <p className="text-xs">
          Binary content ({view.mimeType}, {formatBytes(view.bytes)}):{" "}
          <a href={view.source} download={view.fileName} className="text-accent underline">
            Download {view.fileName}
          </a>
        </p>
      );
  }
}

/** Every content of a `resources/read` result, each with its URI and mime type. */
export function ResourceContentsList({ contents }: { contents: ResourceContents[] }) {
  if (contents.length === 0)
    return <p className="text-xs text-muted">The resource has no contents.</p>;
  return (
    <ul aria-label="Resource contents" className="flex flex-col gap-2">
      {contents.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: contents have no id of their own; their order is fixed.
        <li key={index} className="flex flex-col gap-1">
          <span className="font-mono text-[11px] break-all text-muted">
            {item.uri}
            {item.mimeType ? ` · ${item.mimeType}` : ""}
          </span>
          <ResourceContentView contents={item} />
        </li>
      ))}
    </ul>
  );
}
