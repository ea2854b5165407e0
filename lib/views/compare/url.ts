import type { ComparisonSource } from "@/lib/api/comparisons";

/** The Compare page's tabs, as named in the URL (`?tab=`). */
export const compareTabs = ["columns", "tool-choice"] as const;

/** One tab of the Compare page. */
export type CompareTab = (typeof compareTabs)[number];

/** The Compare page's state kept in the URL, so a comparison can be reloaded and linked. */
export interface CompareUrlState {
  /** The open comparison; null shows the setup and the saved comparisons. */
  comparisonId: string | null;
  tab: CompareTab;
  /** The session or capture the setup starts from (`?session=` or `?capture=`). */
  source: ComparisonSource | null;
  /** The saved tool-choice matrix the Which tool? tab shows (`?matrix=`). */
  matrixId: string | null;
}

const idPattern = /^[A-Za-z0-9_-]{1,128}$/;

function validId(value: string | null): string | null {
  return value !== null && idPattern.test(value) ? value : null;
}

/**
 * Reads `?comparison=&tab=`, `?session=` or `?capture=`, and `?matrix=`, ignoring values that do
 * not parse.
 */
export function parseCompareUrl(params: Pick<URLSearchParams, "get">): CompareUrlState {
  const tab = params.get("tab");
  const session = validId(params.get("session"));
  const capture = validId(params.get("capture"));
  return {
    comparisonId: validId(params.get("comparison")),
    tab: compareTabs.find((id) => id === tab) ?? "columns",
    source: session ? { session } : capture ? { capture } : null,
    matrixId: validId(params.get("matrix")),
  };
}

/** The query string for `current` with `changes` applied; the default tab is left out. */
export function compareSearch(current: URLSearchParams, changes: Partial<CompareUrlState>): string {
  const next = new URLSearchParams(current);
  if ("comparisonId" in changes) {
    if (changes.comparisonId) next.set("comparison", changes.comparisonId);
    else next.delete("comparison");
  }
  if ("tab" in changes) {
    if (!changes.tab || changes.tab === "columns") next.delete("tab");
    else next.set("tab", changes.tab);
  }
  if ("source" in changes) {
    next.delete("session");
    next.delete("capture");
    const source = changes.source;
    if (source && "session" in source) next.set("session", source.session);
    if (source && "capture" in source) next.set("capture", source.capture);
  }
  if ("matrixId" in changes) {
    if (changes.matrixId) next.set("matrix", changes.matrixId);
    else next.delete("matrix");
  }
  const text = next.toString();
  return text ? `?${text}` : "";
}

/** The export a link downloads: the comparison as JSON (secrets masked) or its metrics as Markdown. */
export function comparisonExportUrl(id: string, format: "json" | "markdown"): string {
  return `/api/comparisons/${encodeURIComponent(id)}/export?format=${format}`;
}
