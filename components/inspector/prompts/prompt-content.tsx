"use client";

import { ResourceContentView } from "@/components/inspector/resources/resource-contents";
import { JsonViewer } from "@/components/ui/json-viewer";
import type { MessageContentBlock } from "@/lib/views/inspector/pending/sampling";

/**
 * One content block of a prompt or sampling message: text, an image, audio, an embedded
 * resource, a resource link, or (any other type) its JSON.
 */
export function ContentBlockView({ block }: { block: MessageContentBlock }) {
  if (block.type === "text" && typeof block.text === "string") {
    return <p className="text-[13px] break-words whitespace-pre-wrap">{block.text}</p>;
  }
  if ((block.type === "image" || block.type === "audio") && typeof block.data === "string") {
    const source = `data:${block.mimeType ?? "application/octet-stream"};base64,${block.data}`;
    return block.type === "image" ? (
      // biome-ignore lint/performance/noImgElement: a data URL from the server, not an optimisable asset.
      <img
        src={source}
        alt={`Content from the server (${block.mimeType ?? "unknown type"})`}
        className="max-h-64 max-w-full rounded border border-line"
      />
    ) : (
      // biome-ignore lint/a11y/useMediaCaption: audio a server sent has no captions to offer.
      <audio controls src={source} aria-label={`Audio (${block.mimeType ?? "unknown type"})`} />
    );
  }
  if (block.type === "resource" && block.resource) {
    return (
      <div className="flex flex-col gap-1">
        <span className="font-mono text-[11px] text-muted">
          Embedded resource {block.resource.uri}
        </span>
        <ResourceContentView contents={block.resource} />
      </div>
    );
  }
  if (block.type === "resource_link" && typeof block.uri === "string") {
    return (
      <p className="text-xs">
        Resource link <span className="font-mono">{block.uri}</span>
        {typeof block.name === "string" ? ` (${block.name})` : null}
      </p>
    );
  }
  return <JsonViewer value={block} />;
}

/** A list of messages, each with its role and content blocks. */
export function MessageList({
  messages,
  label,
}: {
  messages: Array<{ role: string; content: MessageContentBlock[] }>;
  label: string;
}) {
  return (
    <ol aria-label={label} className="flex flex-col gap-2">
      {messages.map((message, index) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: messages have no id; their order is fixed.
          key={index}
          className="flex flex-col gap-1.5 rounded-md border border-line bg-canvas p-2"
        >
          <span className="text-[11px] font-semibold tracking-wider text-muted uppercase">
            {message.role}
          </span>
          {message.content.map((block, blockIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: content blocks have no id; their order is fixed.
            <ContentBlockView key={blockIndex} block={block} />
          ))}
        </li>
      ))}
    </ol>
  );
}
