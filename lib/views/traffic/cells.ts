import type { CaptureListItem } from "@/lib/api/captures";
import type { ModelUsage } from "@/lib/llm/model-part";
import { formatBytes, formatDuration } from "@/lib/views/shared/format";

/** How a status cell reads and what its tone means. */
export interface StatusCell {
  text: string;
  tone: "pending" | "success" | "danger" | "neutral";
  /** What the cell means, for its title and screen readers. */
  description: string;
}

/**
 * A row's status: pending while it streams, the HTTP status (errors marked), "no answer" when no
 * upstream answered (status 0), or failed when it ended without one.
 */
export function statusCell(
  row: Pick<CaptureListItem, "status" | "source" | "durationMs">,
): StatusCell {
  if (row.status === 0) {
    return { text: "no answer", tone: "danger", description: "no upstream answered" };
  }
  if (row.status !== null) {
    if (row.status >= 400) {
      return {
        text: String(row.status),
        tone: "danger",
        description: "the upstream answered an error",
      };
    }
    return { text: String(row.status), tone: "success", description: "answered" };
  }
  if (row.source === "import") return { text: "—", tone: "neutral", description: "imported" };
  if (row.durationMs === null) {
    return { text: "pending", tone: "pending", description: "still streaming" };
  }
  return { text: "failed", tone: "danger", description: "ended without an answer" };
}

/** A time that may be unknown: `340 ms`, `1.24 s`, or a dash. */
export function durationCell(milliseconds: number | null): string {
  return milliseconds === null ? "—" : formatDuration(milliseconds);
}

/** Tokens in and out (`1,204 / 88`), a `?` for a side not reported, a dash when none is. */
export function tokensCell(usage: ModelUsage | null): string {
  if (!usage || (usage.input === undefined && usage.output === undefined)) return "—";
  const count = (value: number | undefined) =>
    value === undefined ? "?" : value.toLocaleString("en-US");
  return `${count(usage.input)} / ${count(usage.output)}`;
}

/** Request and response bytes in human units (`1.2 kB / 4.8 kB`), a dash for a side not known. */
export function sizeCell(requestBytes: number | null, responseBytes: number | null): string {
  const size = (bytes: number | null) => (bytes === null ? "—" : formatBytes(bytes));
  return `${size(requestBytes)} / ${size(responseBytes)}`;
}
