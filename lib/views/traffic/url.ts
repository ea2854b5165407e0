import { isCaptureId } from "@/lib/views/captures/recent";
import { type CaptureLaneId, captureLaneIds } from "@/lib/views/captures/url";

/** Which captures the Traffic table lists: all, proxied ones, or imported ones. */
export type TrafficSourceFilter = "all" | "proxy" | "import";

/** The Traffic table's filters, as the person set them; the server applies them all (list and export). */
export interface TrafficFilters {
  /** Search text, matched as the list route matches `q`: the method, path, upstream and model. */
  query: string;
  source: TrafficSourceFilter;
  /** An upstream's name; empty for any. */
  upstream: string;
  /** Only exchanges that failed: an error status, or none at all. */
  errorsOnly: boolean;
}

/** The Traffic page's state kept in the URL, so a filtered view or a selected capture can be linked. */
export interface TrafficUrlState extends TrafficFilters {
  /** The capture open in the detail pane; null for none. */
  captureId: string | null;
  lane: CaptureLaneId;
  /** The table flat, or grouped into the agents' conversations. */
  grouped: boolean;
}

/** No filter: every capture. */
export const noTrafficFilters: TrafficFilters = {
  query: "",
  source: "all",
  upstream: "",
  errorsOnly: false,
};

const sources: TrafficSourceFilter[] = ["all", "proxy", "import"];

/**
 * Reads `?q=&source=&upstream=&errors=1&view=flat&capture=&lane=`, ignoring values that do not
 * parse; the table is grouped unless `view=flat`.
 */
export function parseTrafficUrl(params: Pick<URLSearchParams, "get">): TrafficUrlState {
  const capture = params.get("capture");
  const lane = params.get("lane");
  const source = params.get("source");
  return {
    query: (params.get("q") ?? "").slice(0, 200),
    source: sources.find((name) => name === source) ?? "all",
    upstream: (params.get("upstream") ?? "").slice(0, 100),
    errorsOnly: params.get("errors") === "1",
    captureId: capture !== null && isCaptureId(capture) ? capture : null,
    lane: captureLaneIds.find((id) => id === lane) ?? "sse",
    grouped: params.get("view") !== "flat",
  };
}

/** The query string for `current` with `changes` applied; defaults are left out of the URL. */
export function trafficSearch(current: URLSearchParams, changes: Partial<TrafficUrlState>): string {
  const next = new URLSearchParams(current);
  const set = (name: string, value: string | null) => {
    if (value === null || value === "") next.delete(name);
    else next.set(name, value);
  };
  if ("query" in changes) set("q", changes.query ?? null);
  if ("source" in changes)
    set("source", changes.source === "all" ? null : (changes.source ?? null));
  if ("upstream" in changes) set("upstream", changes.upstream ?? null);
  if ("errorsOnly" in changes) set("errors", changes.errorsOnly ? "1" : null);
  if ("captureId" in changes) set("capture", changes.captureId ?? null);
  if ("lane" in changes) set("lane", changes.lane === "sse" ? null : (changes.lane ?? null));
  if ("grouped" in changes) set("view", changes.grouped === false ? "flat" : null);
  const text = next.toString();
  return text ? `?${text}` : "";
}

/** The filters the server applies, as `GET /api/captures` and its export take them. */
function serverFilterParams(filters: TrafficFilters): URLSearchParams {
  const params = new URLSearchParams();
  const query = filters.query.trim();
  if (query !== "") params.set("q", query);
  if (filters.source !== "all") params.set("source", filters.source);
  const upstream = filters.upstream.trim();
  if (upstream !== "") params.set("upstream", upstream);
  if (filters.errorsOnly) params.set("errors", "1");
  return params;
}

/** The path of one page of `GET /api/captures` with the filters, after cursor `before` when given. */
export function capturesListPath(filters: TrafficFilters, before?: string): string {
  const params = serverFilterParams(filters);
  if (before) params.set("before", before);
  const text = params.toString();
  return `/api/captures${text ? `?${text}` : ""}`;
}

/** Where the export of the filtered captures downloads, in `format` (HAR 1.2 or JSON Lines). */
export function captureExportPath(filters: TrafficFilters, format: "har" | "jsonl"): string {
  const params = serverFilterParams(filters);
  params.set("format", format);
  return `/api/captures/export?${params.toString()}`;
}
