"use client";

import { clsx } from "clsx";
import { Fragment } from "react";
import { SyntaxText } from "@/components/ui/syntax-text";
import { useColorRuns } from "@/hooks/shared/use-color-runs";
import type { TextSpan } from "@/lib/events/types";
import { markTextSegments } from "@/lib/views/lanes/text-marks";
import type { SyntaxLanguage } from "@/lib/views/shared/syntax/syntax-highlighter";
import type { ColorRun } from "@/lib/views/shared/syntax/syntax-runs";

const uncoloured: readonly ColorRun[] = [];

/**
 * Protocol text with the action's span marked (an action inside a model's answer) and, when an
 * SSE item is selected, the parts that item carried, kept exactly as written: whitespace and
 * newlines preserved. With a `language` (the text dialect's XML) it takes syntax colours once the
 * highlighter has loaded; the text carried by the selected SSE item stays in the mark's colours.
 */
export function HighlightedText({
  text,
  span,
  carried,
  lit = false,
  language,
  className,
}: {
  text: string;
  span?: TextSpan;
  /** The parts of `text` the selected SSE item carried. */
  carried?: readonly TextSpan[];
  lit?: boolean;
  language?: SyntaxLanguage;
  className?: string;
}) {
  const runs = useColorRuns(language ? text : "", language ?? "xml");
  const segments = markTextSegments(text.length, { action: span, carried });
  return (
    <pre
      className={clsx(
        "font-mono text-xs leading-relaxed break-words whitespace-pre-wrap",
        className,
      )}
    >
      {segments.map((segment) => {
        const piece = (
          <SyntaxText
            text={text}
            runs={segment.carried ? uncoloured : runs}
            start={segment.start}
            end={segment.end}
          />
        );
        if (!segment.action && !segment.carried) {
          return <Fragment key={segment.start}>{piece}</Fragment>;
        }
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
