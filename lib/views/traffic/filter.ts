import type { CaptureListItem } from "@/lib/api/captures";
import type { TrafficFilters } from "./url";

/**
 * Whether a row the live feed brought passes the filters the server applies to a page (`q` on
 * the method, path, upstream and model, case-insensitive; the source; the upstream; errors
 * only), so a feed row shows only where the next page would list it.
 */
export function matchesServerFilters(row: CaptureListItem, filters: TrafficFilters): boolean {
  if (filters.source !== "all" && row.source !== filters.source) return false;
  if (filters.errorsOnly && !isFailedExchange(row)) return false;
  const upstream = filters.upstream.trim().toLowerCase();
  if (upstream !== "" && (row.upstream ?? "").toLowerCase() !== upstream) return false;
  const query = filters.query.trim().toLowerCase();
  if (query === "") return true;
  const task = `${row.method ?? ""} ${row.path ?? ""} via ${row.upstream ?? ""}`.toLowerCase();
  return task.includes(query) || row.model.toLowerCase().includes(query);
}

/**
 * Whether an exchange failed: an error status (400 and up), no upstream answering (status 0), or
 * an end without a status.
 */
export function isFailedExchange(row: CaptureListItem): boolean {
  if (row.status !== null) return row.status >= 400 || row.status === 0;
  return row.source === "proxy" && row.durationMs !== null;
}

/** The upstreams the rows went to, sorted, for the upstream filter's suggestions. */
export function upstreamsSeen(rows: CaptureListItem[]): string[] {
  const names = new Set<string>();
  for (const row of rows) if (row.upstream) names.add(row.upstream);
  return [...names].sort();
}
