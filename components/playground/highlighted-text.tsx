import { clsx } from "clsx";
import type { TextSpan } from "@/lib/events/types";

/**
 * Protocol text with one span marked (an action inside a model's answer), kept exactly as
 * written: whitespace and newlines preserved.
 */
export function HighlightedText({
  text,
  span,
  lit = false,
  className,
}: {
  text: string;
  span?: TextSpan;
  lit?: boolean;
  className?: string;
}) {
  const bounded =
    span && span.start < span.end && span.start < text.length
      ? { start: Math.max(0, span.start), end: Math.min(text.length, span.end) }
      : undefined;
  return (
    <pre
      className={clsx(
        "font-mono text-xs leading-relaxed break-words whitespace-pre-wrap",
        className,
      )}
    >
      {bounded ? (
        <>
          {text.slice(0, bounded.start)}
          <mark
            data-action-span="true"
            className={clsx("rounded-sm text-ink", lit ? "bg-lit" : "bg-accent-soft")}
          >
            {text.slice(bounded.start, bounded.end)}
          </mark>
          {text.slice(bounded.end)}
        </>
      ) : (
        text
      )}
    </pre>
  );
}
