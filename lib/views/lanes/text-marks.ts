import type { TextSpan } from "@/lib/events/types";

/** One run of text and the marks on it. */
export interface MarkedSegment {
  start: number;
  /** Exclusive. */
  end: number;
  /** Inside the action's span. */
  action: boolean;
  /** Carried by the selected SSE item. */
  carried: boolean;
}

/**
 * Cuts text of `length` characters into runs at every edge of the action span and the carried
 * spans, so the assembled answer can show both marks at once, and at every offset of `cuts` (the
 * edges of the pieces a person can select). Spans are clamped to the text; together the runs
 * cover it exactly, in order.
 */
export function markTextSegments(
  length: number,
  marks: { action?: TextSpan; carried?: readonly TextSpan[]; cuts?: readonly number[] },
): MarkedSegment[] {
  const clamp = (value: number) => Math.min(length, Math.max(0, value));
  const action = marks.action && {
    start: clamp(marks.action.start),
    end: clamp(marks.action.end),
  };
  const carried = (marks.carried ?? []).map((span) => ({
    start: clamp(span.start),
    end: clamp(span.end),
  }));
  const edges = new Set([0, length]);
  for (const span of action ? [action, ...carried] : carried) {
    edges.add(span.start);
    edges.add(span.end);
  }
  const cuts = new Set(marks.cuts ?? []);
  for (const cut of cuts) edges.add(clamp(cut));
  const points = [...edges].sort((left, right) => left - right);
  const segments: MarkedSegment[] = [];
  for (let index = 0; index + 1 < points.length; index += 1) {
    const start = points[index] ?? 0;
    const end = points[index + 1] ?? length;
    if (end <= start) continue;
    const inAction = action !== undefined && start >= action.start && end <= action.end;
    const isCarried = carried.some((span) => start >= span.start && end <= span.end);
    const previous = segments.at(-1);
    const same = previous?.action === inAction && previous.carried === isCarried;
    if (previous && same && !cuts.has(start)) {
      previous.end = end;
    } else {
      segments.push({ start, end, action: inAction, carried: isCarried });
    }
  }
  return segments;
}
