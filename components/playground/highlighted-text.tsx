import { clsx } from "clsx";
import type { TextSpan } from "@/lib/events/types";
import { markTextSegments } from "@/lib/views/text-marks";

/**
 * Protocol text with the action's span marked (an action inside a model's answer) and, when an
 * SSE item is selected, the parts that item carried, kept exactly as written: whitespace and
 * newlines preserved.
 */
export function HighlightedText({
  text,
  span,
  carried,
  lit = false,
  className,
}: {
  text: string;
  span?: TextSpan;
  /** The parts of `text` the selected SSE item carried. */
  carried?: readonly TextSpan[];
  lit?: boolean;
  className?: string;
}) {
  const segments = markTextSegments(text.length, { action: span, carried });
  return (
    <pre
      className={clsx(
        "font-mono text-xs leading-relaxed break-words whitespace-pre-wrap",
        className,
      )}
    >
      {segments.map((segment) => {
        const piece = text.slice(segment.start, segment.end);
        if (!segment.action && !segment.carried) return piece;
        return (
          <mark
            key={segment.start}
            data-action-span={segment.action ? "true" : undefined}
            data-sse-carried={segment.carried ? "true" : undefined}
            className={clsx(
              "rounded-sm",
              segment.carried
                ? "bg-accent text-accent-ink"
                : clsx("text-ink", lit ? "bg-lit" : "bg-accent-soft"),
            )}
          >
            {piece}
          </mark>
        );
      })}
    </pre>
  );
}
